import { useCallback, useState } from 'react';
import type { KpiBuyingGroupRow } from '@portail/common';
import { useT } from '../../../i18n/use-t';
import { useBuyingGroupStatistics } from '../api/kpi';
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
import { count, price } from './kpi-format';

/** « Groupements » (issue 33): sales, points and members per buying group; the chart shows sales and points. */
export function GroupsTab() {
  const styles = useKpiStyles();
  const t = useT();
  const [year, setYear] = useKpiYear();
  const [view, setView] = useState<KpiView>('table');
  const { data, isLoading, mutate } = useBuyingGroupStatistics(year);
  const textOf = useCallback(
    (r: KpiBuyingGroupRow) => [r.name, r.members, price(r.revenueCurrentYear), price(r.revenuePreviousYear), r.revenueCurrentYear, r.totalPoints].join(' '),
    [],
  );
  const { search, setSearch, page, setPage, totalPages, filtered, visible } = useFilteredPages(data, textOf);
  return (
    <div className={styles.panel}>
      <TabLoading loading={isLoading} onRetry={() => void mutate()} />
      <div className={styles.toolbar}>
        <YearSelect year={year} onChange={setYear} />
        <ViewToggle view={view} onChange={setView} />
        <KpiSearch value={search} onChange={setSearch} />
        <KpiExportButton tab="groups" year={year} />
      </div>
      {view === 'table' ? (
        <KpiTable
          caption={t('kpi.tab.groups')}
          headers={[
            t('kpi.col.group'),
            t('kpi.col.members'),
            t('kpi.col.revenue-previous'),
            t('kpi.col.revenue-current'),
            t('kpi.col.group-volume'),
            t('kpi.col.total-points'),
            t('kpi.col.forecast-points'),
          ]}
          rows={visible.map((r) => ({
            key: r.groupId,
            cells: [
              r.name,
              count(r.members),
              price(r.revenuePreviousYear),
              price(r.revenueCurrentYear),
              price(r.groupVolume),
              count(r.totalPoints),
              count(r.forecastPoints),
            ],
          }))}
          page={page}
          totalPages={totalPages}
          onPage={setPage}
        />
      ) : (
        <KpiBars
          title={t('kpi.chart.groups')}
          unit="euros"
          groups={filtered.map((r) => ({
            name: r.name,
            values: [
              { series: t('kpi.col.revenue-current'), value: r.revenueCurrentYear },
              { series: t('kpi.col.revenue-previous'), value: r.revenuePreviousYear },
              { series: t('kpi.col.total-points'), value: r.totalPoints, unit: 'points' },
            ],
          }))}
        />
      )}
    </div>
  );
}
