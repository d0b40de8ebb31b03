import { cleanPoints, forecastToYearEnd, POINT_CATEGORIES, pointsForAmount, round2, statusInForce, type PointCategory, type Tier } from '@portail/common';
import type { ContractRules } from '../model/contracts.js';
import type { SalesLineDoc, StatsSalesLine } from '../model/sales.js';
import { emptyStatsDoc, type StatsDoc } from '../model/stats.js';
import { memberTier, statusOn, windowOn, type GroupTierWindow, type MemberTier, type MemberTierInput } from './group-tier.js';

/**
 * Customer statistics (stats-<year>) and earned points, computed from sales lines. One module for the
 * API recalculation (services/stats-refresh.ts), the seed and the tests. Rules (spec sections 4 and 9, common/src/rules):
 * - the status in force during year Y is the manual status of Y, else the tier reached by the sales of Y−1;
 * - lines of pointCategory 'services' (delivery and billing fees, services other than ProCare) count for
 *   nothing but the cost tab; every other line counts for the yearly sales, credit notes included;
 * - such a line earns amount × rate(category, status of its year) / 100 points, unless an active contract
 *   of the customer covering the line's date excludes its franchise or gim sub-brand;
 * - the forecast extrapolates the year-to-date figures linearly to the end of the year (manual points are
 *   a one-off and are not extrapolated).
 */

const UNALLOCATED = 'NON ALLOCATED';
const FEE_ITEM_TYPES = { delivery: 'Frais de port', billing: 'Frais de facturation' } as const;
export type FeeKind = keyof typeof FEE_ITEM_TYPES;

export function feeKindOf(line: Pick<SalesLineDoc, 'pointCategory' | 'gimItemType'>): FeeKind | null {
  if (line.pointCategory !== 'services') return null;
  if (line.gimItemType === FEE_ITEM_TYPES.delivery) return 'delivery';
  if (line.gimItemType === FEE_ITEM_TYPES.billing) return 'billing';
  return null;
}

const countsAsSales = (line: Pick<SalesLineDoc, 'pointCategory'>): boolean => line.pointCategory !== 'services';

export function isExcluded(line: Pick<SalesLineDoc, 'salesRecognitionDate' | 'franchise' | 'gimSubBrand'>, contracts: readonly ContractRules[]): boolean {
  const date = line.salesRecognitionDate.slice(0, 10);
  return contracts.some(
    (c) =>
      c.active !== false &&
      c.startDate <= date &&
      date <= c.endDate &&
      ((line.franchise !== '' && c.exclusions.franchises.includes(line.franchise)) ||
        (line.gimSubBrand !== '' && c.exclusions.gimSubBrands.includes(line.gimSubBrand))),
  );
}

/** Points one line earns under a status. */
export function linePoints(line: StatsSalesLine, status: Tier, contracts: readonly ContractRules[] = []): number {
  if (!countsAsSales(line) || isExcluded(line, contracts)) return 0;
  return pointsForAmount(line.pointCategory as PointCategory, status, line.salesAmount);
}

const addTo = (map: Map<string, number>, key: string, amount: number) => map.set(key, (map.get(key) ?? 0) + amount);

/** Running totals of one customer and year; small whatever the number of lines (the seed streams a million). */
export class YearAggregate {
  sales = 0;
  lines = 0;
  deliveryCost = 0;
  billingFees = 0;
  /** Amounts that earn points, per category and month (0–11). */
  readonly eligible: Record<PointCategory, number[]> = Object.fromEntries(POINT_CATEGORIES.map((c) => [c, new Array(12).fill(0)])) as Record<
    PointCategory,
    number[]
  >;
  readonly bySubFranchise = new Map<string, number>();
  readonly byGimCustom = new Map<string, number>();
  /** Under the group-volume tier rule (domain/group-tier.ts): the part of `eligible` dated inside each group window. */
  private readonly inWindows: Record<PointCategory, number[]>[];

  constructor(private readonly windows: readonly GroupTierWindow[] = []) {
    this.inWindows = windows.map(() => Object.fromEntries(POINT_CATEGORIES.map((c) => [c, new Array(12).fill(0)])) as Record<PointCategory, number[]>);
  }

