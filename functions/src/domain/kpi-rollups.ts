import { cleanPoints, round2, type ActiveCogs, type KpiCustomerRow, type KpiFranchiseRow, type KpiProvisions, type KpiStatistics } from '@portail/common';
import type { KpiCustomerDoc } from '../model/kpi.js';
import { UNALLOCATED } from './kpi-rules.js';

/**
 * The KPI screens as sums over the customer rows of one year (partition 'kpi-<year>'): one
 * single-partition read, then these pure functions. Definitions and worked examples: docs/kpi.md.
 */

type Row = Pick<
  KpiCustomerDoc,
  | 'ownerId'
  | 'customerNumber'
  | 'customerName'
  | 'statusPreviousYear'
  | 'statusCurrentYear'
  | 'revenuePreviousYear'
  | 'revenueCurrentYear'
  | 'totalPoints'
  | 'forecastPoints'
  | 'forecastRevenue'
  | 'underContract'
  | 'subFranchises'
  | 'franchises'
  | 'orders'
  | 'redemptions'
  | 'ledger'
> &
  Partial<Pick<KpiCustomerDoc, 'tierRule'>>;

const sum = (values: Iterable<number>): number => {
  let s = 0;
  for (const v of values) s += v;
  return s;
};

/** The eight cards of « Statistiques ». */
export function statisticsOf(rows: readonly Row[], year: number): KpiStatistics {
  const orders = sum(rows.map((r) => r.orders.count));
  const cost = sum(rows.map((r) => r.orders.cost));
  const subs = new Set(rows.flatMap((r) => r.subFranchises).filter((s) => s !== UNALLOCATED));
  const previous = sum(rows.map((r) => r.revenuePreviousYear));
  const forecast = sum(rows.map((r) => r.forecastRevenue));
  return {
    year,
    averageCost: orders === 0 ? 0 : round2(cost / orders),
    totalSubFranchises: subs.size,
    totalOrdersLastYear: orders,
    totalPointsSpentLastYear: round2(sum(rows.flatMap((r) => r.ledger.months.map((m) => m.redeemed)))),
    totalCA: round2(sum(rows.map((r) => r.revenueCurrentYear))),
    totalContract: rows.filter((r) => r.underContract).length,
    estimatedPoints: cleanPoints(sum(rows.map((r) => r.forecastPoints))),
    estimatedGrowth: previous > 0 ? round2(((forecast - previous) / previous) * 100) : 0,
  };
}

/** « Divisions »: one row per franchise with sales in the year, most points first. */
export function franchiseRowsOf(rows: readonly Row[]): KpiFranchiseRow[] {
  const acc = new Map<string, KpiFranchiseRow>();
  for (const r of rows) {
    for (const [franchise, f] of Object.entries(r.franchises)) {
      const row = acc.get(franchise) ?? { franchise, totalOrders: 0, totalPoints: 0, totalProducts: 0 };
      row.totalOrders += f.orders;
      row.totalPoints = cleanPoints(row.totalPoints + f.points);
      row.totalProducts += f.quantity;
      acc.set(franchise, row);
    }
  }
  return [...acc.values()].sort((a, b) => b.totalPoints - a.totalPoints || a.franchise.localeCompare(b.franchise, 'fr'));
}

/** « Clients »: one row per customer, by name. */
export function customerRowsOf(rows: readonly Row[]): KpiCustomerRow[] {
  return rows
    .map((r) => ({
      customerId: r.ownerId,
      customerNumber: r.customerNumber,
      customerName: r.customerName,
      statusPreviousYear: r.statusPreviousYear,
      statusCurrentYear: r.statusCurrentYear,
      revenuePreviousYear: r.revenuePreviousYear,
      revenueCurrentYear: r.revenueCurrentYear,
      totalPoints: r.totalPoints,
      forecastPoints: r.forecastPoints,
      tierRule: r.tierRule ?? 'own',
    }))
    .sort((a, b) => a.customerName.localeCompare(b.customerName, 'fr') || a.customerNumber.localeCompare(b.customerNumber));
}

export interface CogsSettings {
  /** ManualCogs: the percentage the controller sets for last year, the programme's and every franchise's by default. */
  manualCogs: number;
  /** UseCurrentYearOrNot (the switch): each franchise is costed at its year-to-date percentage instead of its previous-year one. */
  useCurrentYear: boolean;
  /**
   * ActiveCogs (the two « Actif » boxes): the programme's rate in force, that of « Passif points », is the manual
   * percentage or the year-to-date one. Never set: it follows UseCurrentYearOrNot, the one setting both meant before.
   */
  activeCogs?: ActiveCogs;
  /** ManualCogs:<franchise>: a franchise's own previous-year percentage, in place of ManualCogs. */
  franchiseCogs?: Readonly<Record<string, number>>;
}

