import { findCustomerById } from '../data/customers-repository.js';
import { withEtagRetry } from '../data/etag-retry.js';
import {
  confirmedOrdersOf,
  deleteKpiRow,
  kpiRowsSources,
  ordersByIds,
  pointsOrOrdersChangedBetween,
  readKpiRow,
  readKpiWatermark,
  replaceOrderLines,
  writeKpiRow,
  writeKpiWatermark,
  writeOrderLines,
  type KpiOrder,
  type KpiRowSources,
  type KpiSourceChange,
} from '../data/kpi-repository.js';
import { readPoints } from '../data/points-repository.js';
import { statsLinesOf } from '../data/sales-repository.js';
import { contractsOfCustomer, readStats, type ContractTerms } from '../data/stats-repository.js';
import { lineTiersOf } from '../domain/group-tier.js';
import { orderLineRowsOf } from '../domain/kpi-order-lines.js';
import { franchiseSalesOf, kpiCustomerDocOf, underContractIn, type KpiSalesLine } from '../domain/kpi-rules.js';
import type { CustomerDoc } from '../model/customers.js';
import type { KpiCustomerDoc } from '../model/kpi.js';
import type { PointsDoc } from '../model/points.js';
import type { StatsDoc } from '../model/stats.js';
import { writeGroupRows } from './buying-groups.js';

/**
 * Keeps the KPI aggregates (model/kpi.ts) current. A customer's row of a year is rebuilt from the documents
 * it derives from, all in that customer's partitions: stats-<year> and its sales lines of the year (only
 * when `sales`: the stats refresh passes it, a checkout or an adjustment keeps the sales part as stored),
 * points-<year> and its confirmed orders. The row is written If-Match the version read first, so a refresh
 * that read its sources before a newer refresh wrote cannot overwrite it (412: read everything again).
 *
 * Writers: refreshCustomerStats (imports, sales corrections, recalculations), the checkout and the
 * recovery of pending orders (through catchUpKpiAggregates), the administrator's points adjustment;
 * services/kpi-rebuild.ts redoes every row from the raw data.
 */
export interface KpiRefreshOptions {
  /** Recompute the per-franchise sales figures from the sales lines (else keep the stored ones). */
  sales?: boolean;
  now?: Date;
  /** Rewrite every order-line row (the rebuild), not only the new ones. */
  rewriteLines?: boolean;
  /** The customer's sales lines of the year, when the caller has just read them (with `sales`). */
  salesLines?: readonly KpiSalesLine[];
  /**
   * Bring the customer's order-line rows of the year in line too (default). A writer of sales lines changes no
   * order: the stats refresh leaves them as the order writers (and their catch-up) keep them, which saves a
   * query of the shared order-lines partition per customer and year.
   */
  orderLines?: boolean;
  /** The customer's record and contracts, when the caller has just read them (the stats refresh). */
  customer?: CustomerDoc;
  contracts?: ContractTerms[];
  /**
   * The row as read before the caller wrote stats-<year> and points-<year>, and those two as it wrote them (the
   * stats refresh): the first attempt writes over that row from them instead of reading all three again. The row's
   * version was read before its sources changed, as on any attempt; after a 412 everything is read again.
   */
  written?: { row: Awaited<ReturnType<typeof readKpiRow>>; stats: StatsDoc; points: PointsDoc & { _etag?: string } };
  /**
   * Called with the buying groups whose volume of the year the refresh changed (the member's group sales):
   * the stats refresh recomputes the next year's statistics of their members, whose group tier derives from it.
   */
  onGroupVolumeChanged?: (groupIds: string[]) => Promise<void>;
}

export async function refreshCustomerKpi(customerId: string, year: number, options: KpiRefreshOptions = {}): Promise<KpiCustomerDoc | undefined> {
  const now = options.now ?? new Date();
  const customer = options.customer ?? (await findCustomerById(customerId));
  if (!customer || customer.type !== 'customer') {
    await deleteKpiRow(customerId, year);
    await replaceOrderLines(customerId, year, []);
    return undefined;
  }
  let orders: Awaited<ReturnType<typeof confirmedOrdersOf>> = [];
  let written = options.written;
  // What the member's row in its buying group derives from, as the KPI row was computed from it.
  let groupSources: Parameters<typeof writeGroupRows>[2] | undefined;
  const row = await withEtagRetry(
    10,
    async () => {
      const given = written;
      written = undefined;
      // Read first: the row is written If-Match this version, so its sources must be read after it.
      const existing = given ? given.row : await readKpiRow(customerId, year);
      const [stats, points, confirmed] = await Promise.all([
        given ? given.stats : readStats(customerId, year),
        given ? given.points : readPoints(customerId, year),
        confirmedOrdersOf(customerId, year),
      ]);
      orders = confirmed;
      let yearLines: readonly KpiSalesLine[] | undefined;
      let sales = existing && { franchises: existing.franchises, subFranchises: existing.subFranchises };
      let underContract = existing?.underContract ?? false;
      if (options.sales || !sales) {
        const [lines, contracts] = await Promise.all([
          options.salesLines ?? statsLinesOf(customerId, [year]),
          options.contracts ?? contractsOfCustomer(customerId),
        ]);
        yearLines = lines;
        sales = franchiseSalesOf(lines, { year, tiers: lineTiersOf(stats), contracts, now });
        underContract = underContractIn(year, contracts);
      }
      const doc: KpiCustomerDoc = {
        ...kpiCustomerDocOf({ customer, year, stats, sales, underContract, orders: confirmed, points, now }),
        pointsEtag: points?._etag ?? null,
      };
      await writeKpiRow(doc, existing?._etag);
      groupSources = { stats, points, ...(yearLines ? { lines: yearLines } : {}), now };
      return doc;
    },
    { retryOn: [412, 409], contended: { fallback: () => undefined } },
  );
  if (options.orderLines !== false) await replaceOrderLines(customerId, year, orders.flatMap(orderLineRowsOf), options.rewriteLines);
  if (groupSources) {
    const changed = await writeGroupRows(customer, year, groupSources);
    if (changed.length > 0 && options.onGroupVolumeChanged) await options.onGroupVolumeChanged(changed);
  }
  return row;
}

