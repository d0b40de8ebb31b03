import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles } from '@fluentui/react-components';
import { formatDecimal2, type CustomerStatsResponse } from '@portail/common';
import { useT } from '../../../i18n/use-t';

const useStyles = makeStyles({ amount: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } });

/** Cost tab: billing fees and delivery costs of the year. */
export function CostsPanel({ stats }: { stats: CustomerStatsResponse | undefined }) {
  const styles = useStyles();
  const t = useT();
  const cost = stats?.deliveryCostAndBillingFees;
  return (
    <Table aria-label={t('company-orders.tab-costs')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('company-orders.year')}</TableHeaderCell>
          <TableHeaderCell className={styles.amount}>{t('company-orders.billing-fees')}</TableHeaderCell>
          <TableHeaderCell className={styles.amount}>{t('company-orders.delivery-costs')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {cost && (
          <TableRow>
            <TableCell>{cost.year}</TableCell>
            <TableCell className={styles.amount}>{formatDecimal2(cost.totalBillingFees)} €</TableCell>
            <TableCell className={styles.amount}>{formatDecimal2(cost.totalDeliveryCost)} €</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
