import { DonutChart } from '@fluentui/react-charts';
import { chartColor } from './chart-colors';

export interface DonutSlice {
  label: string;
  value: number;
}

export interface DonutProps {
  title: string;
  slices: DonutSlice[];
  height?: number;
  /** Shown inside the ring (e.g. the total). */
  centre?: string;
}

/** Loaded lazily (see lazy-charts.tsx): the charts library stays out of the first page download. */
export default function Donut({ title, slices, height = 350, centre }: DonutProps) {
  return (
    <DonutChart
      data={{
        chartTitle: title,
        chartData: slices.map((slice, i) => ({ legend: slice.label, data: slice.value, color: chartColor(i) })),
      }}
      innerRadius={60}
      height={height}
      valueInsideDonut={centre}
      culture="fr-FR"
    />
  );
}
