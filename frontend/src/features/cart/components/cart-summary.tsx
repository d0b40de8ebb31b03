import type { ReactNode } from 'react';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { formatDecimal2, formatPoints, type Cart } from '@portail/common';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/use-t';

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: '1fr auto', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: 0 },
  value: { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  pair: { display: 'contents' },
  crossed: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3, marginRight: tokens.spacingHorizontalS },
  strong: { fontWeight: tokens.fontWeightSemibold },
});

const euros = (amount: number) => `${formatDecimal2(amount)} €`;

/** The order summary; every figure comes from the cart answer so it matches what checkout will charge. */
export function CartSummary({ cart }: { cart: Cart }) {
  const styles = useStyles();
  const t = useT();
  const discounted = cart.discountRate > 0;
  const totalAmount = cart.discountedAmount + cart.deliveryCost + cart.billingFees;
  // Never below zero, whatever the server sent (spec §9).
  const remaining = Math.max(0, cart.remainingToPay);
  const rows: { label: string; value: ReactNode; strong?: boolean }[] = [
    { label: t('cart.total-articles'), value: cart.totalArticles },
    {
      label: discounted ? t('cart.total-discounted', { rate: cart.discountRate }) : t('cart.total'),
      value: discounted ? (
        <>
          <del className={styles.crossed} title={t('cart.full-amount')}>
            {euros(cart.totalAmount)}
          </del>
          {euros(cart.discountedAmount)}
        </>
      ) : (
        euros(cart.totalAmount)
      ),
    },
    { label: t('cart.delivery-cost'), value: euros(cart.deliveryCost) },
    { label: t('cart.billing-fees'), value: euros(cart.billingFees) },
    { label: t('cart.total-amount'), value: euros(totalAmount), strong: true },
    { label: t('cart.available-points'), value: t('orders.points', { points: formatPoints(cart.availablePoints) }) },
    { label: t('cart.remaining'), value: euros(remaining), strong: true },
  ];
  return (
    <SectionCard title={t('cart.summary')}>
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.label} className={styles.pair}>
            <dt>
              <Body1 className={row.strong ? styles.strong : undefined}>{row.label}</Body1>
            </dt>
            <dd className={styles.value}>
              <Body1 className={row.strong ? styles.strong : undefined}>{row.value}</Body1>
            </dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
