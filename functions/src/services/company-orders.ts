import type { CompanyOrder } from '@portail/common';
import { LRUCache } from 'lru-cache';
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
  /** The JSON of the unfiltered list, serialised once. */
  json?: string;
  /** Workbooks already built from this entry, by their filters (export). */
  workbooks: Map<string, Uint8Array>;
  lines: number;
}

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

/** The unfiltered list as JSON text, serialised once per version; with a search, the matching orders. */
export async function companyOrdersJson(customerId: string, year?: number, search?: string): Promise<string> {
  const entry = await entryOf(customerId, year);
  if (search) return JSON.stringify(searchCompanyOrders(entry.indexed, search));
  entry.json ??= JSON.stringify(entry.indexed.orders);
  return entry.json;
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
