import { Fragment } from 'react';
import { Button, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { formatDateFr, formatPoints, type MessageKey, type OrderDetailLine, type ProgrammeOrder } from '@portail/common';
import { useT } from '../../../i18n/use-t';
import { OrderDetails } from './order-details';

const PHONE = '@media (max-width: 480px)';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  // Fluent shares a table's width equally between its columns: on a phone the date and the two actions did
  // not fit theirs. There the columns take their content's width and an order number wraps at its dashes.
  table: { [PHONE]: { tableLayout: 'auto' } },
  number: { overflowWrap: 'anywhere' },
  date: { whiteSpace: 'nowrap' },
  amount: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  // On a phone the customer column goes: every row is the selected customer's, and the row must fit.
  customer: { '@media (max-width: 480px)': { display: 'none' } },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

export interface Sort {
  field: string;
  descending: boolean;
}

const COLUMNS: { field: string; label: MessageKey; numeric?: boolean }[] = [
  { field: 'customer.name', label: 'orders.customer' },
  { field: 'orderNumber', label: 'orders.number' },
  { field: 'totalAmount', label: 'orders.total', numeric: true },
  { field: 'orderDate', label: 'orders.date' },
];

interface OrdersTableProps {
  orders: ProgrammeOrder[];
  sort: Sort;
  onSort: (field: string) => void;
  expandedId: string | null;
  details: OrderDetailLine[] | null;
  onToggle: (order: ProgrammeOrder) => void;
  onDownload: (order: ProgrammeOrder) => void;
}

export function OrdersTable({ orders, sort, onSort, expandedId, details, onToggle, onDownload }: OrdersTableProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.scroll}>
      <Table className={styles.table} sortable aria-label={t('page.one-commands')}>
        <TableHeader>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableHeaderCell
                key={column.field}
                className={column.numeric ? styles.amount : column.field === 'customer.name' ? styles.customer : undefined}
                sortDirection={sort.field === column.field ? (sort.descending ? 'descending' : 'ascending') : undefined}
                onClick={() => onSort(column.field)}
              >
                {t(column.label)}
              </TableHeaderCell>
            ))}
            <TableHeaderCell sortable={false}>{t('orders.actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {orders.map((order) => {
            const expanded = expandedId === order.id;
            return (
              <Fragment key={order.id}>
                <TableRow>
                  <TableCell className={styles.customer}>{order.customer.name}</TableCell>
                  <TableCell className={styles.number}>{order.orderNumber}</TableCell>
                  <TableCell className={styles.amount}>{t('orders.points', { points: formatPoints(order.totalAmount) })}</TableCell>
                  <TableCell className={styles.date}>{formatDateFr(order.orderDate)}</TableCell>
                  <TableCell>
                    <div className={styles.actions}>
                      <Tooltip content={t(expanded ? 'orders.hide-details' : 'orders.show-details', { number: order.orderNumber })} relationship="label">
                        <Button
                          appearance="subtle"
                          icon={expanded ? <ChevronDownRegular /> : <ChevronRightRegular />}
                          aria-expanded={expanded}
                          onClick={() => onToggle(order)}
                        />
                      </Tooltip>
                      <Tooltip content={t('orders.download', { number: order.orderNumber })} relationship="label">
                        <Button appearance="subtle" icon={<ArrowDownloadRegular />} onClick={() => onDownload(order)} />
                      </Tooltip>
                    </div>
                  </TableCell>
                </TableRow>
                {expanded && (
                  <TableRow>
                    <TableCell colSpan={5}>
                      {details ? <OrderDetails lines={details} orderNumber={order.orderNumber} /> : <Spinner size="tiny" label={t('app.loading')} />}
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
