import type { SortDirection } from '@portail/common';
import type { SalesLineDoc } from '../model/sales.js';
import { salesSearchKeysOf } from './sales-search.js';

/**
 * The search's index (container `salesKeys`, partitioned by buckets of the values' first characters, see
 * bucketsOf): per kind of value, value, customer and period, a summary (its line count and the bounds of each
 * sort field) and a document of the lines that hold the value there, each with the fields the list sorts on. A
 * search reads the summaries of its buckets' documents (searchBuckets), then only the lines of those that can
 * hold the page asked for, then the page's lines by point reads: its cost follows the page and the number of
 * values matched, never the number of lines. The writers of sales lines keep it current
 * (services/sales-lines.ts), the rebuild fills it from the stored lines (services/sales-index-rebuild.ts).
 */
export const BUCKET_LENGTH = 4;

/**
 * Order numbers start alike (« 45 », then the customer's number in the demo data, a constant prefix and a
 * sequence in SAP's): by their first 4 characters, the orders of 10 customers (33,378 summaries at 1,000,000
 * lines) shared one bucket, which every search of an order number queried. An order's documents are in the bucket of
 * its first 8 characters (one customer and year in the demo data, ≈ 1,100 orders, 2,000 for the largest), and
 * a copy of its summary in the bucket of its first 4, which serves the searches shorter than 8. Both are
 * named apart from the other kinds' buckets (`order|…`), so that a search of 8 characters or more reads
 * neither those copies nor another kind's summaries beside the orders.
 */
const ORDER_BUCKET_LENGTH = 8;

export const keyBucket = (key: string): string => key.slice(0, BUCKET_LENGTH);
const orderBucket = (prefix: string): string => `order|${prefix}`;

/** The bucket of a value's summary and lines (`home`), and those of its summary's copies. */
export function bucketsOf(kind: SalesIndexKind, key: string): { home: string; copies: string[] } {
  if (kind !== 'order') return { home: keyBucket(key), copies: [] };
  // An order shorter than the long bucket is never found by a search that long: one summary serves it.
  if (key.length < ORDER_BUCKET_LENGTH) return { home: orderBucket(keyBucket(key)), copies: [] };
  return { home: orderBucket(key.slice(0, ORDER_BUCKET_LENGTH)), copies: [orderBucket(keyBucket(key))] };
}

/**
 * The buckets whose summaries a search of `key` (BUCKET_LENGTH characters or more) reads: each value starting
 * with `key` has exactly one summary there, the home or the copy of an order after the search's length.
 */
export const searchBuckets = (key: string): string[] => [
  keyBucket(key),
  orderBucket(key.length >= ORDER_BUCKET_LENGTH ? key.slice(0, ORDER_BUCKET_LENGTH) : keyBucket(key)),
];

/** The bucket of the lines of a summary (a copy's are beside its home's). */
export const linesBucketOf = (summary: Pick<SalesIndexDoc, 'kind' | 'key'>): string => linesBucket(bucketsOf(summary.kind, summary.key).home);

type SalesIndexKind = 'invoice' | 'order' | 'reference' | 'customer';

/** The list's sort fields, in the order of an entry's values. */
const SALES_SORT_FIELDS = ['salesRecognitionDate', 'invoiceNumber', 'orderNumber', 'reference', 'salesAmount'] as const;
type SalesSortField = (typeof SALES_SORT_FIELDS)[number];

/** A line in an index document: its sort fields, in SALES_SORT_FIELDS order. */
type SalesIndexEntry = [string, string, string, string, number];

/** The fields of a line the index is made of. */
export type IndexedSalesLine = Pick<
  SalesLineDoc,
  'id' | 'customerId' | 'invoiceNumber' | 'orderNumber' | 'reference' | 'salesRecognitionDate' | 'salesAmount'
> & {
  customerSoldTo: { number: string };
  customerReported: { number: string };
};

/**
 * A document's summary, what a search reads first (its cost in Azure follows the documents a query loads, so
 * the lines are in a document of their own, read by point reads when needed).
 */
