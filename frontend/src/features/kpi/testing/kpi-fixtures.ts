import type { KpiFranchiseRow, KpiStatistics } from '@portail/common';

/** The « Statistiques » figures of a year, all zero: what a tab test needs when it looks at something else. */
export const emptyStatistics = (year: number): KpiStatistics => ({
  year,
  averageCost: 0,
  totalSubFranchises: 0,
  totalOrdersLastYear: 0,
  totalPointsSpentLastYear: 0,
  totalCA: 0,
  totalContract: 0,
  estimatedPoints: 0,
  estimatedGrowth: 0,
});

/** More divisions than a table page of 10. */
export const thirteenDivisions: KpiFranchiseRow[] = Array.from({ length: 13 }, (_, i) => ({
  franchise: `Division ${String(i + 1).padStart(2, '0')}`,
  totalOrders: i,
  totalPoints: 100 * i,
  totalProducts: i,
}));
