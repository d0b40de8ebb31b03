import { giveWay } from '../context/foreground.js';
import type { SalesLineDoc } from '../model/sales.js';
import * as salesRepo from '../data/sales-repository.js';
import { addToCounter } from '../data/settings-repository.js';
import { salesSearchKeysOf } from '../domain/sales-search.js';
import { salesIndexChanges, type IndexedSalesLine } from '../domain/sales-index.js';
import { applySalesIndexChanges } from '../data/sales-keys-repository.js';
import { refreshCustomerStats, statsSourcesOf } from './stats-refresh.js';

/**
 * THE entry point for every writer of sales lines (the Excel import, corrections, the tests): lines are
 * written to the `sales` container and the materialised statistics (stats-<year>, points-<year>.earned,
 * the customer's status) of every touched customer and year are recomputed with refreshCustomerStats.
 *
 * A line of year Y touches the stats of Y (its figures and points), Y+1 (previous-year chart, totalPastYear
 * and the status in force, from the sales of Y) and Y+2 (statusPastYear, the status in force in Y+1), up to
 * the current year. A line moved to another year (same id) also touches the years of its former year.
 *
 * Concurrency: each refresh recomputes from the lines stored when it runs, so two writers of different
 * customers never interfere. Two writers of the SAME customer at once may leave the stats of the writer
 * that finishes its refresh first (stats-<year> is written last-wins); writers of one customer are
 * expected to run one at a time (an import is one job), or to call refreshSalesStats again.
 */

export interface SalesWriteResult {
  /** Lines written or deleted. */
  lines: number;
  /** (customer, year) pairs whose statistics were recomputed, in the order they were. */
  refreshed: { customerId: string; year: number }[];
  /** recordKnownSalesLines: the ETag each line was written with, by `customerId/id` (what a rollback restores only while it holds). */
  etags?: Map<string, string>;
}

const MAX_PARALLEL_CUSTOMERS = 4;

function checkLine(line: SalesLineDoc): void {
  const problems: string[] = [];
  if (line.type !== 'salesLine') problems.push('type différent de salesLine');
  if (!line.id || !line.customerId) problems.push('id ou customerId manquant');
  if (!/^\d{4}-\d{2}-\d{2}/.test(line.salesRecognitionDate ?? '')) problems.push('date de reconnaissance invalide');
  else if (Number(line.salesRecognitionDate.slice(0, 4)) !== line.year) problems.push(`année ${line.year} différente de la date ${line.salesRecognitionDate}`);
  if (!Number.isFinite(line.salesAmount)) problems.push('montant invalide');
  if (problems.length) throw new Error(`Ligne de vente ${line.id ?? '?'} invalide : ${problems.join(', ')}`);
}

/** Years whose statistics depend on the sales of `year`: year, year+1, year+2, never after the current year. */
export function yearsDependingOn(year: number, currentYear: number): number[] {
  return [year, year + 1, year + 2].filter((y) => y <= currentYear);
}

function addTouched(touched: Map<string, Set<number>>, customerId: string, year: number, currentYear: number): void {
  let years = touched.get(customerId);
  if (!years) touched.set(customerId, (years = new Set()));
  for (const y of yearsDependingOn(year, currentYear)) years.add(y);
}

/** Recomputes the statistics of these customers and years (years in ascending order per customer). */
export async function refreshSalesStats(touched: Map<string, Set<number>>, now = new Date()): Promise<SalesWriteResult['refreshed']> {
  const refreshed: SalesWriteResult['refreshed'] = [];
  const queue = [...touched.entries()];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      // An import refreshes hundreds of customers at its end: the requests in flight go first (a request's own
      // refresh does not wait).
      await giveWay();
      const [customerId, years] = next;
      const sorted = [...years].sort((a, b) => a - b);
      // One read of the customer's lines for all its years (each year needs the two before it) instead of three
      // per year, and of its record and contracts.
      const [lines, sources] = await Promise.all([
        salesRepo.statsLinesOf(
          customerId,
          Array.from({ length: sorted[sorted.length - 1] - sorted[0] + 3 }, (_, i) => sorted[0] - 2 + i),
        ),
        statsSourcesOf(customerId),
      ]);
      for (const year of sorted) {
        if (sources) await refreshCustomerStats(customerId, year, now, { lines, sources });
        refreshed.push({ customerId, year });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(MAX_PARALLEL_CUSTOMERS, queue.length) }, worker));
  return refreshed;
}

