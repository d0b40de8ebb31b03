import { Body1 } from '@fluentui/react-components';
import type { CustomerStatsResponse } from '@portail/common';
import { LazyDonut } from '../../../components/charts/lazy-charts';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/use-t';
import { subFranchiseSlices } from '../sales-slices';

/** Sales of the current year by sub-franchise; shared by home and company orders. */
export function SalesDonut({ stats }: { stats: CustomerStatsResponse }) {
  const t = useT();
  const slices = subFranchiseSlices(stats.subFranchises.names, stats.subFranchises.totals, t('home.non-allocated'));
  const title = t('home.sub-franchise-chart', { year: stats.statsContract.year });
  return (
    <SectionCard title={title}>
      {slices.length === 0 ? <Body1>{t('home.no-data')}</Body1> : <LazyDonut title={title} slices={slices} unit="euros" />}
    </SectionCard>
  );
}