export interface SalesIndexDoc {
  id: string;
  type: 'salesIndex';
  /** Its partition: its value's home bucket, or for a copy the copy's (bucketsOf). */
  bucket: string;
  kind: SalesIndexKind;
  key: string;
  customerId: string;
  period: string;
  /** Lines held (0 once its last line has gone: it stays, and a search skips it). */
  n: number;
  /** [lowest, highest] of each sort field over the lines, in SALES_SORT_FIELDS order. */
  bounds: [string | number, string | number][];
}

/**
 * The lines of an index document (id: the summary's, then `|lines`), in a partition of their own beside the
 * summaries' (`<home bucket>|lines`): the summaries' partition, which a search queries, stays small (its documents'
 * size is what Azure charges a query for loading, and a logical partition holds at most 20 GB).
 */
export interface SalesIndexLinesDoc {
  id: string;
  type: 'salesIndexLines';
  bucket: string;
  /** The summary's ('*' for a reference, whose documents every customer shares). */
  customerId: string;
  /** By `<customer id>/<line id>` (ids are unique in their partition only). */
  lines: Record<string, SalesIndexEntry>;
}

export const linesDocId = (summaryId: string): string => `${summaryId}|lines`;
export const linesBucket = (bucket: string): string => `${bucket}|lines`;

/** What a search reads first of each document. */
export type SalesIndexSummary = Omit<SalesIndexDoc, 'type'>;

/**
 * The period of a document: a year for an invoice or an order (a few lines); ten days for a customer number,
 * which holds every line of its customer (300,000 a year for the largest: about 8,000 a period, 0.8 MB, under
 * the 2 MB a document may weigh), and for a reference, whose document is shared by every customer (the
 * delivery fee is on a third of all invoices: 750 lines a period at a million lines), so that the newest
 * lines of a value are one or two documents away however many customers hold it.
 */
function periodOf(kind: SalesIndexKind, date: string): string {
  if (kind === 'invoice' || kind === 'order') return date.slice(0, 4);
  const day = Number(date.slice(8, 10));
  return `${date.slice(0, 7)}-${Math.min(2, Math.floor((day - 1) / 10))}`;
}

const salesIndexEntryOf = (l: IndexedSalesLine): SalesIndexEntry => [l.salesRecognitionDate, l.invoiceNumber, l.orderNumber, l.reference, l.salesAmount];

interface IndexPlace {
  id: string;
  /** The home bucket (bucketsOf). */
  bucket: string;
  /** The buckets of the summary's copies. */
  copies: string[];
  kind: SalesIndexKind;
  key: string;
  customerId: string;
  period: string;
}

/** The customer of a reference's documents: every customer (a reference is held by many). */
export const EVERY_CUSTOMER = '*';

/** A line's key in a document's lines: its customer (its partition) and its id. */
const lineKey = (l: { customerId: string; id: string }) => `${l.customerId}/${l.id}`;

/** The index documents a line belongs to (a customer number given as sold-to and reported is one). */
function salesIndexPlacesOf(l: IndexedSalesLine): IndexPlace[] {
  const k = salesSearchKeysOf(l);
  const out = new Map<string, IndexPlace>();
  const add = (kind: SalesIndexKind, key: string) => {
    if (!key) return;
    const period = periodOf(kind, l.salesRecognitionDate);
    const customerId = kind === 'reference' ? EVERY_CUSTOMER : l.customerId;
    const id = `${kind}|${key}|${customerId}|${period}`;
    const { home, copies } = bucketsOf(kind, key);
    out.set(id, { id, bucket: home, copies, kind, key, customerId, period });
  };
  add('invoice', k.invoice);
  add('order', k.order);
  add('reference', k.reference);
  add('customer', k.soldTo);
  add('customer', k.reported);
  return [...out.values()];
}

/** The changes of one index document: lines to set (added or changed) and lines to take out. */
export interface SalesIndexChange {
  place: IndexPlace;
  set: Map<string, SalesIndexEntry>;
  remove: Set<string>;
}

/**
 * The index documents to change when lines go from `before` (absent: a new line) to `after` (absent: deleted).
 * A line left as it was, as far as the index goes (a rename, a custom column), changes nothing.
 */