/** The (customer, year) pairs of the lines already stored among these, how many of them are stored, and the stored versions. */
async function formerYears(
  refs: readonly { customerId: string; id: string }[],
): Promise<{ years: { customerId: string; year: number }[]; stored: number; lines: Map<string, salesRepo.StoredSalesLine> }> {
  const byCustomer = new Map<string, string[]>();
  for (const r of refs) byCustomer.set(r.customerId, [...(byCustomer.get(r.customerId) ?? []), r.id]);
  const years: { customerId: string; year: number }[] = [];
  const lines = new Map<string, salesRepo.StoredSalesLine>();
  let stored = 0;
  for (const [customerId, ids] of byCustomer) {
    const found = await salesRepo.storedLinesOf(customerId, ids);
    stored += found.size;
    for (const year of new Set([...found.values()].map((l) => l.year))) years.push({ customerId, year });
    for (const l of found.values()) lines.set(`${customerId}/${l.id}`, l);
  }
  return { years, stored, lines };
}

/**
 * The search's index follows lines written (after) over their stored versions (before): written before the
 * lines, so that a line is never stored without its index entries (an entry whose line is not stored yet, or
 * any more, is skipped by the search's point reads).
 */
function indexLines(lines: readonly { before?: IndexedSalesLine; after?: IndexedSalesLine }[]): Promise<void> {
  return applySalesIndexChanges(salesIndexChanges(lines));
}

/** What readers derived from these customers' lines (services/company-orders.ts) is stale from now on. */
async function bumpSalesVersions(customerIds: Iterable<string>): Promise<void> {
  await Promise.all([...customerIds].map((id) => salesRepo.bumpSalesVersion(id)));
}

export interface SalesWriteOptions {
  /**
   * Collects the (customer, year) pairs to refresh here instead of refreshing them now: the Excel import
   * writes in many batches and refreshes each touched customer once, at the end (refreshSalesStats).
   */
  deferStats?: Map<string, Set<number>>;
}

async function refreshOrDefer(touched: Map<string, Set<number>>, now: Date, options: SalesWriteOptions): Promise<SalesWriteResult['refreshed']> {
  if (!options.deferStats) return refreshSalesStats(touched, now);
  for (const [customerId, years] of touched) {
    const kept = options.deferStats.get(customerId) ?? new Set<number>();
    for (const y of years) kept.add(y);
    options.deferStats.set(customerId, kept);
  }
  return [];
}

/** The line with its search keys (the former free-text `searchText` dropped): derived here for every writer. */
function withSearchKeys(l: SalesLineDoc): SalesLineDoc & { searchKeys: NonNullable<SalesLineDoc['searchKeys']> } {
  const { searchText: _former, ...line } = l;
  return { ...line, searchKeys: salesSearchKeysOf(l) };
}

/** After a write: the lines' counter, the customers' sales versions, then their statistics (now or deferred). */
async function afterWrite(touched: Map<string, Set<number>>, added: number, lines: number, now: Date, options: SalesWriteOptions): Promise<SalesWriteResult> {
  await addToCounter(salesRepo.SALES_LINES_COUNTER, added);
  await bumpSalesVersions(touched.keys());
  return { lines, refreshed: await refreshOrDefer(touched, now, options) };
}

