import { DonutChart } from '@fluentui/react-charts';
import { useT } from '../../i18n/use-t';
import { chartColor } from './chart-colors';
import { useChartStyles } from './chart-styles';
import { chartValue, compactValue, type ChartUnit } from './chart-values';

export interface DonutSlice {
  label: string;
  value: number;
}

export interface DonutProps {
  /** Names the chart for assistive technologies; the card around it shows it (once). */
  title: string;
  slices: DonutSlice[];
  unit: ChartUnit;
  /** The figure in the ring: the total unless given. */
  centreValue?: number;
  height?: number;
}

/**
 * Loaded lazily (see lazy-charts.tsx): the charts library stays out of the first page download.
 * The centre shows the total in a compact form that fits the ring; tooltips show each value in full,
 * French-formatted with its unit; legends that do not fit say « +N autres ».
 */
export default function Donut({ title, slices, unit, centreValue, height = 350 }: DonutProps) {
  const styles = useChartStyles();
  const t = useT();
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  return (
    <div role="figure" aria-label={title} className={styles.figure}>
      <DonutChart
        data={{
          chartData: slices.map((slice, i) => ({
            legend: slice.label,
            data: slice.value,
            color: chartColor(i),
            yAxisCalloutData: chartValue(slice.value, unit),
          })),
        }}
        innerRadius={70}
        height={height}
        valueInsideDonut={compactValue(centreValue ?? total, unit)}
        culture="fr-FR"
        legendProps={{ overflowText: t('charts.others'), styles: { legend: styles.legend } }}
      />
    </div>
  );
}
