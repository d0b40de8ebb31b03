import { Fragment, useState } from 'react';
import {
  Body1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Button,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ADMIN_ORDER_LIST_SPEC, SALES_LINE_LIST_SPEC, formatDateFr, formatEuro, formatPoints, type AdminOrderRow, type SalesLine } from '@portail/common';
import { z } from 'zod';
import type { ResourceDefinition } from '../../../../components/resource/resource-definition';
import { ResourceListPage } from '../../../../components/resource/resource-list-page';
import { useRevalidateResource } from '../../../../components/resource/use-resource-list';
import { useT } from '../../../../i18n/use-t';
import { useAppConfig } from '../../../config/config-context';
import { ImportButton } from '../../../import/components/import-button';
import { PROGRAMME_ORDERS_PATH, SALES_LINES_PATH, recalculateSalesLines, useProgrammeOrderLines } from '../../api/back-office';
import { RecalculateButton } from './products-tab';
import { DetailsButton, ExpandButton } from './row-buttons';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalM },
  surface: { maxWidth: '800px', width: '100%' },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
});

const READ_ONLY = z.never();
const LINES_ID = 'order-lines';

/** A Programme order is paid in points: its figures read as in the portal's order history (whole points, rounded down). */
function OrderLines({ order }: { order: AdminOrderRow }) {
  const styles = useStyles();
  const t = useT();
  const { data, error } = useProgrammeOrderLines(order.id);
  return (
    <section id={LINES_ID} className={styles.panel} aria-label={`${t('orders-one.lines')} ${order.orderNumber}`}>
      <Subtitle2 as="h3">
        {t('orders-one.lines')} – {order.orderNumber}
      </Subtitle2>
      {error ? (
        <Body1 role="alert">{t('resource.load-error')}</Body1>
      ) : !data ? (
        <Spinner size="tiny" label={t('bo.loading')} />
      ) : (
        <Table size="small" aria-label={t('orders-one.lines')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('priceList.reference')}</TableHeaderCell>
              <TableHeaderCell>{t('priceList.description')}</TableHeaderCell>
              <TableHeaderCell>{t('orders-one.unit-price')}</TableHeaderCell>
              <TableHeaderCell>{t('orders-one.quantity')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.map((l, i) => (
              <TableRow key={`${l.reference}-${i}`}>
                <TableCell>{l.reference}</TableCell>
                <TableCell>{l.description}</TableCell>
                <TableCell>{t('orders.points', { points: formatPoints(l.unitPrice) })}</TableCell>
                <TableCell>{l.quantity}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

/** Programme orders of every customer: read-only; one order at a time shows its lines. */
export function ProgrammeOrdersTab() {
  const t = useT();
  const [expanded, setExpanded] = useState<AdminOrderRow | null>(null);
  const definition: ResourceDefinition<AdminOrderRow> = {
    path: PROGRAMME_ORDERS_PATH,
    title: t('admin.tab.orders-one'),
    columns: [
      { key: 'customerNumber', label: t('orders-one.customer-number'), sortable: true, render: (o) => o.customerNumber },
      { key: 'customerName', label: t('orders-one.customer-name'), sortable: true, render: (o) => o.customerName },
      { key: 'orderNumber', label: t('orders-one.number'), sortable: true, render: (o) => o.orderNumber },
      { key: 'orderDate', label: t('orders-one.date'), sortable: true, render: (o) => formatDateFr(o.orderDate) },
      { key: 'totalAmount', label: t('orders-one.total'), sortable: true, render: (o) => t('orders.points', { points: formatPoints(o.totalAmount) }) },
    ],
    defaultOrder: ADMIN_ORDER_LIST_SPEC.defaultOrder,
    pageSize: ADMIN_ORDER_LIST_SPEC.pageSize,
    schema: READ_ONLY,
    fields: [],
    toFormValues: () => ({}),
    describe: (o) => o.orderNumber,
    canWrite: false,
    rowActions: (o) => (
      <ExpandButton name={o.orderNumber} open={expanded?.id === o.id} controls={LINES_ID} onToggle={() => setExpanded(expanded?.id === o.id ? null : o)} />
    ),
  };
  return (
    <>
      <ResourceListPage definition={definition} />
      {expanded && <OrderLines order={expanded} />}
    </>
  );
}

/** Fields of a sales line shown as they are stored, each under its label salesLines.field.<name>. */
const PLAIN_FIELDS = [
  'franchise',
  'franchiseGroup',
  'subFranchise',
  'gimBrand',
  'gimItemType',
  'gimSubBrand',
  'sapg',
  'gimCustom',
  'sapgCustom',
  'uom',
  'currency',
  'city',
  'buyingGroupName',
] as const;

function SalesLineDialog({ line, onClose }: { line: SalesLine; onClose: () => void }) {
  const styles = useStyles();
  const t = useT();
  const facts: [string, string][] = [
    [t('salesLines.sold-to'), `${line.customerSoldTo.number} - ${line.customerSoldTo.name}`],
    [t('salesLines.reported'), `${line.customerReported.number} - ${line.customerReported.name}`],
    [t('salesLines.invoice'), line.invoiceNumber],
    [t('salesLines.order'), line.orderNumber],
    [t('product.reference'), line.reference],
    [t('product.description'), line.description],
    [t('salesLines.field.salesAmount'), formatEuro(line.salesAmount)],
    [t('salesLines.field.invoiceQuantity'), String(line.invoiceQuantity)],
    [t('salesLines.field.salesRecognitionDate'), formatDateFr(line.salesRecognitionDate)],
    ...PLAIN_FIELDS.map((k): [string, string] => [t(`salesLines.field.${k}`), String(line[k] ?? '')]),
  ];
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('salesLines.detail-title', { invoice: line.invoiceNumber })}</DialogTitle>
          <DialogContent>
            <dl className={styles.facts}>
              {facts.map(([label, value]) => (
                <Fragment key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ))}
            </dl>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('bo.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** Sales lines (imported) of every customer: read-only detail dialog, recalculation of custom columns. */
export function SalesLinesTab({ canWrite }: { canWrite: boolean }) {
  const t = useT();
  const { providerLabel } = useAppConfig();
  const revalidate = useRevalidateResource(SALES_LINES_PATH);
  const [shown, setShown] = useState<SalesLine | null>(null);
  const definition: ResourceDefinition<SalesLine> = {
    path: SALES_LINES_PATH,
    title: t('admin.tab.sales-lines', { provider: providerLabel }),
    columns: [
      { key: 'customerSoldTo', label: t('salesLines.sold-to'), render: (l) => `${l.customerSoldTo.number} - ${l.customerSoldTo.name}` },
      { key: 'customerReported', label: t('salesLines.reported'), render: (l) => `${l.customerReported.number} - ${l.customerReported.name}` },
      { key: 'invoiceNumber', label: t('salesLines.invoice'), sortable: true, oneLine: true, render: (l) => l.invoiceNumber },
      { key: 'orderNumber', label: t('salesLines.order'), sortable: true, oneLine: true, render: (l) => l.orderNumber },
      { key: 'reference', label: t('product.reference'), sortable: true, oneLine: true, render: (l) => l.reference },
      { key: 'description', label: t('product.description'), render: (l) => l.description },
    ],
    search: { label: t('salesLines.search'), hint: t('salesLines.search-hint') },
    defaultOrder: SALES_LINE_LIST_SPEC.defaultOrder,
    pageSize: SALES_LINE_LIST_SPEC.pageSize,
    schema: READ_ONLY,
    fields: [],
    toFormValues: () => ({}),
    describe: (l) => l.invoiceNumber,
    canWrite: false,
    toolbar: canWrite ? (
      <>
        <ImportButton table="strykerCommands" onDone={() => void revalidate()} />
        <RecalculateButton run={recalculateSalesLines} onDone={() => void revalidate()} />
      </>
    ) : null,
    rowActions: (l) => <DetailsButton name={l.invoiceNumber} onClick={() => setShown(l)} />,
  };
  return (
    <>
      <ResourceListPage definition={definition} />
      {shown && <SalesLineDialog line={shown} onClose={() => setShown(null)} />}
    </>
  );
}
