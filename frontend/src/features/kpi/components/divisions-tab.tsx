import { useCallback, useState } from 'react';
import { isUnallocated, type KpiFranchiseRow } from '@portail/common';
import { useT } from '../../../i18n/use-t';
import { useFranchiseStatistics } from '../api/kpi';
import {
  KpiBars,
  KpiExportButton,
  KpiSearch,
  KpiTable,
  TabLoading,
  ViewToggle,
  useKpiYear,
  YearSelect,
  useFilteredPages,
  useKpiStyles,
  type KpiView,
} from './kpi-controls';
import { count } from './kpi-format';

/** « Divisions »: orders, points and products sold per franchise; the chart shows the points. */
export function DivisionsTab() {
  const styles = useKpiStyles();
  const t = useT();
  const [year, setYear] = useKpiYear();
  const [view, setView] = useState<KpiView>('table');
  const { data, isLoading, mutate } = useFranchiseStatistics(year);
  const textOf = useCallback((r: KpiFranchiseRow) => [r.franchise, r.totalOrders, r.totalPoints, r.totalProducts].join(' '), []);
  const { search, setSearch, page, setPage, totalPages, filtered, visible } = useFilteredPages(data, textOf);
  const title = t('kpi.chart.points-by-division');
  const nameOf = (franchise: string) => (isUnallocated(franchise) ? t('home.non-allocated') : franchise);
  return (
    <div className={styles.panel}>
      <TabLoading loading={isLoading} onRetry={() => void mutate()} />
      <div className={styles.toolbar}>
        <YearSelect year={year} onChange={setYear} />
        <ViewToggle view={view} onChange={setView} />
        <KpiSearch value={search} onChange={setSearch} />
        <KpiExportButton tab="divisions" year={year} />
      </div>
      {view === 'table' ? (
        <KpiTable
          caption={t('kpi.tab.divisions')}
          headers={[t('kpi.col.division'), t('kpi.col.total-orders'), t('kpi.col.total-points'), t('kpi.col.total-products')]}
          rows={visible.map((r) => ({ key: r.franchise, cells: [nameOf(r.franchise), count(r.totalOrders), count(r.totalPoints), count(r.totalProducts)] }))}
          page={page}
          totalPages={totalPages}
          onPage={setPage}
        />
      ) : (
        /* The chart shows every division the search keeps (spec), not the table's page of 10. */
        <KpiBars
          title={title}
          unit="points"
          groups={filtered.map((r) => ({ name: nameOf(r.franchise), values: [{ series: t('kpi.series.points'), value: r.totalPoints }] }))}
        />
      )}
    </div>
  );
}
