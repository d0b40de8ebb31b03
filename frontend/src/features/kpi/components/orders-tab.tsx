import { useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSortDownRegular, ArrowSortUpRegular } from '@fluentui/react-icons';
import { formatDateFr, formatDecimal2, formatEuro, formatInteger, type KpiOrderDetail, type MessageKey } from '@portail/common';
import { useT } from '../../../i18n/use-t';
import { effectiveSearch, useDebounced } from '../../../components/use-debounced';
import { useAppConfig } from '../../config/config-context';
import { CATEGORY_LABEL } from '../../catalogue/components/product-card';
import { useOrdersDetails } from '../api/kpi';
import { KpiExportButton, KpiSearch, KpiTable, TabLoading, useKpiStyles } from './kpi-controls';

type Column = { key: keyof KpiOrderDetail; label: MessageKey; sortable?: boolean; show: (r: KpiOrderDetail) => string };
const text = (key: keyof KpiOrderDetail) => (r: KpiOrderDetail) => String(r[key]);
const COLUMNS: Column[] = [
  { key: 'customerNumber', label: 'kpi.col.customer-number', sortable: true, show: text('customerNumber') },
  { key: 'customerName', label: 'kpi.col.customer-name', sortable: true, show: text('customerName') },
  { key: 'orderNumber', label: 'kpi.col.order-number', sortable: true, show: text('orderNumber') },
  { key: 'franchiseGroup', label: 'kpi.col.franchise-group', show: text('franchiseGroup') },
  { key: 'franchise', label: 'kpi.col.franchise', sortable: true, show: text('franchise') },
  { key: 'subFranchise', label: 'kpi.col.sub-franchise', show: text('subFranchise') },
  { key: 'category', label: 'kpi.col.category', show: text('category') },
  { key: 'reference', label: 'kpi.col.reference', sortable: true, show: text('reference') },
  { key: 'designation', label: 'kpi.col.designation', show: text('designation') },
  { key: 'packContent', label: 'kpi.col.pack-content', show: (r) => formatInteger(r.packContent) },
  { key: 'unitPrice', label: 'kpi.col.unit-price', show: (r) => formatEuro(r.unitPrice) },
  { key: 'quantity', label: 'kpi.col.quantity', sortable: true, show: (r) => formatInteger(r.quantity) },
  { key: 'totalPrice', label: 'kpi.col.total-price', sortable: true, show: (r) => formatEuro(r.totalPrice) },
  { key: 'unitCost', label: 'kpi.col.unit-cost', show: (r) => formatEuro(r.unitCost) },
  { key: 'totalCost', label: 'kpi.col.total-cost', sortable: true, show: (r) => formatEuro(r.totalCost) },
  { key: 'savings', label: 'kpi.col.savings', sortable: true, show: (r) => formatEuro(r.savings) },
  { key: 'marginPercent', label: 'kpi.col.margin', sortable: true, show: (r) => `${formatDecimal2(r.marginPercent)} %` },
  { key: 'orderDate', label: 'kpi.col.order-date', sortable: true, show: (r) => formatDateFr(r.orderDate) },
];

const useStyles = makeStyles({
  // A sortable heading reads like the others: semibold, at its column's edge rather than centred in a button.
  sortable: { minWidth: 0, paddingInline: 0, fontWeight: tokens.fontWeightSemibold, textAlign: 'inherit' },
});

/** « Commandes One Stryker »: the lines of confirmed programme orders, paged, searched and sorted by the server. */
export function OrdersTab() {
  const styles = useKpiStyles();
  const own = useStyles();
  const t = useT();
  const { providerLabel } = useAppConfig();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ field: string; direction: 'asc' | 'desc' }>({ field: 'orderDate', direction: 'desc' });
  const wanted = effectiveSearch(useDebounced(search, 500));
  const { data, isLoading, mutate } = useOrdersDetails({ pageNumber: page, orderBy: `${sort.field} ${sort.direction}`, search: wanted });
  const sortBy = (field: string) => {
    setSort((s) => ({ field, direction: s.field === field && s.direction === 'asc' ? 'desc' : 'asc' }));
    setPage(1);
  };
  const header = (c: Column) => {
    if (!c.sortable) return t(c.label);
    const active = sort.field === c.key;
    return (
      <Button
        className={own.sortable}
        appearance="transparent"
        size="small"
        onClick={() => sortBy(c.key)}
        aria-label={t('kpi.sort-by', { column: t(c.label) })}
        aria-pressed={active}
        icon={active ? sort.direction === 'asc' ? <ArrowSortUpRegular /> : <ArrowSortDownRegular /> : undefined}
        iconPosition="after"
      >
        {t(c.label)}
      </Button>
    );
  };
  const rows = data?.items ?? [];
  // A product's category is stored as its code (« consommable »): shown by the name the catalogue gives it (issue 30, 12).
  const cell = (c: Column, r: KpiOrderDetail) => (c.key === 'category' && CATEGORY_LABEL[r.category] ? t(CATEGORY_LABEL[r.category]) : c.show(r));
  return (
    <div className={styles.panel}>
      <TabLoading loading={isLoading} onRetry={() => void mutate()} />
      <div className={styles.toolbar}>
        <KpiSearch
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        {/* The tab lists the lines of every year, and so does its workbook. */}
        <KpiExportButton tab="orders" />
      </div>
      <KpiTable
        caption={t('kpi.tab.orders', { provider: providerLabel })}
        headers={COLUMNS.map(header)}
        rows={rows.map((r, i) => ({ key: `${r.orderNumber}-${r.reference}-${i}`, cells: COLUMNS.map((c) => cell(c, r)) }))}
        page={data?.pagination?.CurrentPage ?? page}
        totalPages={data?.pagination?.TotalPages ?? 1}
        onPage={setPage}
        // The nine columns from the customer's number to the designation are texts; the figures and the date follow.
        textColumns={[0, 1, 2, 3, 4, 5, 6, 7, 8]}
        size="small"
        // 18 columns: only the customer's name and the designation wrap; the table scrolls sideways, first column kept.
        wrapColumns={[1, 8]}
      />
    </div>
  );
}
