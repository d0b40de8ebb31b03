import { cleanPoints, forecastToYearEnd, round2 } from '@portail/common';
import type { ContractRules } from '../model/contracts.js';
import { kpiCustomerDocId, kpiYearPartition, type KpiCustomerDoc, type KpiFranchiseSales, type KpiLedgerMonth, type KpiRedemption } from '../model/kpi.js';
import type { OrderDoc } from '../model/orders.js';
import type { PointsDoc } from '../model/points.js';
import type { SalesLineDoc, StatsSalesLine } from '../model/sales.js';
import type { StatsDoc } from '../model/stats.js';
import { customerPointsOf } from './customer-figures.js';
import { linePoints } from './customer-stats.js';
import { statusOn, type LineTiers } from './group-tier.js';

/**
 * The KPI figures of docs/kpi.md, as pure functions: the parts of a customer's KPI row (from its stats,
 * sales lines, orders and points documents) and the roll-ups the screens read (sums over the rows of a
 * year). Figures the customer side also shows are copied from stats-<year>, which customer-stats.ts
 * computes for both sides.
 */

export const UNALLOCATED = 'NON ALLOCATED';
const nameOr = (name: string | undefined): string => (name && name.trim()) || UNALLOCATED;

/** What the KPI row reads of a sales line: the statistics' fields plus order number and quantity. */
export type KpiSalesLine = StatsSalesLine & Pick<SalesLineDoc, 'orderNumber' | 'invoiceQuantity'>;

/** The figures a customer's home screen shows too: the same stats-<year> fields and the same points rule. */
export function customerFiguresOf(stats: StatsDoc | undefined, points?: Pick<PointsDoc, 'manual'>) {
  const shown = stats ? customerPointsOf(stats, points) : { totalPoints: points?.manual ?? 0, forecastedPointsCurrentYearEnd: points?.manual ?? 0 };
  return {
    statusPreviousYear: stats?.statusPastYear ?? -1,
    statusCurrentYear: stats?.statusCurrentYear ?? 0,
    revenuePreviousYear: stats?.totalPastYear ?? 0,
    revenueCurrentYear: stats?.totalCurrentYear ?? 0,
    totalPoints: shown.totalPoints,
    forecastPoints: shown.forecastedPointsCurrentYearEnd,
    forecastRevenue: stats?.forecastedImpactCurrentYear ?? 0,
  };
}

/** True when an active contract of the customer is in force on at least one day of the year. */
export function underContractIn(year: number, contracts: readonly Pick<ContractRules, 'active' | 'startDate' | 'endDate'>[]): boolean {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  return contracts.some((c) => c.active !== false && c.startDate.slice(0, 10) <= last && c.endDate.slice(0, 10) >= first);
}

/**
 * Per franchise: sales, points earned (the customer-side rule linePoints, each line at the tier in force on its
 * date, statusOn: a buying group's member that joined or left during the year earns at its group's tier inside its
 * window only, as in its statistics), the points projected to the end of the year, distinct order numbers and
 * quantities. Fee lines count for nothing.
 */
export function franchiseSalesOf(
  lines: Iterable<KpiSalesLine>,
  opts: { year: number; tiers: LineTiers; contracts?: readonly ContractRules[]; now: Date },
): { franchises: Record<string, KpiFranchiseSales>; subFranchises: string[] } {
  const contracts = (opts.contracts ?? []).filter((c) => c.active !== false);
  const acc = new Map<string, { sales: number; points: number; orders: Set<string>; quantity: number }>();
  const subs = new Set<string>();
  for (const line of lines) {
    if (line.year !== opts.year || line.pointCategory === 'services') continue;
    const key = nameOr(line.franchise);
    let f = acc.get(key);
    if (!f) acc.set(key, (f = { sales: 0, points: 0, orders: new Set(), quantity: 0 }));
    f.sales += line.salesAmount;
    f.points += linePoints(line, statusOn(line.salesRecognitionDate, opts.tiers), contracts);
    if (line.orderNumber) f.orders.add(line.orderNumber);
    f.quantity += line.invoiceQuantity || 0;
    if (line.subFranchise) subs.add(line.subFranchise);
  }
  const inProgress = opts.year === opts.now.getUTCFullYear();
  const franchises: Record<string, KpiFranchiseSales> = {};
  for (const [name, f] of acc) {
    const points = cleanPoints(f.points);
    franchises[name] = {
      sales: round2(f.sales),
      points,
      projectedPoints: cleanPoints(inProgress ? forecastToYearEnd(points, opts.now) : points),
      orders: f.orders.size,
      quantity: f.quantity,
    };
  }
  return { franchises, subFranchises: [...subs].sort((a, b) => a.localeCompare(b, 'fr')) };
}

/** The three euro figures of one order line: price × quantity, cost × quantity, their difference, and the margin %. */
export function lineFigures(unitPrice: number, unitCost: number, quantity: number) {
  const totalPrice = round2(unitPrice * quantity);
  const totalCost = round2(unitCost * quantity);
  const savings = round2(totalPrice - totalCost);
  const marginPercent = totalPrice === 0 ? 0 : round2((savings / totalPrice) * 100);
  return { totalPrice, totalCost, savings, marginPercent };
}

type OrdersPart = Pick<KpiCustomerDoc, 'orders' | 'redemptions'>;

const noOrders = (): OrdersPart => ({ orders: { count: 0, price: 0, cost: 0, quantity: 0, ids: [] }, redemptions: {} });

