import { GroupedVerticalBarChart } from '@fluentui/react-charts';
import { chartColor } from './chart-colors';

// Short French ticks ("1,3 M") so long labels are not clipped by the axis margin.
const compact = new Intl.NumberFormat('fr-FR', { notation: 'compact', maximumFractionDigits: 1 });
const tick = (value: number) => compact.format(value);

export interface BarGroup {
  name: string;
  values: { series: string; value: number }[];
}

export interface GroupedBarsProps {
  title: string;
  groups: BarGroup[];
  height?: number;
}

/** Loaded lazily (see lazy-charts.tsx). Each series keeps the same colour in every group. */
export default function GroupedBars({ title, groups, height = 350 }: GroupedBarsProps) {
  const seriesNames = [...new Set(groups.flatMap((g) => g.values.map((v) => v.series)))];
  return (
    <GroupedVerticalBarChart
      chartTitle={title}
      height={height}
      yAxisTickFormat={tick}
      margins={{ left: 56 }}
      data={groups.map((group) => ({
        name: group.name,
        series: group.values.map((v) => ({
          key: v.series,
          legend: v.series,
          data: v.value,
          color: chartColor(seriesNames.indexOf(v.series)),
        })),
      }))}
    />
  );
}