export function salesIndexChanges(lines: readonly { before?: IndexedSalesLine; after?: IndexedSalesLine }[]): SalesIndexChange[] {
  const out = new Map<string, SalesIndexChange>();
  const changeOf = (place: IndexPlace) => {
    let c = out.get(place.id);
    if (!c) out.set(place.id, (c = { place, set: new Map(), remove: new Set() }));
    return c;
  };
  for (const { before, after } of lines) {
    const entry = after && salesIndexEntryOf(after);
    const kept = new Set(after ? salesIndexPlacesOf(after).map((p) => p.id) : []);
    const same = before && after && JSON.stringify(salesIndexEntryOf(before)) === JSON.stringify(entry);
    if (before) for (const p of salesIndexPlacesOf(before)) if (!kept.has(p.id)) changeOf(p).remove.add(lineKey(before));
    if (after && entry) {
      const formerPlaces = new Set(before ? salesIndexPlacesOf(before).map((p) => p.id) : []);
      for (const p of salesIndexPlacesOf(after)) {
        if (same && formerPlaces.has(p.id)) continue;
        const c = changeOf(p);
        c.remove.delete(lineKey(after));
        c.set.set(lineKey(after), entry);
      }
    }
  }
  return [...out.values()].filter((c) => c.set.size || c.remove.size);
}

/** An index document's lines, summary and summary's copies after a change (a document left without lines keeps n = 0). */
export function applySalesIndexChange(
  stored: SalesIndexLinesDoc['lines'] | undefined,
  change: SalesIndexChange,
): { summary: SalesIndexDoc; copies: SalesIndexDoc[]; lines: SalesIndexLinesDoc } {
  const lines: Record<string, SalesIndexEntry> = { ...(stored ?? {}) };
  for (const id of change.remove) delete lines[id];
  for (const [id, entry] of change.set) lines[id] = entry;
  const entries = Object.values(lines);
  const bounds =
    entries.length === 0
      ? []
      : SALES_SORT_FIELDS.map((_, f) => {
          let low = entries[0][f];
          let high = low;
          for (const e of entries) {
            if (compareValues(e[f], low) < 0) low = e[f];
            if (compareValues(e[f], high) > 0) high = e[f];
          }
          return [low, high] as [string | number, string | number];
        });
  const { id, bucket, copies, kind, key, customerId, period } = change.place;
  const summary: SalesIndexDoc = { id, type: 'salesIndex', bucket, kind, key, customerId, period, n: entries.length, bounds };
  return {
    summary,
    copies: copies.map((b) => ({ ...summary, bucket: b })),
    lines: { id: linesDocId(id), type: 'salesIndexLines', bucket: linesBucket(bucket), customerId, lines },
  };
}

/** The documents of a change applied to a document without lines (the seed, the rebuild): summary, copies, lines. */
export function salesIndexDocsOfChange(change: SalesIndexChange): (SalesIndexDoc | SalesIndexLinesDoc)[] {
  const { summary, copies, lines } = applySalesIndexChange(undefined, change);
  return [summary, ...copies, lines];
}

/**
 * One customer's lines in the index (the seed, the rebuild): the documents that are its own, built whole, and
 * the changes of those it shares with every customer (its references'), to add to what the others put there.
 */
export function salesIndexOfCustomer(
  customerId: string,
  lines: readonly IndexedSalesLine[],
): { docs: (SalesIndexDoc | SalesIndexLinesDoc)[]; shared: SalesIndexChange[] } {
  const changes = salesIndexChanges(lines.map((after) => ({ after })));
  return {
    docs: changes.filter((c) => c.place.customerId === customerId).flatMap(salesIndexDocsOfChange),
    shared: changes.filter((c) => c.place.customerId !== customerId),
  };
}

/** Adds changes of documents to those gathered so far (the seed's shared documents, built once at its end). */
export function gatherSalesIndexChanges(into: Map<string, SalesIndexChange>, changes: readonly SalesIndexChange[]): void {
  for (const c of changes) {
    const kept = into.get(c.place.id);
    if (!kept) into.set(c.place.id, { place: c.place, set: new Map(c.set), remove: new Set(c.remove) });
    else for (const [k, e] of c.set) kept.set.set(k, e);
  }
}

