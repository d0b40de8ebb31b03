import { formatEuroRoundedUp, formatPoints, wholePoints } from '@portail/common';

/** What a chart's values are: euros of sales or points. */
export type ChartUnit = 'euros' | 'points';

/** A value as tooltips show it: French grouping and its unit. */
export const chartValue = (value: number, unit: ChartUnit): string => (unit === 'points' ? `${formatPoints(value)} pts` : formatEuroRoundedUp(value));

const compactEuro = new Intl.NumberFormat('fr-FR', { notation: 'compact', style: 'currency', currency: 'EUR', maximumFractionDigits: 1 });
const compactNumber = new Intl.NumberFormat('fr-FR', { notation: 'compact', maximumFractionDigits: 1 });

/** Short enough for the centre of a donut (« 3,4 M € », « 12 k pts »). */
export const compactValue = (value: number, unit: ChartUnit): string =>
  unit === 'points' ? `${compactNumber.format(Math.max(0, wholePoints(value)))} pts` : compactEuro.format(Math.max(0, value));