/** Upserts sales lines and refreshes the statistics of every (customer, year) they touch. */
export async function recordSalesLines(lines: readonly SalesLineDoc[], now = new Date(), options: SalesWriteOptions = {}): Promise<SalesWriteResult> {
  lines.forEach(checkLine);
  if (lines.length === 0) return { lines: 0, refreshed: [] };
  const currentYear = now.getUTCFullYear();
  const touched = new Map<string, Set<number>>();
  // Read before writing: a line that changes year leaves its former year's figures to recompute too.
  const former = await formerYears(lines);
  for (const { customerId, year } of former.years) addTouched(touched, customerId, year, currentYear);
  for (const line of lines) addTouched(touched, line.customerId, line.year, currentYear);
  // The search keys are derived here, once for every writer, so the search always finds what the lists show.
  const keyed = lines.map(withSearchKeys);
  await indexLines(keyed.map((after) => ({ before: former.lines.get(`${after.customerId}/${after.id}`), after })));
  await salesRepo.upsertSalesLines(keyed);
  return afterWrite(touched, new Set(lines.map((l) => `${l.customerId}/${l.id}`)).size - former.stored, lines.length, now, options);
}

/** A line to write, with the year of the stored line its writer has just read (null: none was stored). */
export interface KnownSalesLine {
  line: SalesLineDoc;
  storedYear: number | null;
  /** The stored line read (the import's plan): its index entries are replaced without reading it again. */
  stored?: SalesLineDoc;
}

/**
 * recordSalesLines for a writer that has just read the stored lines (the import's plan, the custom columns):
 * the lines are not read again (a query per customer and batch) but created or replaced as expected. A line
 * where that no longer holds (a chunk replayed after a crash finds its lines created; another writer deleted
 * one) is refused by the database and goes through recordSalesLines's path, so the count stays exact.
 */
export async function recordKnownSalesLines(given: readonly KnownSalesLine[], now = new Date(), options: SalesWriteOptions = {}): Promise<SalesWriteResult> {
  given.forEach((k) => checkLine(k.line));
  if (given.length === 0) return { lines: 0, refreshed: [] };
  // A line given twice is written once, as given last (what the writes in order would leave).
  const known = [...new Map(given.map((k) => [`${k.line.customerId}/${k.line.id}`, k])).values()];
  const currentYear = now.getUTCFullYear();
  const touched = new Map<string, Set<number>>();
  // The stored versions the writer did not give are read for the index (custom columns give none).
  const unread = known.filter((k) => k.storedYear !== null && !k.stored).map((k) => k.line);
  const read = unread.length ? (await formerYears(unread)).lines : new Map<string, salesRepo.StoredSalesLine>();
  await indexLines(known.map((k) => ({ before: k.stored ?? read.get(`${k.line.customerId}/${k.line.id}`), after: k.line })));
  const written = await salesRepo.writeSalesLinesAsKnown(known.map((k) => ({ line: withSearchKeys(k.line), stored: k.storedYear !== null })));
  const refused = new Set(written.refused);
  const etags = new Map<string, string>();
  known.forEach((k, i) => !refused.has(i) && written.etags[i] && etags.set(`${k.line.customerId}/${k.line.id}`, written.etags[i]));
  const again = known.filter((_, i) => refused.has(i)).map((k) => k.line);
  const former = again.length ? await formerYears(again) : { years: [], stored: 0, lines: new Map<string, salesRepo.StoredSalesLine>() };
  // A line refused was not stored as its writer read it: the index follows the version found now.
  if (again.length) await indexLines(again.map((after) => ({ before: former.lines.get(`${after.customerId}/${after.id}`), after })));
  if (again.length)
    (await salesRepo.upsertSalesLines(again.map(withSearchKeys))).forEach((etag, i) => etag && etags.set(`${again[i].customerId}/${again[i].id}`, etag));
  for (const { customerId, year } of former.years) addTouched(touched, customerId, year, currentYear);
  let stored = former.stored;
  for (const [i, { line, storedYear }] of known.entries()) {
    addTouched(touched, line.customerId, line.year, currentYear);
    if (storedYear === null || refused.has(i)) continue;
    addTouched(touched, line.customerId, storedYear, currentYear);
    stored++;
  }
  return { ...(await afterWrite(touched, known.length - stored, known.length, now, options)), etags };
}

/**
 * Renames a classification name (franchise, sub-brand, ...) in lines of one customer, as read: each line is
 * patched on that field alone, if it still holds the former name, so a writer of other fields meanwhile loses
 * nothing; the statistics of the years of the lines patched follow. Gives how many lines were patched.
 */