/** The index documents of these lines, built whole (all the lines of the documents they fill): each summary, its copies, then its lines. */
export function salesIndexDocsOf(lines: readonly IndexedSalesLine[]): (SalesIndexDoc | SalesIndexLinesDoc)[] {
  return salesIndexChanges(lines.map((after) => ({ after }))).flatMap(salesIndexDocsOfChange);
}

/** Cosmos DB's order of two sort values: numbers by value, strings by their characters, missing values first. */
function compareValues(x: unknown, y: unknown): number {
  if (x === y) return 0;
  if (x === undefined || x === null) return -1;
  if (y === undefined || y === null) return 1;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x) < String(y) ? -1 : 1;
}

/** A line found in the index, with its sort values. */
export interface SalesIndexRow {
  customerId: string;
  id: string;
  entry: SalesIndexEntry;
}

/** The list's order: the sort field in the direction asked, ties by line id (then customer), whatever partition answered. */
export function rowOrder(field: SalesSortField, direction: SortDirection): (a: SalesIndexRow, b: SalesIndexRow) => number {
  const f = SALES_SORT_FIELDS.indexOf(field);
  const sign = direction === 'desc' ? -1 : 1;
  return (a, b) =>
    sign * compareValues(a.entry[f], b.entry[f]) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) ||
    (a.customerId < b.customerId ? -1 : a.customerId > b.customerId ? 1 : 0);
}

export const isSalesSortField = (field: string): field is SalesSortField => (SALES_SORT_FIELDS as readonly string[]).includes(field);

/**
 * Whether the documents found may hold one line twice: matched through two kinds of value (an invoice and a
 * reference starting alike), or through two customer numbers of one customer (sold-to and reported). Then every
 * one is read and each line counted once; otherwise a line is in one document only (one value per field, one
 * period) and the summaries' counts add up.
 */
export function mayHoldALineTwice(found: readonly Pick<SalesIndexSummary, 'kind' | 'key' | 'customerId'>[]): boolean {
  if (new Set(found.map((d) => d.kind)).size > 1) return true;
  const numbers = new Map<string, string>();
  for (const d of found) {
    if (d.kind !== 'customer') continue;
    if ((numbers.get(d.customerId) ?? d.key) !== d.key) return true;
    numbers.set(d.customerId, d.key);
  }
  return false;
}

/** The distinct rows of documents read (a line held by two documents comes once). */
export function rowsOf(docs: Iterable<Pick<SalesIndexLinesDoc, 'lines'>>): SalesIndexRow[] {
  const out = new Map<string, SalesIndexRow>();
  for (const d of docs) {
    for (const [key, entry] of Object.entries(d.lines)) {
      const slash = key.indexOf('/');
      out.set(key, { customerId: key.slice(0, slash), id: key.slice(slash + 1), entry });
    }
  }
  return [...out.values()];
}

/**
 * The next documents to read for the first `top` rows in the list's order, given the rows of the documents
 * read so far: none when no unread document can hold a row before the `top`-th one (its bound on the sort
 * field is past that row's value); else, while fewer than `top` rows are known, unread documents in the order
 * of their best bound until their lines could make up the difference; else every unread document whose best
 * bound reaches the `top`-th row's value.
 */
export function nextToRead(
  found: readonly SalesIndexSummary[],
  read: ReadonlySet<string>,
  rows: readonly SalesIndexRow[],
  field: SalesSortField,
  direction: SortDirection,
  top: number,
): string[] {
  const f = SALES_SORT_FIELDS.indexOf(field);
  const sign = direction === 'desc' ? -1 : 1;
  const best = (d: SalesIndexSummary) => d.bounds[f][direction === 'desc' ? 1 : 0];
  const unread = found.filter((d) => !read.has(d.id)).sort((a, b) => sign * compareValues(best(a), best(b)) || (a.id < b.id ? -1 : 1));
  if (unread.length === 0) return [];
  if (rows.length < top) {
    const out: string[] = [];
    let lines = rows.length;
    for (const d of unread) {
      out.push(d.id);
      lines += d.n;
      if (lines >= top) break;
    }
    return out;
  }
  const sorted = [...rows].sort(rowOrder(field, direction));
  const last = sorted[top - 1].entry[f];
  return unread.filter((d) => sign * compareValues(best(d), last) <= 0).map((d) => d.id);
}
