import { Button, Caption1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { displayStatus, formatDateFr, formatEuroRoundedUp, formatPoints, type BuyingGroupMember } from '@portail/common';
import { useT } from '../../../i18n/use-t';

const PHONE = '@media (max-width: 600px)';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  // On a phone the columns take their content's width, and the table scrolls sideways inside its card.
  table: { [PHONE]: { tableLayout: 'auto', minWidth: '720px' } },
  member: { display: 'flex', flexDirection: 'column', overflowWrap: 'anywhere', minWidth: '8rem' },
  note: { color: tokens.colorNeutralForeground2 },
  amount: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});

interface Props {
  year: number;
  members: BuyingGroupMember[];
  /** Opens the member's portal (read-only); absent in the back office, where staff use « voir comme ». */
  onOpen?: (member: BuyingGroupMember) => void;
  /** Whether the member's portal can be opened (an active member still in the group). */
  canOpen?: (member: BuyingGroupMember) => boolean;
}

/** The members of a group with their figures of the year, the rule their tier came from and the gap to the next one. */
export function GroupMembersTable({ year, members, onOpen, canOpen = (m) => m.current }: Props) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.scroll}>
      <Table className={styles.table} aria-label={t('group.members')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('group.col.member')}</TableHeaderCell>
            {/* Beside the name: on a phone the way into the portal is in view before the table scrolls. */}
            {onOpen && <TableHeaderCell>{t('group.col.portal')}</TableHeaderCell>}
            <TableHeaderCell className={styles.amount}>{t('group.card.sales', { year })}</TableHeaderCell>
            <TableHeaderCell className={styles.amount}>{t('group.card.sales', { year: year - 1 })}</TableHeaderCell>
            <TableHeaderCell>{t('group.col.status')}</TableHeaderCell>
            <TableHeaderCell>{t('group.col.rule')}</TableHeaderCell>
            <TableHeaderCell>{t('group.col.gap')}</TableHeaderCell>
            <TableHeaderCell className={styles.amount}>{t('group.col.points')}</TableHeaderCell>
            <TableHeaderCell className={styles.amount}>{t('group.col.forecast')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {members.map((m) => (
            <TableRow key={m.memberId}>
              <TableCell>
                <span className={styles.member}>
                  <span>{m.customerName}</span>
                  <Caption1 className={styles.note}>{m.customerNumber}</Caption1>
                  {m.joinedOn && <Caption1 className={styles.note}>{t('group.joined', { date: formatDateFr(m.joinedOn) })}</Caption1>}
                  {m.leftOn && <Caption1 className={styles.note}>{t('group.left', { date: formatDateFr(m.leftOn) })}</Caption1>}
                </span>
              </TableCell>
              {onOpen && (
                <TableCell>
                  {canOpen(m) && (
                    <Button size="small" icon={<OpenRegular />} aria-label={t('group.open-label', { name: m.customerName })} onClick={() => onOpen(m)}>
                      {t('group.open')}
                    </Button>
                  )}
                </TableCell>
              )}
              <TableCell className={styles.amount}>{formatEuroRoundedUp(m.revenueCurrentYear)}</TableCell>
              <TableCell className={styles.amount}>{formatEuroRoundedUp(m.revenuePreviousYear)}</TableCell>
              <TableCell>{displayStatus(m.status)}</TableCell>
              <TableCell>
                {m.tierRule === 'group' && m.groupTierFrom
                  ? t('group.rule.group-from', { date: formatDateFr(m.groupTierFrom) })
                  : t(`group.rule.${m.tierRule}`)}
              </TableCell>
              <TableCell>
                {m.gapToNextTier ? t('group.gap', { amount: formatEuroRoundedUp(m.gapToNextTier.missing), tier: m.gapToNextTier.tier }) : t('group.gap.top')}
              </TableCell>
              <TableCell className={styles.amount}>{formatPoints(m.totalPoints)}</TableCell>
              <TableCell className={styles.amount}>{formatPoints(m.forecastPoints)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