  add(line: StatsSalesLine, excluded: boolean): void {
    this.lines++;
    const fee = feeKindOf(line);
    if (fee === 'delivery') this.deliveryCost += line.salesAmount;
    if (fee === 'billing') this.billingFees += line.salesAmount;
    if (!countsAsSales(line)) return;
    this.sales += line.salesAmount;
    addTo(this.bySubFranchise, line.subFranchise || UNALLOCATED, line.salesAmount);
    addTo(this.byGimCustom, line.gimCustom || UNALLOCATED, line.salesAmount);
    if (excluded) return;
    const month = Number(line.salesRecognitionDate.slice(5, 7)) - 1;
    this.eligible[line.pointCategory as PointCategory][month] += line.salesAmount;
    if (this.windows.length === 0) return;
    const w = windowOn(line.salesRecognitionDate, { windows: this.windows as GroupTierWindow[] });
    if (w) this.inWindows[this.windows.indexOf(w)]![line.pointCategory as PointCategory][month] += line.salesAmount;
  }

  /**
   * Points of a category and month: at `status`, but at the group's tier for what lies inside the membership window
   * (statusOn of group-tier.ts, summed per window so that a million lines stay a few totals; the KPI applies it per line).
   */
  private monthPoints(category: PointCategory, status: Tier, m: number): number {
    let outside = this.eligible[category][m];
    let points = 0;
    this.windows.forEach((w, i) => {
      const inside = this.inWindows[i]![category][m];
      outside -= inside;
      points += pointsForAmount(category, w.status, inside);
    });
    return points + pointsForAmount(category, status, outside);
  }

  pointsOf(category: PointCategory, status: Tier): number {
    return this.eligible[category].reduce((a, _, m) => a + this.monthPoints(category, status, m), 0);
  }

  /** Points earned month by month (the seed dates its monthly credits with them). */
  monthlyPoints(status: Tier): number[] {
    return Array.from({ length: 12 }, (_, m) => POINT_CATEGORIES.reduce((a, c) => a + this.monthPoints(c, status, m), 0));
  }

  earned(status: Tier): number {
    return cleanPoints(POINT_CATEGORIES.reduce((a, c) => a + this.pointsOf(c, status), 0));
  }
}

function sortedTotals(map: Map<string, number> | undefined, by: 'total' | 'name'): { names: string[]; totals: number[] } {
  const entries = [...(map ?? new Map<string, number>()).entries()].map(([n, t]) => [n, round2(t)] as const);
  entries.sort(by === 'total' ? (a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'fr') : (a, b) => a[0].localeCompare(b[0], 'fr'));
  return { names: entries.map((e) => e[0]), totals: entries.map((e) => e[1]) };
}

/**
 * From a customer's lines of year − 2 to year (at least): the lines the year's figures count (the year and
 * the one before) and the sales of year − 2 its status in force derives from.
 */
export function statsInputsOf<T extends StatsSalesLine>(sales: readonly T[], year: number): { lines: T[]; salesByYear: Record<number, number> } {
  const twoYearsBefore = tierSalesOf(sales, year - 2);
  return {
    lines: sales.filter((l) => l.year === year || l.year === year - 1),
    salesByYear: twoYearsBefore === undefined ? {} : { [year - 2]: twoYearsBefore },
  };
}

/** Sales of `year` that count for the tier (all but services), or undefined when the year has no line at all. */
export function tierSalesOf(lines: readonly Pick<StatsSalesLine, 'year' | 'salesAmount' | 'pointCategory'>[], year: number): number | undefined {
  let any = false;
  let total = 0;
  for (const l of lines) {
    if (l.year !== year) continue;
    any = true;
    if (l.pointCategory !== 'services') total += l.salesAmount;
  }
  return any ? total : undefined;
}

/**
 * Status in force during a year: the manual status of that year, else the tier of the previous year's
 * sales; −1 when neither is known (previousYearSales undefined).
 */
export function statusOfYear(year: number, manualStatus: Record<string, number>, previousYearSales: number | undefined): number {
  const manual = manualStatus[String(year)];
  if (manual !== undefined && manual !== null && manual >= 0) return statusInForce(0, manual);
  return previousYearSales === undefined ? -1 : statusInForce(previousYearSales);
}

