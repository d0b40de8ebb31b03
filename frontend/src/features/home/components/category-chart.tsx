import { useState } from 'react';
import { Body1, Switch } from '@fluentui/react-components';
import { isUnallocated, type StatsContract } from '@portail/common';
import { LazyGroupedBars } from '../../../components/charts/lazy-charts';
import type { BarGroup } from '../../../components/charts/grouped-bars';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/use-t';

/** Sales by category; the switch adds the previous year beside each bar. */
export function CategoryChart({ stats }: { stats: StatsContract }) {
  const t = useT();
  const [compare, setCompare] = useState(true);
  const current = String(stats.year);
  const previous = String(stats.year - 1);
  const names = [...new Set([...stats.gimCustomNames, ...(compare ? stats.gimCustomPreviousYearNames : [])])];
  const valueOf = (list: string[], totals: number[], name: string) => totals[list.indexOf(name)] ?? 0;
  const groups: BarGroup[] = names.map((name) => ({
    name: isUnallocated(name) ? t('home.non-allocated') : name,
    values: [
      { series: current, value: valueOf(stats.gimCustomNames, stats.gimCustomTotals, name) },
      ...(compare ? [{ series: previous, value: valueOf(stats.gimCustomPreviousYearNames, stats.gimCustomPreviousYearTotals, name) }] : []),
    ],
  }));
  const title = t('home.category-chart');
  return (
    <SectionCard title={title}>
      <Switch checked={compare} onChange={(_, data) => setCompare(data.checked)} label={t('home.category-compare', { year: previous })} />
      {groups.length === 0 ? <Body1>{t('home.no-data')}</Body1> : <LazyGroupedBars title={title} groups={groups} unit="euros" />}
    </SectionCard>
  );
}
