import { useCallback, useState } from 'react';
import type { KpiCustomerRow } from '@portail/common';
import { useT } from '../../../i18n/use-t';
import { useCustomerStatistics } from '../api/kpi';
import {
  KpiBars,
  KpiExportButton,
  KpiSearch,
  KpiTable,
  TabLoading,
  ViewToggle,
  YearSelect,
  useFilteredPages,
  useKpiStyles,
  useKpiYear,
  type KpiView,
} from './kpi-controls';
import { count, price, status } from './kpi-format';

/** « Clients »: one row per customer, with the rule its status came from (issue 33); search over number, name, both statuses, the rule and both revenues. */
export function ClientsTab() {
  const styles = useKpiStyles();
  const t = useT();
  const [view, setView] = useState<KpiView>('table');
  const [year, setYear] = useKpiYear();
  const { data, isLoading, mutate } = useCustomerStatistics(year);
  const textOf = useCallback(
    (r: KpiCustomerRow) =>
      [
        r.customerNumber,
        r.customerName,
        status(r.statusPreviousYear),
        status(r.statusCurrentYear),
        t(`kpi.tier-rule.${r.tierRule}`),
        price(r.revenuePreviousYear),
        price(r.revenueCurrentYear),
        r.revenuePreviousYear,
        r.revenueCurrentYear,
      ].join(' '),
    [t],
  );
  const { search, setSearch, page, setPage, totalPages, visible } = useFilteredPages(data, textOf);
  const name = (r: KpiCustomerRow) => `${r.customerNumber} - ${r.customerName}`;
  return (
    <div className={styles.panel}>
      <TabLoading loading={isLoading} onRetry={() => void mutate()} />
      <div className={styles.toolbar}>
        <YearSelect year={year} onChange={setYear} />
        <ViewToggle view={view} onChange={setView} />
        <KpiSearch value={search} onChange={setSearch} />
        <KpiExportButton tab="clients" year={year} />
      </div>
      {view === 'table' ? (
        <KpiTable
          caption={t('kpi.tab.clients')}
          headers={[
            t('kpi.col.customer'),
            t('kpi.col.status-previous'),
            t('kpi.col.status-current'),
            t('kpi.col.tier-rule'),
            t('kpi.col.revenue-previous'),
            t('kpi.col.revenue-current'),
            t('kpi.col.total-points'),
            t('kpi.col.forecast-points'),
          ]}
          rows={visible.map((r) => ({
            key: r.customerId,
            cells: [
              name(r),
              status(r.statusPreviousYear),
              status(r.statusCurrentYear),
              t(`kpi.tier-rule.${r.tierRule}`),
              price(r.revenuePreviousYear),
              price(r.revenueCurrentYear),
              count(r.totalPoints),
              count(r.forecastPoints),
            ],
          }))}
          page={page}
          totalPages={totalPages}
          onPage={setPage}
          // The status rule is words (« Ventes du client », « Manuel »), not a figure.
          textColumns={[0, 3]}
        />
      ) : (
        // The spec's four series in one chart; each tooltip gives its value in euros or in points.
        <KpiBars
          title={t('kpi.chart.clients')}
          unit="euros"
          groups={visible.map((r) => ({
            name: name(r),
            values: [
              { series: t('kpi.col.revenue-current'), value: r.revenueCurrentYear },
              { series: t('kpi.col.revenue-previous'), value: r.revenuePreviousYear },
              { series: t('kpi.col.total-points'), value: r.totalPoints, unit: 'points' },
              { series: t('kpi.col.forecast-points'), value: r.forecastPoints, unit: 'points' },
            ],
          }))}
        />
      )}
    </div>
  );
}
