import { forecastToYearEnd, POINT_CATEGORIES, pointsForAmount, type PointCategory, type Tier } from '@portail/common';
import type { ContractDoc, SalesLineDoc, StatsDoc } from '../../functions/src/data/model.js';
import { emptyStatsDoc } from '../../functions/src/data/model.js';
import { FEE_LINES } from './taxonomy.js';

/**
 * How sales lines turn into statistics and points. The seed and the tests use these functions; the
 * statistics recalculation of the API must follow the same rules (docs/data-model.md, "Points rules"):
 * - fee lines (pointCategory 'services') count for nothing but the cost tab;
 * - every other line counts for the yearly sales that set the tier, credit notes included;
 * - a line earns pointsForAmount(category, status in force that year, amount) unless an active
 *   contract of the customer covering the line's date excludes its franchise or gim sub-brand.
 */
export const UNALLOCATED = 'NON ALLOCATED';

export type FeeKind = 'delivery' | 'billing';

export function feeKindOf(line: Pick<SalesLineDoc, 'pointCategory' | 'gimItemType'>): FeeKind | null {
  if (line.pointCategory !== 'services') return null;
  if (line.gimItemType === FEE_LINES.delivery.itemType) return 'delivery';
  if (line.gimItemType === FEE_LINES.billing.itemType) return 'billing';
  return null;
}

export const countsAsSales = (line: Pick<SalesLineDoc, 'pointCategory'>): boolean => line.pointCategory !== 'services';

export function isExcluded(line: Pick<SalesLineDoc, 'salesRecognitionDate' | 'franchise' | 'gimSubBrand'>, contracts: readonly ContractDoc[]): boolean {
  return contracts.some(
    (c) =>
      c.active &&
      c.startDate <= line.salesRecognitionDate &&
      line.salesRecognitionDate <= c.endDate &&
      (c.exclusions.franchises.includes(line.franchise) || c.exclusions.gimSubBrands.includes(line.gimSubBrand)),
  );
}

const addTo = (map: Map<string, number>, key: string, amount: number) => map.set(key, (map.get(key) ?? 0) + amount);

/** Running totals of one customer and year; small whatever the number of lines. */
export class YearAggregate {
  sales = 0;
  lines = 0;
  deliveryCost = 0;
  billingFees = 0;
  /** Amounts that earn points, per category and month (0–11). */
  readonly eligible: Record<PointCategory, number[]> = Object.fromEntries(POINT_CATEGORIES.map((c) => [c, new Array(12).fill(0)])) as Record<PointCategory, number[]>;
  readonly bySubFranchise = new Map<string, number>();
  readonly byGimCustom = new Map<string, number>();

  add(line: SalesLineDoc, excluded: boolean): void {
    this.lines++;
    const fee = feeKindOf(line);
    if (fee === 'delivery') this.deliveryCost += line.salesAmount;
    if (fee === 'billing') this.billingFees += line.salesAmount;
    if (!countsAsSales(line)) return;
    this.sales += line.salesAmount;
    addTo(this.bySubFranchise, line.subFranchise || UNALLOCATED, line.salesAmount);
    addTo(this.byGimCustom, line.gimCustom || UNALLOCATED, line.salesAmount);
    if (!excluded) this.eligible[line.pointCategory as PointCategory][Number(line.salesRecognitionDate.slice(5, 7)) - 1] += line.salesAmount;
  }

  pointsOf(category: PointCategory, status: Tier): number {
    return this.eligible[category].reduce((a, amount) => a + pointsForAmount(category, status, amount), 0);
  }

  monthlyPoints(status: Tier): number[] {
    return Array.from({ length: 12 }, (_, m) => POINT_CATEGORIES.reduce((a, c) => a + pointsForAmount(c, status, this.eligible[c][m]), 0));
  }
}

function sortedTotals(map: Map<string, number> | undefined, by: 'total' | 'name'): { names: string[]; totals: number[] } {
  const entries = [...(map ?? new Map<string, number>()).entries()];
  entries.sort(by === 'total' ? (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]) : (a, b) => a[0].localeCompare(b[0]));
  return { names: entries.map((e) => e[0]), totals: entries.map((e) => Math.round(e[1] * 100) / 100) };
}

export interface StatsInput {
  customerId: string;
  year: number;
  current: YearAggregate;
  previous: YearAggregate | undefined;
  statusCurrentYear: Tier;
  /** -1 when the previous year is before the data. */
  statusPastYear: number;
  manualPoints: number;
  now: Date;
}

export function buildStats(input: StatsInput): StatsDoc {
  const { current, previous, statusCurrentYear: status, now } = input;
  const stats = emptyStatsDoc(input.customerId, input.year, now.toISOString());
  stats.capitalPoints = current.pointsOf('capital', status);
  stats.servicePoints = current.pointsOf('procare', status);
  stats.consommablePoints = current.pointsOf('consommable', status);
  stats.implantPoints = current.pointsOf('implant', status);
  stats.manualPoints = input.manualPoints;
  stats.totalPoints = stats.capitalPoints + stats.servicePoints + stats.consommablePoints + stats.implantPoints + stats.manualPoints;
  stats.totalCurrentYear = current.sales;
  stats.totalPastYear = previous?.sales ?? 0;
  stats.statusCurrentYear = status;
  stats.statusPastYear = input.statusPastYear;
  const inProgress = input.year === now.getUTCFullYear();
  stats.forecastedPointsCurrentYearEnd = inProgress ? forecastToYearEnd(stats.totalPoints, now) : stats.totalPoints;
  stats.forecastedImpactCurrentYear = inProgress ? forecastToYearEnd(stats.totalCurrentYear, now) : stats.totalCurrentYear;
  stats.subFranchises = sortedTotals(current.bySubFranchise, 'total');
  const custom = sortedTotals(current.byGimCustom, 'name');
  const customPrevious = sortedTotals(previous?.byGimCustom, 'name');
  stats.gimCustomNames = custom.names;
  stats.gimCustomTotals = custom.totals;
  stats.gimCustomPreviousYearNames = customPrevious.names;
  stats.gimCustomPreviousYearTotals = customPrevious.totals;
  stats.totalBillingFees = Math.round(current.billingFees * 100) / 100;
  stats.totalDeliveryCost = Math.round(current.deliveryCost * 100) / 100;
  stats.computedFromLines = current.lines;
  return stats;
}