export interface StatsInput {
  customerId: string;
  year: number;
  current: YearAggregate;
  previous: YearAggregate | undefined;
  statusCurrentYear: Tier;
  /** The status the lines outside a group window earn at, when it differs from the one shown (group-volume rule). */
  pointsStatus?: Tier;
  /** The buying-group tier rule of the year, when the customer is a group's member (stated on the screens). */
  memberTier?: MemberTier;
  /** −1 when the previous year is before the data. */
  statusPastYear: number;
  manualPoints: number;
  now: Date;
}

/** The stats-<year> document from the aggregates of the year and the year before. */
export function buildStats(input: StatsInput): StatsDoc {
  const { current, previous, now } = input;
  const status = input.pointsStatus ?? input.statusCurrentYear;
  const stats = emptyStatsDoc(input.customerId, input.year, now.toISOString());
  stats.capitalPoints = cleanPoints(current.pointsOf('capital', status));
  stats.servicePoints = cleanPoints(current.pointsOf('procare', status));
  stats.consommablePoints = cleanPoints(current.pointsOf('consommable', status));
  stats.implantPoints = cleanPoints(current.pointsOf('implant', status));
  const earned = cleanPoints(stats.capitalPoints + stats.servicePoints + stats.consommablePoints + stats.implantPoints);
  stats.manualPoints = input.manualPoints;
  stats.totalPoints = cleanPoints(earned + input.manualPoints);
  stats.totalCurrentYear = round2(current.sales);
  stats.totalPastYear = round2(previous?.sales ?? 0);
  stats.statusCurrentYear = input.statusCurrentYear;
  stats.statusPastYear = input.statusPastYear;
  const inProgress = input.year === now.getUTCFullYear();
  stats.forecastedPointsCurrentYearEnd = cleanPoints((inProgress ? forecastToYearEnd(earned, now) : earned) + input.manualPoints);
  stats.forecastedImpactCurrentYear = round2(inProgress ? forecastToYearEnd(current.sales, now) : current.sales);
  stats.subFranchises = sortedTotals(current.bySubFranchise, 'total');
  const custom = sortedTotals(current.byGimCustom, 'name');
  const customPrevious = sortedTotals(previous?.byGimCustom, 'name');
  stats.gimCustomNames = custom.names;
  stats.gimCustomTotals = custom.totals;
  stats.gimCustomPreviousYearNames = customPrevious.names;
  stats.gimCustomPreviousYearTotals = customPrevious.totals;
  stats.totalBillingFees = round2(current.billingFees);
  stats.totalDeliveryCost = round2(current.deliveryCost);
  stats.computedFromLines = current.lines;
  if (input.memberTier) {
    stats.tierRule = input.memberTier.rule;
    stats.groupTiers = input.memberTier.windows;
    stats.ownStatus = input.memberTier.ownStatus;
  }
  return stats;
}

export interface StatsOptions {
  customerId: string;
  year: number;
  /** Manual statuses by year ("2025": 3): CustomerDoc.manualStatus. */
  manualStatus: Record<string, number>;
  /** Contracts of the customer (inactive ones are ignored). */
  contracts?: readonly ContractRules[];
  /** Manual points of the year (points-<year>.manual). */
  manualPoints?: number;
  /**
   * Sales of years whose lines are not passed (e.g. Y−2, summed by the database for the previous
   * year's status). A year neither in the lines nor here has unknown sales.
   */
  salesByYear?: Record<number, number>;
  now?: Date;
  /**
   * For a buying group's member: the option, its window and the group's volume of the year before
   * (domain/group-tier.ts). Under the group rule its lines inside the window earn at the group's tier.
   */
  group?: Omit<MemberTierInput, 'ownStatus' | 'manual'>;
}

export interface ComputedStats {
  stats: StatsDoc;
  /** Points earned from sales in the year (capital + ProCare + consumables + implants). */
  earned: number;
  statusCurrentYear: Tier;
}

/**
 * A customer's year summed from its lines, all that its statistics need but the manual points (the stats
 * refresh knows those once it has written the points earned: it sums the lines once and builds the stats after).
 */