/** Which « Actif » box is ticked. */
const activeCogsOf = (settings: CogsSettings): ActiveCogs => settings.activeCogs ?? (settings.useCurrentYear ? 'calculated' : 'manual');
/** A franchise's previous-year percentage: its own when set, else the manual one. */
const previousYearCogsOf = (settings: CogsSettings, franchise: string): number => settings.franchiseCogs?.[franchise] ?? settings.manualCogs;
/** The programme's rate in force, given its year-to-date rate. */
export const programmeRateOf = (settings: CogsSettings, calculatedCogs: number): number =>
  activeCogsOf(settings) === 'calculated' ? calculatedCogs : settings.manualCogs;

/**
 * The franchises' percentages are kept in one settings document (`ManualCogsByFranchise`, its value this map as
 * JSON) so that reading them stays one point read; the calls name each `ManualCogs:<franchise>`. Anything
 * unreadable in it counts as unset.
 */
export function franchiseCogsFromText(text: string | undefined): Record<string, number> {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] >= 0 && e[1] <= 100));
}

/** The map with a franchise's percentage set (a number) or removed (undefined), as stored: keys in order. */
export function franchiseCogsText(map: Readonly<Record<string, number>>, franchise: string, value: number | undefined): string {
  const next: Record<string, number> = { ...map };
  if (value === undefined) delete next[franchise];
  else next[franchise] = value;
  return JSON.stringify(Object.fromEntries(Object.entries(next).sort(([a], [b]) => a.localeCompare(b))));
}

const ratePercent = (cost: number, price: number): number => (price > 0 ? round2((cost / price) * 100) : 0);

/** Cost of the free products taken with points in the year, as a % of their list price: all franchises. */
export function calculatedCogsOf(rows: readonly Row[]): number {
  const all = rows.flatMap((r) => Object.values(r.redemptions));
  return ratePercent(sum(all.map((x) => x.cost)), sum(all.map((x) => x.price)));
}

/** « Provisions (COGS) »: franchises with projected points above 0, most points first. */
export function provisionsOf(rows: readonly Row[], year: number, settings: CogsSettings): KpiProvisions {
  const calculatedCogs = calculatedCogsOf(rows);
  const projected = new Map<string, number>();
  const redeemed = new Map<string, { price: number; cost: number }>();
  for (const r of rows) {
    for (const [name, f] of Object.entries(r.franchises)) projected.set(name, (projected.get(name) ?? 0) + f.projectedPoints);
    for (const [name, x] of Object.entries(r.redemptions)) {
      const acc = redeemed.get(name) ?? { price: 0, cost: 0 };
      acc.price += x.price;
      acc.cost += x.cost;
      redeemed.set(name, acc);
    }
  }
  const franchises = [...projected.entries()]
    .map(([franchise, points]) => ({ franchise, points: round2(points) }))
    .filter((f) => f.points > 0)
    .map(({ franchise, points }) => {
      const r = redeemed.get(franchise);
      // A franchise none of whose products was taken yet this year is costed at the programme's rate.
      const current = r && r.price > 0 ? ratePercent(r.cost, r.price) : calculatedCogs;
      const previous = previousYearCogsOf(settings, franchise);
      const rate = settings.useCurrentYear ? current : previous;
      const contribution = points;
      const cogs = round2((contribution * rate) / 100);
      return {
        franchise,
        projectedPoint: points,
        percantagePreviousYear: previous,
        percantageCurrentYear: current,
        contribution,
        cogs,
        provision: round2(contribution - cogs),
      };
    })
    .sort((a, b) => b.projectedPoint - a.projectedPoint || a.franchise.localeCompare(b.franchise, 'fr'));
  return {
    year,
    franchises,
    totalPointsProjected: round2(sum(franchises.map((f) => f.projectedPoint))),
    totalContribution: round2(sum(franchises.map((f) => f.contribution))),
    totalCogs: round2(sum(franchises.map((f) => f.cogs))),
    totalProvision: round2(sum(franchises.map((f) => f.provision))),
    manualCogs: settings.manualCogs,
    calculatedCogs,
    useCurrentYear: settings.useCurrentYear,
    activeCogs: activeCogsOf(settings),
    rateInForce: programmeRateOf(settings, calculatedCogs),
  };
}
