import type { Tier } from './tiers.js';

export const POINT_CATEGORIES = ['capital', 'procare', 'consommable', 'implant'] as const;
export type PointCategory = (typeof POINT_CATEGORIES)[number];

/** Points per 100 € of purchases, for statuses 1 to 4 in order (spec section 9). Status 0 earns nothing. */
export const POINT_RATES: Record<PointCategory, readonly [number, number, number, number]> = {
  capital: [1, 2, 2, 3],
  procare: [1, 2, 2, 3],
  consommable: [3, 5, 6, 9],
  implant: [3, 5, 6, 9],
};

export function pointRate(category: PointCategory, status: Tier): number {
  return status === 0 ? 0 : POINT_RATES[category][status - 1];
}

export function pointsForAmount(category: PointCategory, status: Tier, amount: number): number {
  return (amount * pointRate(category, status)) / 100;
}

/** Points are displayed rounded up; zero or negative shows 0. */
export function displayPoints(points: number): number {
  return points > 0 ? Math.ceil(points - 1e-9) : 0;
}

/** What is left to pay once the available points are used: never below 0. */
export function remainingToPay(cartTotal: number, availablePoints: number): number {
  return Math.max(0, cartTotal - Math.max(0, availablePoints));
}

/** Linear extrapolation of year-to-date figures to the end of the year. */
export function forecastToYearEnd(yearToDate: number, asOf: Date): number {
  const year = asOf.getUTCFullYear();
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  const elapsed = Math.max(1, asOf.getTime() - start);
  return (yearToDate * (end - start)) / elapsed;
}
