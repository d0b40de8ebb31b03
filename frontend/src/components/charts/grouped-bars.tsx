import { GroupedVerticalBarChart } from '@fluentui/react-charts';
import { useT } from '../../i18n/use-t';
import { chartColor } from './chart-colors';
import { useChartStyles } from './chart-styles';
import { chartValue, type ChartUnit } from './chart-values';

// Short French ticks ("1,3 M") so long labels are not clipped by the axis margin.
const compact = new Intl.NumberFormat('fr-FR', { notation: 'compact', maximumFractionDigits: 1 });
const tick = (value: number) => compact.format(value);

export interface BarGroup {
  name: string;
  /** `unit`: a series measured otherwise than the chart's unit (points beside euros) says so in its tooltip. */
  values: { series: string; value: number; unit?: ChartUnit }[];
}

export interface GroupedBarsProps {
  /** Names the chart for assistive technologies; the card around it shows it (once). */
  title: string;
  groups: BarGroup[];
  unit: ChartUnit;
  height?: number;
}

/** Loaded lazily (see lazy-charts.tsx). Each series keeps the same colour in every group; tooltips in French with the unit. */
export default function GroupedBars({ title, groups, unit, height = 350 }: GroupedBarsProps) {
  const styles = useChartStyles();
  const t = useT();
  const seriesNames = [...new Set(groups.flatMap((g) => g.values.map((v) => v.series)))];
  // Series in the other unit get the right-hand axis: a million euros would flatten thirty thousand points.
  const onSecondary = (v: BarGroup['values'][number]) => v.unit !== undefined && v.unit !== unit;
  const secondary = groups.flatMap((g) => g.values.filter(onSecondary));
  const secondaryUnit = secondary[0]?.unit;
  return (
    // The library takes its height from its container (350 px when the container has none): the figure sets it.
    <div role="figure" aria-label={title} className={styles.figure} style={{ height }}>
      <GroupedVerticalBarChart
        height={height}
        yAxisTickFormat={tick}
        margins={{ left: 56, ...(secondaryUnit ? { right: 56 } : {}) }}
        {...(secondaryUnit
          ? {
              yAxisTitle: t(`charts.axis.${unit}`),
              secondaryYAxistitle: t(`charts.axis.${secondaryUnit}`),
              secondaryYScaleOptions: { yMinValue: 0, yMaxValue: Math.max(1, ...secondary.map((v) => v.value)) },
            }
          : {})}
        // Values above neighbouring bars overlapped: each value is in its bar's tooltip instead.
        hideLabels
        // The library dropped every group name that overlapped a neighbour (4 of 7 divisions named): wrapped, all show.
        wrapXAxisLables
        hideTickOverlap={false}
        legendProps={{ overflowText: t('charts.others'), styles: { legend: styles.legend } }}
        data={groups.map((group) => ({
          name: group.name,
          series: group.values.map((v) => ({
            key: v.series,
            legend: v.series,
            data: v.value,
            color: chartColor(seriesNames.indexOf(v.series)),
            xAxisCalloutData: group.name,
            yAxisCalloutData: chartValue(v.value, v.unit ?? unit),
            useSecondaryYScale: onSecondary(v),
          })),
        }))}
      />
    </div>
  );
}
