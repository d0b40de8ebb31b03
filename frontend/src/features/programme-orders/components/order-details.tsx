import { Body1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { formatPoints, type OrderDetailLine } from '@portail/common';
import { useT } from '../../../i18n/use-t';

const useStyles = makeStyles({
  root: { padding: tokens.spacingHorizontalM, backgroundColor: tokens.colorNeutralBackground2 },
  amount: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

/** The lines of one expanded order. */
export function OrderDetails({ lines, orderNumber }: { lines: OrderDetailLine[]; orderNumber: string }) {
  const styles = useStyles();
  const t = useT();
  if (lines.length === 0) return <Body1>{t('orders.no-lines')}</Body1>;
  return (
    <div className={styles.root}>
      <Table size="small" aria-label={t('orders.details', { number: orderNumber })}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('orders.reference')}</TableHeaderCell>
            <TableHeaderCell>{t('orders.description')}</TableHeaderCell>
            <TableHeaderCell className={styles.amount}>{t('orders.unit-price')}</TableHeaderCell>
            <TableHeaderCell className={styles.amount}>{t('orders.quantity')}</TableHeaderCell>
            <TableHeaderCell className={styles.amount}>{t('orders.line-total')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((line, i) => (
            <TableRow key={`${line.reference}-${i}`}>
              <TableCell>{line.reference}</TableCell>
              <TableCell>{line.description}</TableCell>
              <TableCell className={styles.amount}>{formatPoints(line.unitPrice)}</TableCell>
              <TableCell className={styles.amount}>{line.quantity}</TableCell>
              <TableCell className={styles.amount}>{formatPoints(line.unitPrice * line.quantity)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