/** Confirmed programme orders of the year: count, totals and the free products per franchise. */
export const ordersPartOf = (orders: readonly Pick<OrderDoc, 'id' | 'status' | 'lines'>[]): OrdersPart => withOrdersCounted(noOrders(), orders);

/**
 * `counted` with the confirmed `orders` it does not count yet added: an order counted already (its id) is not
 * counted twice, so the figures are those of all the orders, in whatever order and however often they come.
 * Each sum is rounded to the cent at each step: the result does not depend on the order of the additions.
 */
export function withOrdersCounted(counted: OrdersPart, orders: readonly Pick<OrderDoc, 'id' | 'status' | 'lines'>[]): OrdersPart {
  const part: OrdersPart = structuredClone(counted);
  const seen = new Set(part.orders.ids);
  for (const order of orders) {
    if (order.status !== 'confirmed' || seen.has(order.id)) continue;
    seen.add(order.id);
    part.orders.count++;
    part.orders.ids.push(order.id);
    for (const l of order.lines) {
      const { totalPrice, totalCost } = lineFigures(l.unitPrice, l.currentCost, l.quantity);
      const key = nameOr(l.franchise);
      const r: KpiRedemption = (part.redemptions[key] ??= { price: 0, cost: 0, quantity: 0 });
      r.price = round2(r.price + totalPrice);
      r.cost = round2(r.cost + totalCost);
      r.quantity += l.quantity;
      part.orders.price = round2(part.orders.price + totalPrice);
      part.orders.cost = round2(part.orders.cost + totalCost);
      part.orders.quantity += l.quantity;
    }
  }
  part.orders.ids.sort();
  return part;
}

/** Month (0–11) of year `year` an instant is booked in: before the year → January, after → December. */
export function bookingMonth(at: string, year: number): number {
  const y = Number(at.slice(0, 4));
  if (y < year) return 0;
  if (y > year) return 11;
  return Number(at.slice(5, 7)) - 1;
}

const emptyMonths = (): KpiLedgerMonth[] => Array.from({ length: 12 }, () => ({ issued: 0, redeemed: 0, adjustments: 0 }));

/**
 * The movements of points-<year> per month: earned entries are issued points, spent entries (less
 * reversals) redeemed ones, manual entries adjustments. When the document's balance differs from what its
 * entries add up to (the floor at 0 after a recalculation lowered earned points below those already spent,
 * or an opening balance older than the ledger), the difference is an adjustment of the month of the last
 * change, so the rows always end on the document's balance.
 */
export function ledgerPartOf(points: Pick<PointsDoc, 'balance' | 'entries' | 'updatedAt'> | undefined, year: number): KpiCustomerDoc['ledger'] {
  const months = emptyMonths();
  if (!points) return { months, balance: 0 };
  let sum = 0;
  for (const e of points.entries) {
    const m = months[bookingMonth(e.at, year)]!;
    if (e.kind === 'earned') m.issued += e.amount;
    else if (e.kind === 'manual') m.adjustments += e.amount;
    else if (e.kind === 'spent') m.redeemed += e.amount;
    else m.redeemed -= e.amount;
    sum += e.kind === 'spent' ? -e.amount : e.amount;
  }
  const gap = round2(points.balance - sum);
  if (gap !== 0) months[bookingMonth(points.updatedAt, year)]!.adjustments += gap;
  for (const m of months) {
    m.issued = round2(m.issued);
    m.redeemed = round2(m.redeemed);
    m.adjustments = round2(m.adjustments);
  }
  return { months, balance: round2(points.balance) };
}

export interface KpiRowInput {
  customer: { id: string; number: string; name: string; manualStatus?: Record<string, number> };
  year: number;
  stats: StatsDoc | undefined;
  sales: { franchises: Record<string, KpiFranchiseSales>; subFranchises: string[] };
  underContract: boolean;
  orders: readonly Pick<OrderDoc, 'id' | 'status' | 'lines'>[];
  /** The orders part of the row as stored, to which `orders` are added (the follow-up of a checkout); none by default. */
  counted?: OrdersPart;
  points: Pick<PointsDoc, 'balance' | 'entries' | 'updatedAt' | 'manual'> | undefined;
  now: Date;
}

/** The rule the status came from: as the statistics say for a buying group's member, else manual or the customer's own sales. */
function tierRuleOf({ stats, customer, year }: Pick<KpiRowInput, 'stats' | 'customer' | 'year'>): 'own' | 'group' | 'manual' {
  if (stats?.tierRule) return stats.tierRule;
  const manual = customer.manualStatus?.[String(year)];
  return manual !== undefined && manual !== null && manual >= 0 ? 'manual' : 'own';
}

/** The whole KPI row of a customer and year from the documents it derives from. */
export function kpiCustomerDocOf(input: KpiRowInput): KpiCustomerDoc {
  return {
    id: kpiCustomerDocId(input.customer.id),
    type: 'kpiCustomer',
    customerId: kpiYearPartition(input.year),
    ownerId: input.customer.id,
    year: input.year,
    customerNumber: input.customer.number,
    customerName: input.customer.name,
    ...customerFiguresOf(input.stats, input.points),
    tierRule: tierRuleOf(input),
    underContract: input.underContract,
    subFranchises: input.sales.subFranchises,
    franchises: input.sales.franchises,
    ...withOrdersCounted(input.counted ?? noOrders(), input.orders),
    ledger: ledgerPartOf(input.points, input.year),
    updatedAt: input.now.toISOString(),
  };
}
