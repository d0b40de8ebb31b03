import { GroupedVerticalBarChart } from '@fluentui/react-charts';
import { makeStyles } from '@fluentui/react-components';
import { useT } from '../../i18n/use-t';
import { chartColor } from './chart-colors';
import { chartValue, type ChartUnit } from './chart-values';

// Short French ticks ("1,3 M") so long labels are not clipped by the axis margin.
const compact = new Intl.NumberFormat('fr-FR', { notation: 'compact', maximumFractionDigits: 1 });
const tick = (value: number) => compact.format(value);

export interface BarGroup {
  name: string;
  values: { series: string; value: number }[];
}

export interface GroupedBarsProps {
  /** Names the chart for assistive technologies; the card around it shows it (once). */
  title: string;
  groups: BarGroup[];
  unit: ChartUnit;
  height?: number;
}

const useStyles = makeStyles({ figure: { margin: 0, minWidth: 0 } });

/** Loaded lazily (see lazy-charts.tsx). Each series keeps the same colour in every group; tooltips in French with the unit. */
export default function GroupedBars({ title, groups, unit, height = 350 }: GroupedBarsProps) {
  const styles = useStyles();
  const t = useT();
  const seriesNames = [...new Set(groups.flatMap((g) => g.values.map((v) => v.series)))];
  return (
    <div role="figure" aria-label={title} className={styles.figure}>
      <GroupedVerticalBarChart
        height={height}
        yAxisTickFormat={tick}
        margins={{ left: 56 }}
        // Values above neighbouring bars overlapped: each value is in its bar's tooltip instead.
        hideLabels
        legendProps={{ overflowText: t('charts.others') }}
        data={groups.map((group) => ({
          name: group.name,
          series: group.values.map((v) => ({
            key: v.series,
            legend: v.series,
            data: v.value,
            color: chartColor(seriesNames.indexOf(v.series)),
            xAxisCalloutData: group.name,
            yAxisCalloutData: chartValue(v.value, unit),
          })),
        }))}
      />
    </div>
  );
}
