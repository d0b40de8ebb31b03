import { Body1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { formatPoints, type OrderDetailLine } from '@portail/common';
import { useT } from '../../../i18n/use-t';

const PHONE = '@media (max-width: 480px)';

const useStyles = makeStyles({
  root: { padding: tokens.spacingHorizontalM, backgroundColor: tokens.colorNeutralBackground2, [PHONE]: { padding: tokens.spacingHorizontalXS } },
  // Fluent shares a table's width equally between its five columns: on a phone the headers ran into each
  // other. There the columns take their content's width, and the reference goes under the description.
  table: { [PHONE]: { tableLayout: 'auto' } },
  text: { overflowWrap: 'anywhere' },
  amount: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  wide: { [PHONE]: { display: 'none' } },
  phoneOnly: { display: 'none', [PHONE]: { display: 'block', color: tokens.colorNeutralForeground2 } },
});

/** The lines of one expanded order. */
export function OrderDetails({ lines, orderNumber }: { lines: OrderDetailLine[]; orderNumber: string }) {
  const styles = useStyles();
  const t = useT();
  if (lines.length === 0) return <Body1>{t('orders.no-lines')}</Body1>;
  return (
    <div className={styles.root}>
      <Table className={styles.table} size="small" aria-label={t('orders.details', { number: orderNumber })}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.wide}>{t('orders.reference')}</TableHeaderCell>
            <TableHeaderCell>{t('orders.description')}</TableHeaderCell>
            <TableHeaderCell className={styles.amount}>{t('orders.unit-price')}</TableHeaderCell>
            <TableHeaderCell className={styles.amount}>{t('orders.quantity')}</TableHeaderCell>
            <TableHeaderCell className={styles.amount}>{t('orders.line-total')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((line, i) => (
            <TableRow key={`${line.reference}-${i}`}>
              <TableCell className={mergeClasses(styles.text, styles.wide)}>{line.reference}</TableCell>
              <TableCell className={styles.text}>
                {line.description}
                <span className={styles.phoneOnly}>{line.reference}</span>
              </TableCell>
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
