import type { ReactNode } from 'react';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { formatDecimal2, formatInteger, formatPoints, type Cart } from '@portail/common';
import { useT, type Translate } from '../../../i18n/use-t';

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: 0 },
  label: { minWidth: 0, overflowWrap: 'anywhere' },
  value: { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  pair: { display: 'contents' },
  crossed: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3, marginRight: tokens.spacingHorizontalS },
  strong: { fontWeight: tokens.fontWeightSemibold },
});

/** Points as everywhere else (whole, rounded down: common's formatPoints), with their unit. */
export const pointsText = (t: Translate, points: number): string => t('cart.points', { points: formatPoints(points) });
/** Euros excluding VAT, to the cent, with their unit. */
export const eurosText = (t: Translate, amount: number): string => t('cart.euros', { amount: formatDecimal2(amount) });

/**
 * The figures of a cart, each with its unit: prices and totals in points, fees and what is left to pay in
 * euros. The summary and the recap both show this one list, from the cart answer (computed in cents by
 * the server), so they agree with each other and with the order checkout creates.
 */
export function CartFigures({ cart }: { cart: Cart }) {
  const styles = useStyles();
  const t = useT();
  const discounted = cart.discountRate > 0;
  const rows: { label: string; value: ReactNode; strong?: boolean; testId?: string }[] = [
    { label: t('cart.item-count'), value: formatInteger(cart.itemCount), testId: 'cart-item-count' },
    { label: t('cart.total-articles'), value: formatInteger(cart.totalArticles), testId: 'cart-total-quantity' },
    {
      label: discounted ? t('cart.total-discounted', { rate: cart.discountRate }) : t('cart.total'),
      value: discounted ? (
        <>
          <del className={styles.crossed} title={t('cart.full-amount')}>
            {pointsText(t, cart.totalAmount)}
          </del>
          {pointsText(t, cart.discountedAmount)}
        </>
      ) : (
        pointsText(t, cart.totalAmount)
      ),
      testId: 'cart-total',
    },
    { label: t('cart.available-points'), value: pointsText(t, cart.availablePoints) },
    { label: t('cart.points-used'), value: pointsText(t, cart.pointsToUse), testId: 'cart-points-used' },
    { label: t('cart.delivery-cost'), value: eurosText(t, cart.deliveryCost) },
    { label: t('cart.billing-fees'), value: eurosText(t, cart.billingFees) },
    // Never below zero, whatever the server sent (spec §9).
    { label: t('cart.remaining'), value: eurosText(t, Math.max(0, cart.remainingToPay)), strong: true, testId: 'cart-remaining' },
  ];
  return (
    <dl className={styles.list}>
      {rows.map((row) => (
        <div key={row.label} className={styles.pair}>
          <dt className={styles.label}>
            <Body1 className={row.strong ? styles.strong : undefined}>{row.label}</Body1>
          </dt>
          <dd className={styles.value} data-testid={row.testId}>
            <Body1 className={row.strong ? styles.strong : undefined}>{row.value}</Body1>
          </dd>
        </div>
      ))}
    </dl>
  );
}
