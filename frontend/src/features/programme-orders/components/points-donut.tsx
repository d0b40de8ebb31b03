import type { StatsContract } from '@portail/common';
import { LazyDonut } from '../../../components/charts/lazy-charts';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/use-t';

/** How much of the year's points went into Programme orders. */
export function PointsDonut({ stats }: { stats: StatsContract }) {
  const t = useT();
  const title = t('orders.points-chart', { year: stats.year });
  return (
    <SectionCard title={title}>
      <LazyDonut
        title={title}
        slices={[
          { label: t('orders.points-spent'), value: Math.max(0, stats.spentPoints) },
          { label: t('orders.points-remaining'), value: Math.max(0, stats.remainingPoints) },
        ]}
        unit="points"
        centreValue={stats.remainingPoints}
      />
    </SectionCard>
  );
}