export interface YearAggregates {
  input: Omit<StatsInput, 'manualPoints'>;
  /** The previous year's sales when its lines were not passed (salesByYear). */
  pastYearSales?: number;
}

/**
 * Lines of `year` make the figures, those of `year − 1` the previous-year chart and the current status; other
 * years are ignored (pass their totals in salesByYear).
 */
export function yearAggregatesOf(
  lines: Iterable<StatsSalesLine>,
  options: Omit<StatsOptions, 'manualPoints'>,
): { aggregates: YearAggregates; earned: number; statusCurrentYear: Tier } {
  const { customerId, year, manualStatus } = options;
  const contracts = (options.contracts ?? []).filter((c) => c.active !== false);
  const yearLines: StatsSalesLine[] = [];
  const previous = new YearAggregate();
  for (const line of lines) {
    if (line.year === year) yearLines.push(line);
    else if (line.year === year - 1) previous.add(line, false);
  }
  const known = (y: number, agg: YearAggregate): number | undefined => options.salesByYear?.[y] ?? (agg.lines > 0 ? agg.sales : undefined);
  const ownStatus = Math.max(0, statusOfYear(year, manualStatus, known(year - 1, previous) ?? 0)) as Tier;
  const manual = manualStatus[String(year)] !== undefined && manualStatus[String(year)]! >= 0;
  const tier: MemberTier | undefined = options.group ? memberTier({ ...options.group, ownStatus, manual }) : undefined;
  const current = new YearAggregate(tier?.windows ?? []);
  for (const line of yearLines) current.add(line, isExcluded(line, contracts));
  // The status shown is the one in force on the latest day of the year reached (today for the running year).
  const shownDay = year === (options.now ?? new Date()).getUTCFullYear() ? (options.now ?? new Date()).toISOString().slice(0, 10) : `${year}-12-31`;
  const statusCurrentYear = tier ? statusOn(shownDay, tier) : ownStatus;
  const statusPastYear = statusOfYear(year - 1, manualStatus, options.salesByYear?.[year - 2]);
  const input = {
    customerId,
    year,
    current,
    previous: previous.lines > 0 ? previous : undefined,
    statusCurrentYear,
    pointsStatus: ownStatus,
    ...(tier ? { memberTier: tier } : {}),
    statusPastYear,
    now: options.now ?? new Date(),
  };
  const pastYearSales = previous.lines === 0 ? options.salesByYear?.[year - 1] : undefined;
  return { aggregates: { input, ...(pastYearSales !== undefined ? { pastYearSales } : {}) }, earned: current.earned(ownStatus), statusCurrentYear };
}

/** The stats-<year> document of a summed year, with the year's manual points. */
export function statsOf({ input, pastYearSales }: YearAggregates, manualPoints: number): StatsDoc {
  const stats = buildStats({ ...input, manualPoints });
  if (pastYearSales !== undefined) stats.totalPastYear = round2(pastYearSales);
  return stats;
}

/** Statistics of one customer and year from its sales lines (yearAggregatesOf, then statsOf). */
export function computeCustomerStats(lines: Iterable<StatsSalesLine>, options: StatsOptions): ComputedStats {
  const { aggregates, earned, statusCurrentYear } = yearAggregatesOf(lines, options);
  return { stats: statsOf(aggregates, options.manualPoints ?? 0), earned, statusCurrentYear };
}

/**
 * New state of a points document once `earned` changes: balance = earned + manual − spent, floored at 0
 * (points already spent are not taken back when a recalculation lowers what was earned). The ledger counts
 * in cents, as its debits and manual changes do (and the seed's credits): the statistics' unrounded figure
 * (36696.005) stored as it is left earned + manual − spent half a cent away from a balance that the next
 * debit rounds.
 */
export function withEarned<T extends { earned: number; manual: number; spent: number; balance: number }>(doc: T, earned: number): { doc: T; delta: number } {
  const inCents = round2(earned);
  const delta = round2(inCents - doc.earned);
  return { doc: { ...doc, earned: inCents, balance: Math.max(0, round2(inCents + doc.manual - doc.spent)) }, delta };
}
