import { allCustomerIds, deleteKpiRow, kpiRowsOf, replaceOrderLines, writeKpiWatermark } from '../data/kpi-repository.js';
import { refreshCustomerKpi } from './kpi-aggregates.js';
import { refreshCustomerStats } from './stats-refresh.js';

export interface RebuildReport {
  years: number[];
  customers: number;
  rows: number;
  durationMs: number;
}

export interface RebuildOptions {
  years: number[];
  /**
   * Recompute each customer's stats-<year> from its sales lines first (the command does; the seed, which has
   * just written stats computed by the same rules, does not), so every figure comes from the raw data.
   */
  recomputeStats?: boolean;
  now?: Date;
  parallel?: number;
  log?: (message: string) => void;
}

/**
 * The recalculation command: every customer row and order-line row of these years rebuilt from the raw
 * data (sales lines, orders, points ledgers; stats too with recomputeStats), a few customers at a time;
 * rows of customers deleted since are removed.
 * Run it after a bulk load that bypassed the writers (the seed) or to repair; scripts/kpi-rebuild.ts.
 */
export async function rebuildKpiAggregates(options: RebuildOptions): Promise<RebuildReport> {
  const started = performance.now();
  const now = options.now ?? new Date();
  // Everything written before the rebuild starts is in it: the catch-up need not look further back.
  const startSeconds = Math.floor(Date.now() / 1000);
  const ids = await allCustomerIds();
  const queue = [...ids];
  let rows = 0;
  const years = [...options.years].sort((a, b) => a - b);
  const worker = async () => {
    for (let id = queue.shift(); id; id = queue.shift()) {
      for (const year of years) {
        if (options.recomputeStats) await refreshCustomerStats(id, year, now);
        if (await refreshCustomerKpi(id, year, { sales: true, now, rewriteLines: true })) rows++;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.parallel ?? 4, Math.max(1, queue.length)) }, worker));
  // Rows of customers deleted since go, with their order lines.
  const known = new Set(ids);
  for (const year of years) {
    for (const row of await kpiRowsOf(year)) {
      if (known.has(row.ownerId)) continue;
      await deleteKpiRow(row.ownerId, year);
      await replaceOrderLines(row.ownerId, year, []);
    }
  }
  await writeKpiWatermark(startSeconds);
  const report = { years, customers: ids.length, rows, durationMs: Math.round(performance.now() - started) };
  options.log?.(
    `Agrégats KPI reconstruits : ${report.rows} lignes (${report.customers} clients, années ${report.years.join(', ')}) en ${report.durationMs} ms`,
  );
  return report;
}