export async function renameInSalesLinesOf(
  customerId: string,
  lines: readonly Pick<SalesLineDoc, 'id' | 'year'>[],
  field: keyof SalesLineDoc,
  from: string,
  to: string,
  now = new Date(),
): Promise<number> {
  if (lines.length === 0) return 0;
  const patched = new Set(
    await salesRepo.patchSalesLinesField(
      customerId,
      lines.map((l) => l.id),
      field,
      from,
      to,
      now.toISOString(),
    ),
  );
  const touched = new Map<string, Set<number>>();
  for (const line of lines) if (patched.has(line.id)) addTouched(touched, customerId, line.year, now.getUTCFullYear());
  if (patched.size) await afterWrite(touched, 0, patched.size, now, {});
  return patched.size;
}

/** Deletes sales lines and refreshes the statistics of every (customer, year) they were part of. */
export async function removeSalesLines(
  refs: readonly { customerId: string; id: string }[],
  now = new Date(),
  options: SalesWriteOptions = {},
): Promise<SalesWriteResult> {
  if (refs.length === 0) return { lines: 0, refreshed: [] };
  const currentYear = now.getUTCFullYear();
  const touched = new Map<string, Set<number>>();
  const former = await formerYears(refs);
  for (const { customerId, year } of former.years) addTouched(touched, customerId, year, currentYear);
  await salesRepo.deleteSalesLines(refs);
  // After the lines: an entry whose line is gone is skipped by the search, a line without its entries is not found.
  await indexLines([...former.lines.values()].map((before) => ({ before })));
  return afterWrite(touched, -former.stored, refs.length, now, options);
}

/** One line a rollback undoes: deleted (no `before`) or put back as `before`, only while it is the version `etag` names. */
export interface SalesLineUndo {
  customerId: string;
  id: string;
  etag: string;
  before?: SalesLineDoc;
}

/**
 * The import's rollback: each line deleted or put back only while it is still the version the import wrote
 * (If-Match), so a line written since (a later import, a rename) is left as it is. Gives each line's status
 * (2xx done, 412 changed since, 404 gone) and new ETag; the counter, the sales versions and the statistics follow the
 * lines actually changed.
 */
export async function undoSalesLines(
  undo: readonly SalesLineUndo[],
  now = new Date(),
  options: SalesWriteOptions = {},
): Promise<{ status: number; etag?: string }[]> {
  if (undo.length === 0) return [];
  const currentYear = now.getUTCFullYear();
  // Read before: the years of the lines as stored leave their figures to recompute (only those changed count).
  const { lines: stored } = await formerYears(undo);
  // A line put back gets its search keys like any line written (one stored before the keys existed has none).
  const restored = undo.map((u) => (u.before ? withSearchKeys(u.before) : undefined));
  const outcomes = await salesRepo.undoSalesLinesIfMatch(
    undo.map((u, i) =>
      restored[i]
        ? { customerId: u.customerId, id: u.id, etag: u.etag, line: restored[i] }
        : { customerId: u.customerId, id: u.id, etag: u.etag, delete: true as const },
    ),
  );
  // The index follows the lines actually changed, once they are.
  const done = (i: number) => outcomes[i].status >= 200 && outcomes[i].status < 300;
  await indexLines(undo.flatMap((u, i) => (done(i) ? [{ before: stored.get(`${u.customerId}/${u.id}`), after: restored[i] }] : [])));
  const touched = new Map<string, Set<number>>();
  let added = 0;
  let changed = 0;
  undo.forEach((u, i) => {
    if (outcomes[i].status < 200 || outcomes[i].status >= 300) return;
    changed++;
    const year = stored.get(`${u.customerId}/${u.id}`)?.year;
    if (year !== undefined) addTouched(touched, u.customerId, year, currentYear);
    if (u.before) addTouched(touched, u.customerId, u.before.year, currentYear);
    else added--;
  });
  if (changed) await afterWrite(touched, added, changed, now, options);
  return outcomes;
}
