import { Fragment, useState } from 'react';
import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { formatDateFr, formatDecimal2, type CompanyOrder } from '@portail/common';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { query } from '../../../lib/api-extra';
import { useSession } from '../../auth/session-store';
import { useAppConfig } from '../../config/config-context';
import { parseCommaDecimal } from '../api/company-orders';

const PHONE = '@media (max-width: 480px)';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  // Fluent shares a table's width equally between its columns: on a phone an invoice number lost its last
  // digit under the next column. There the columns take their content's width and long numbers wrap.
  table: { [PHONE]: { tableLayout: 'auto' } },
  first: { overflowWrap: 'anywhere' },
  invoice: {
    paddingLeft: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground2,
    overflowWrap: 'anywhere',
    [PHONE]: { paddingLeft: tokens.spacingHorizontalS },
  },
  product: {
    paddingLeft: `calc(${tokens.spacingHorizontalXXL} * 2)`,
    color: tokens.colorNeutralForeground2,
    overflowWrap: 'anywhere',
    [PHONE]: { paddingLeft: tokens.spacingHorizontalL },
  },
  date: { whiteSpace: 'nowrap' },
  report: { marginLeft: tokens.spacingHorizontalS },
  amount: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
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
  const navigate = useNavigate();
  const { paths } = useAppConfig();
  // A claim is the customer's act: staff viewing the portal get no « Signaler une erreur ».
  const { viewingAs } = useSession();
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
      <Table className={styles.table} aria-label={t('company-orders.table')}>
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
                  <TableCell className={styles.first}>
                    <Toggle expanded={orderOpen} label={t('company-orders.toggle-order', { number: order.orderNumber })} onToggle={() => toggle(orderKey)} />
                    {order.orderNumber}
                  </TableCell>
                  <TableCell className={styles.date}>{formatDateFr(order.date)}</TableCell>
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
                                {!viewingAs && (
                                  <Button
                                    className={styles.report}
                                    appearance="transparent"
                                    size="small"
                                    icon={<ErrorCircleRegular />}
                                    aria-label={t('claims.report-error-on', { reference: product.reference, invoice: invoice.invoiceNumber })}
                                    onClick={() =>
                                      void navigate(
                                        `${paths.claims}${query({ type: 'wrongAmount', facture: invoice.invoiceNumber, commande: order.orderNumber, reference: product.reference, date: order.date.slice(0, 10), montant: product.salesAmount, quantite: product.quantity })}`,
                                      )
                                    }
                                  >
                                    {t('claims.report-error')}
                                  </Button>
                                )}
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
