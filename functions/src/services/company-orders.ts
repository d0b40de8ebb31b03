import type { CompanyOrder } from '@portail/common';
import { LRUCache } from 'lru-cache';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { companyOrderLinesOf, salesVersionOf } from '../data/sales-repository.js';
import { indexCompanyOrders, searchCompanyOrders, type IndexedCompanyOrders } from '../domain/company-orders.js';

/**
 * A customer's company orders, kept per Functions instance and checked against the customer's sales
 * version on every read (one point read): the lines change only when an import writes them, and then the
 * version moves, so what is served is never stale. Without it every page view moved all of a customer's
 * lines (thousands, all years) through Cosmos DB and grouped them again.
 */
interface Entry {
  version: number;
  indexed: IndexedCompanyOrders;
  /** The JSON of the unfiltered list, serialised once, and gzipped once when a caller accepts it. */
  json?: string;
  gzip?: Promise<Buffer>;
  /** Workbooks already built from this entry, by their filters (export). */
  workbooks: Map<string, Uint8Array>;
  lines: number;
}

const gzipAsync = promisify(gzip);

const entries = new LRUCache<string, Entry>({
  // Bounded by the lines held (a few hundred bytes each with their grouping), not by the number of customers.
  maxSize: 400_000,
  sizeCalculation: (e) => Math.max(1, e.lines),
});

async function entryOf(customerId: string, year: number | undefined): Promise<Entry> {
  const key = `${customerId}|${year ?? 'all'}`;
  const version = await salesVersionOf(customerId);
  const cached = entries.get(key);
  if (cached && cached.version === version) return cached;
  const lines = await companyOrderLinesOf(customerId, year);
  const entry: Entry = { version, indexed: indexCompanyOrders(lines), workbooks: new Map(), lines: lines.length };
  // A write that raced with this read leaves the version it read behind: the next read reloads.
  if ((await salesVersionOf(customerId)) === version) entries.set(key, entry);
  return entry;
}

/**
 * The orders as JSON: the unfiltered list serialised once per version and, for a caller that accepts it,
 * gzipped once (a customer's orders of all years are hundreds of kilobytes of repetitive JSON, a tenth of
 * that compressed); with a search, the matching orders.
 */
export async function companyOrdersJson(
  customerId: string,
  filters: { year?: number; search?: string; gzip: boolean },
): Promise<{ body: string | Buffer; gzipped: boolean }> {
  const entry = await entryOf(customerId, filters.year);
  if (filters.search) return { body: JSON.stringify(searchCompanyOrders(entry.indexed, filters.search)), gzipped: false };
  entry.json ??= JSON.stringify(entry.indexed.orders);
  if (!filters.gzip) return { body: entry.json, gzipped: false };
  // On libuv's thread pool: compressing megabytes does not hold the event loop.
  entry.gzip ??= gzipAsync(entry.json);
  return { body: await entry.gzip, gzipped: true };
}

/** A workbook of the orders, built by `build`; the unfiltered one is kept per version and title (`label`). */
export async function companyOrdersWorkbookOf(
  customerId: string,
  filters: { year?: number; search?: string; label: string },
  build: (orders: CompanyOrder[]) => Promise<Uint8Array>,
): Promise<Uint8Array> {
  const { year, search, label } = filters;
  const entry = await entryOf(customerId, year);
  // Searches vary without end; only the unfiltered workbook, the one the page's button asks for, is kept.
  if (search) return build(searchCompanyOrders(entry.indexed, search));
  const cached = entry.workbooks.get(label);
  if (cached) return cached;
  const bytes = await build(entry.indexed.orders);
  entry.workbooks.set(label, bytes);
  return bytes;
}
