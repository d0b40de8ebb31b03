import { Body1, Caption1, Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { formatDateFr, formatEuro, type Claim } from '@portail/common';
import { useT } from '../../../i18n/use-t';
import { ClaimHistory } from './claim-history';
import { ClaimStatusBadge } from './claim-status-badge';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, padding: tokens.spacingHorizontalM },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  wrap: { overflowWrap: 'anywhere' },
  reason: { color: tokens.colorPaletteRedForeground1 },
});

/** The customer's claims, newest first: what was declared, where it stands, and what happened to it. */
export function ClaimsList({ claims }: { claims: readonly Claim[] }) {
  const styles = useStyles();
  const t = useT();
  if (claims.length === 0) return <Body1>{t('claims.empty')}</Body1>;
  return (
    <ul className={styles.list} aria-label={t('claims.list-title')}>
      {claims.map((c) => (
        <li key={c.id}>
          <Card className={styles.card}>
            <div className={styles.head}>
              <Subtitle2 as="h3">{t(`claims.kind.${c.kind}`)}</Subtitle2>
              <ClaimStatusBadge status={c.status} />
            </div>
            <Body1 className={styles.wrap}>
              {t('claims.line-summary', {
                invoice: c.invoiceNumber,
                order: c.orderNumber,
                reference: c.currentReference ? `${c.currentReference} → ${c.reference}` : c.reference,
              })}
            </Body1>
            <Caption1>{t('claims.values', { amount: formatEuro(c.amount), quantity: c.quantity, date: formatDateFr(c.date) })}</Caption1>
            {c.status === 'refused' && c.refusalReason && <Body1 className={styles.reason}>{t('claims.refusal-reason', { reason: c.refusalReason })}</Body1>}
            <ClaimHistory events={c.history} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
