import { Body1, Caption1, Subtitle1, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { displayStatus, formatEuroRoundedUp, formatInteger, formatPoints, type BuyingGroupMember } from '@portail/common';
import { Page } from '../../../components/page';
import { PageSpinner } from '../../../components/page-spinner';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/use-t';
import { useUserInfos } from '../../auth/api/user-infos';
import { useAuthActions } from '../../auth/use-auth-actions';
import { useBuyingGroupHome } from '../api/buying-group-home';
import { GroupMembersTable } from './group-members-table';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL },
  figure: { color: tokens.colorBrandForeground1 },
  note: { color: tokens.colorNeutralForeground2 },
});

/**
 * A group buyer's landing page (issue 33): the group's totals, the tier its volume reaches, and its members
 * with their tier, the rule it came from and the gap to the next one. A member's portal opens read-only.
 */
export default function BuyingGroupHomePage() {
  const styles = useStyles();
  const t = useT();
  const { selectCustomer } = useAuthActions();
  const { data, error, mutate } = useBuyingGroupHome();
  // The members the server lets this user read, with everything the portal keeps of a chosen customer.
  const infos = useUserInfos(true);
  const reachable = new Map((infos.data?.customers ?? []).map((c) => [c.id, c]));

  const open = (m: BuyingGroupMember) => {
    const customer = reachable.get(m.memberId);
    if (customer) void selectCustomer(customer);
  };

  if (error)
    return (
      <Page title={t('group.members')}>
        <Body1 role="alert">{t('group.error')}</Body1>
      </Page>
    );
  if (!data) return <PageSpinner onRetry={() => void mutate()} />;
  const { totals, year } = data;
  const gap = data.groupTier.gapToNextTier;
  return (
    <Page title={t('group.title', { name: data.name })}>
      <Subtitle1 as="h2">{t('group.figures', { year })}</Subtitle1>
      <div className={styles.grid}>
        <SectionCard title={t('group.card.sales', { year })}>
          <Title3 as="p" className={styles.figure}>
            {formatEuroRoundedUp(totals.revenueCurrentYear)}
          </Title3>
          <Caption1 className={styles.note}>
            {t('group.card.sales', { year: year - 1 })} : {formatEuroRoundedUp(totals.revenuePreviousYear)}
          </Caption1>
        </SectionCard>
        <SectionCard title={t('group.card.volume')}>
          <Title3 as="p" className={styles.figure}>
            {formatEuroRoundedUp(totals.groupVolume)}
          </Title3>
          <Caption1 className={styles.note}>{t('group.card.volume-explained')}</Caption1>
        </SectionCard>
        <SectionCard title={t('group.card.points')}>
          <Title3 as="p" className={styles.figure}>
            {formatPoints(totals.totalPoints)}
          </Title3>
          <Caption1 className={styles.note}>
            {t('group.card.balance')} : {formatPoints(totals.balance)}
          </Caption1>
          <Caption1 className={styles.note}>
            {t('group.card.forecast')} : {formatPoints(totals.forecastPoints)}
          </Caption1>
        </SectionCard>
        <SectionCard title={t('group.card.members')}>
          <Title3 as="p" className={styles.figure}>
            {formatInteger(totals.members)}
          </Title3>
          <Body1>{t('group.tier', { status: displayStatus(data.groupTier.tierFromVolume) })}</Body1>
          <Caption1 className={styles.note}>
            {gap ? t('group.tier.gap', { amount: formatEuroRoundedUp(gap.missing), tier: gap.tier }) : t('group.tier.top')}
          </Caption1>
        </SectionCard>
      </div>
      <Body1 as="p">{t('group.rule-explained')}</Body1>
      <SectionCard title={t('group.members')}>
        {data.members.length === 0 ? (
          <Body1>{t('group.empty', { year })}</Body1>
        ) : (
          <GroupMembersTable year={year} members={data.members} onOpen={open} canOpen={(m) => reachable.has(m.memberId)} />
        )}
      </SectionCard>
    </Page>
  );
}
