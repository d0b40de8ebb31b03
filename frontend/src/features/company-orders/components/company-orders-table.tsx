import { Fragment, useState } from 'react';
import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { formatDateFr, formatDecimal2, type CompanyOrder } from '@portail/common';
import { useT } from '../../../i18n/use-t';
import { parseCommaDecimal } from '../api/company-orders';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  invoice: { paddingLeft: tokens.spacingHorizontalXXL, backgroundColor: tokens.colorNeutralBackground2 },
  product: { paddingLeft: `calc(${tokens.spacingHorizontalXXL} * 2)`, color: tokens.colorNeutralForeground2 },
  amount: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

const euros = (amount: number) => `${formatDecimal2(amount)} €`;

interface ToggleProps {
  expanded: boolean;
  label: string;
  onToggle: () => void;
}

function Toggle({ expanded, label, onToggle }: ToggleProps) {
  return (
    <Button
      appearance="subtle"
      size="small"
      icon={expanded ? <ChevronDownRegular /> : <ChevronRightRegular />}
      aria-expanded={expanded}
      aria-label={label}
      onClick={onToggle}
    />
  );
}

/** Order rows open to their invoices, invoices open to their products. */
export function CompanyOrdersTable({ orders }: { orders: CompanyOrder[] }) {
  const styles = useStyles();
  const t = useT();
  const [open, setOpen] = useState<Set<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <div className={styles.scroll}>
      <Table aria-label={t('company-orders.table')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('company-orders.order-number')}</TableHeaderCell>
            <TableHeaderCell>{t('company-orders.date')}</TableHeaderCell>
            <TableHeaderCell className={styles.amount}>{t('company-orders.total')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {orders.map((order) => {
            const orderKey = order.orderNumber;
            const orderOpen = open.has(orderKey);
            return (
              <Fragment key={orderKey}>
                <TableRow>
                  <TableCell>
                    <Toggle
                      expanded={orderOpen}
                      label={t('company-orders.toggle-order', { number: order.orderNumber })}
                      onToggle={() => toggle(orderKey)}
                    />
                    {order.orderNumber}
                  </TableCell>
                  <TableCell>{formatDateFr(order.date)}</TableCell>
                  <TableCell className={styles.amount}>{euros(parseCommaDecimal(order.total))}</TableCell>
                </TableRow>
                {orderOpen &&
                  order.orders.map((invoice) => {
                    const invoiceKey = `${orderKey}/${invoice.invoiceNumber}`;
                    const invoiceOpen = open.has(invoiceKey);
                    const invoiceTotal = invoice.products.reduce((sum, p) => sum + p.salesAmount, 0);
                    return (
                      <Fragment key={invoiceKey}>
                        <TableRow>
                          <TableCell className={styles.invoice}>
                            <Toggle
                              expanded={invoiceOpen}
                              label={t('company-orders.toggle-invoice', { number: invoice.invoiceNumber })}
                              onToggle={() => toggle(invoiceKey)}
                            />
                            {t('company-orders.invoice', { number: invoice.invoiceNumber })}
                          </TableCell>
                          <TableCell className={styles.invoice}>{t('company-orders.product-count', { count: invoice.products.length })}</TableCell>
                          <TableCell className={styles.amount}>{euros(invoiceTotal)}</TableCell>
                        </TableRow>
                        {invoiceOpen &&
                          invoice.products.map((product, i) => (
                            <TableRow key={`${invoiceKey}/${product.reference}/${i}`}>
                              <TableCell className={styles.product}>
                                {product.reference} – {product.description}
                              </TableCell>
                              <TableCell className={styles.product}>{t('company-orders.quantity', { count: product.quantity })}</TableCell>
                              <TableCell className={styles.amount}>{euros(product.salesAmount)}</TableCell>
                            </TableRow>
                          ))}
                      </Fragment>
                    );
                  })}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