/**
 * The follow-up of orders this instance placed (features/checkout/kpi-refresh.ts): their figures added to the
 * customer's row as stored, with the points as they are now, and their order-line rows written. A refresh after
 * checkouts read every order of the year again, and the ids of all its order-line rows: under a steady stream of
 * checkouts, a quarter of the API's CPU, and in Azure request units that grow with the year's orders
 * (docs/performance.md). An order the row counts already is not counted again, one no longer confirmed not at
 * all. Without a row yet, or without the customer, the whole refresh. The minute's catch-up
 * (catchUpKpiAggregates) still recomputes every row whose orders changed.
 */
export async function addOrdersToCustomerKpi(customerId: string, year: number, orderIds: readonly string[], now = new Date()): Promise<void> {
  const [customer, placed] = await Promise.all([findCustomerById(customerId), ordersByIds(customerId, orderIds)]);
  if (!customer || customer.type !== 'customer') return void (await refreshCustomerKpi(customerId, year, { now }));
  const orders = placed.filter((o) => o.status === 'confirmed' && o.year === year);
  let added: KpiOrder[] = [];
  let sources: Parameters<typeof writeGroupRows>[2] | undefined;
  const outcome = await withEtagRetry(
    10,
    async () => {
      const existing = await readKpiRow(customerId, year);
      if (!existing) return 'no-row';
      added = orders.filter((o) => !existing.orders.ids.includes(o.id));
      if (added.length === 0) return 'counted';
      const [stats, points] = await Promise.all([readStats(customerId, year), readPoints(customerId, year)]);
      const sales = { franchises: existing.franchises, subFranchises: existing.subFranchises };
      const row = kpiCustomerDocOf({ customer, year, stats, sales, underContract: existing.underContract, counted: existing, orders: added, points, now });
      await writeKpiRow({ ...row, pointsEtag: points?._etag ?? null }, existing._etag);
      sources = { stats, points, now };
      return 'added';
    },
    { retryOn: [412, 409], contended: { fallback: () => 'contended' } },
  );
  if (outcome === 'no-row') return void (await refreshCustomerKpi(customerId, year, { now }));
  if (outcome !== 'added' || !sources) return;
  await writeOrderLines(added.flatMap(orderLineRowsOf));
  await writeGroupRows(customer, year, sources);
}

/**
 * For the writers whose own work is done when they call it (stats written, an order confirmed, points adjusted): a failed
 * refresh is logged, not reported to the caller; the next refresh or a rebuild brings the row in line.
 */
export async function refreshCustomerKpiAfterWrite(customerId: string, year: number, options: KpiRefreshOptions = {}): Promise<void> {
  try {
    await refreshCustomerKpi(customerId, year, options);
  } catch (err) {
    console.error(`Agrégats KPI du client ${customerId} (${year}) non mis à jour :`, err);
  }
}

/**
 * How old a change must be before the catch-up looks at it: the checkout's own update of the row (at most one
 * every 5 s per customer and year, features/checkout/kpi-refresh.ts) has been made by then, and the row is
 * left alone instead of being recomputed from every order of the year a second time.
 */
const SETTLE_SECONDS = 15;

/**
 * Catch-up of the writers whose update of the rows may not have happened (the checkout's, made after its
 * answer, by a process that may stop; the recovery of pending orders; any writer of points or orders added
 * later): the rows of every (customer, year) whose points-<year> or orders changed since the last run, and
 * that do not count them, are refreshed. Run by a timer, on the changes at least `settleSeconds` old; the
 * watermark is kept a few seconds behind (_ts has a resolution of one second), so a change is seen at least
 * once. A row computed from the points as they are now and counting the orders written as they are now is
 * left alone: the writers that keep their rows themselves (an import's statistics, an adjustment, the
 * checkout) would otherwise have each of them done again, on the serving thread, at the next minute.
 */
export async function catchUpKpiAggregates(now = new Date(), { settleSeconds = SETTLE_SECONDS } = {}): Promise<number> {
  const until = Math.floor(now.getTime() / 1000) - settleSeconds;
  const since = ((await readKpiWatermark()) ?? until - 3600) - 2;
  const changed = await pointsOrOrdersChangedBetween(since, until);
  const stale = await withoutCurrentRows(changed);
  for (const { customerId, year } of stale) await refreshCustomerKpiAfterWrite(customerId, year);
  await writeKpiWatermark(until);
  return stale.length;
}

/** The changes whose row was not computed from the points they wrote, or does not count their orders as they are. */
async function withoutCurrentRows(changed: KpiSourceChange[]): Promise<KpiSourceChange[]> {
  const byYear = new Map<number, string[]>();
  for (const c of changed) byYear.set(c.year, [...(byYear.get(c.year) ?? []), c.customerId]);
  const rows = new Map<string, KpiRowSources>();
  for (const [year, customerIds] of byYear) {
    for (const [customerId, sources] of await kpiRowsSources(year, customerIds)) rows.set(`${customerId}/${year}`, sources);
  }
  return changed.filter((c) => {
    const row = rows.get(`${c.customerId}/${c.year}`);
    const pointsCounted = !c.pointsEtag || row?.pointsEtag === c.pointsEtag;
    return !row || !pointsCounted || c.orders.some((o) => o.confirmed !== row.orderIds.has(o.id));
  });
}
