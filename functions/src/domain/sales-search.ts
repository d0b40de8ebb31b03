import { SEARCH_MAX_LENGTH, type SortDirection } from '@portail/common';
import type { SalesLineDoc, SalesSearchKeys } from '../model/sales.js';

/**
 * The search of sales lines (admin list « Commandes Stryker » and a customer's company orders): an invoice
 * number, an order number, a product reference or a customer number, by exact value or by prefix. No
 * free text over descriptions: a prefix of a stored, normalised field is what an index serves (Azure's
 * range index for STARTSWITH, and the lookup documents below on the local engine, which has no index).
 */


export type SalesSearchField = keyof SalesSearchKeys;

/**
 * Lower case, no accents, letters and digits only: « 0357-123 », « 0357 123 » and « 0357123 » are one
 * key, as people type references with or without their separators. Cut at the longest search accepted.
 */
export const salesSearchKey = (value: string | null | undefined): string =>
  (value ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '').slice(0, SEARCH_MAX_LENGTH);

export function salesSearchKeysOf(l: { invoiceNumber: string; orderNumber: string; reference: string; customerSoldTo: { number: string }; customerReported: { number: string } }): SalesSearchKeys {
  return {
    invoice: salesSearchKey(l.invoiceNumber),
    order: salesSearchKey(l.orderNumber),
    reference: salesSearchKey(l.reference),
    soldTo: salesSearchKey(l.customerSoldTo?.number),
    reported: salesSearchKey(l.customerReported?.number),
  };
}

/** The SQL filter of a search over the lines' stored keys, on the given fields (all by default). */
export function salesLineSearchFilter(key: string, fields: readonly SalesSearchField[] = SALES_SEARCH_FIELDS): { where: string[]; parameters: { name: string; value: string }[] } {
  return {
    // Quoted paths: ORDER is a keyword of Cosmos DB SQL, `c.searchKeys.order` does not parse.
    where: [`(${fields.map((f) => `STARTSWITH(c.searchKeys["${f}"], @searchKey)`).join(' OR ')})`],
    parameters: [{ name: '@searchKey', value: key }],
  };
}

const SALES_SEARCH_FIELDS: readonly SalesSearchField[] = ['invoice', 'order', 'reference', 'soldTo', 'reported'];


/**
 * The search's index (container `salesKeys`, partitioned by the value's first BUCKET_LENGTH characters): per
 * kind of value, value, customer and period, a summary (its line count and the bounds of each sort field) and
 * a document of the lines that hold the value there, each with the fields the list sorts on. A search reads
 * the summaries of its bucket's documents, then only the lines of those that can hold the page asked for,
 * then the page's lines by point reads: its cost follows the page and the number of values matched, never the
 * number of lines. The writers of sales lines keep it current (services/sales-lines.ts), the rebuild fills it
 * from the stored lines (services/sales-index-rebuild.ts).
 */
export const BUCKET_LENGTH = 4;

export const keyBucket = (key: string): string => key.slice(0, BUCKET_LENGTH);

type SalesIndexKind = 'invoice' | 'order' | 'reference' | 'customer';

/** The list's sort fields, in the order of an entry's values. */
const SALES_SORT_FIELDS = ['salesRecognitionDate', 'invoiceNumber', 'orderNumber', 'reference', 'salesAmount'] as const;
type SalesSortField = (typeof SALES_SORT_FIELDS)[number];

/** A line in an index document: its sort fields, in SALES_SORT_FIELDS order. */
type SalesIndexEntry = [string, string, string, string, number];

/** The fields of a line the index is made of. */
export type IndexedSalesLine = Pick<SalesLineDoc, 'id' | 'customerId' | 'invoiceNumber' | 'orderNumber' | 'reference' | 'salesRecognitionDate' | 'salesAmount'> & {
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
 * summaries' (`<bucket>|lines`): the summaries' partition, which a search queries, stays small (its documents'
 * size is what Azure charges a query for loading, and a logical partition holds at most 20 GB).
 */
export interface SalesIndexLinesDoc {
  id: string;
  type: 'salesIndexLines';
  bucket: string;
  customerId: string;
  lines: Record<string, SalesIndexEntry>;
}

export const linesDocId = (summaryId: string): string => `${summaryId}|lines`;
export const linesBucket = (bucket: string): string => `${bucket}|lines`;

/** What a search reads first of each document. */
export type SalesIndexSummary = Omit<SalesIndexDoc, 'type'>;

/**
 * The period of a document: a year for an invoice, an order or a reference (a few lines a customer, a few
 * hundred for a popular reference of a big customer); ten days for a customer number, which holds every line
 * of its customer (300,000 a year for the largest: about 8,000 a period, 0.6 MB, under the 2 MB a document
 * may weigh), so that the newest lines of a customer are one document away.
 */
function periodOf(kind: SalesIndexKind, date: string): string {
  if (kind !== 'customer') return date.slice(0, 4);
  const day = Number(date.slice(8, 10));
  return `${date.slice(0, 7)}-${Math.min(2, Math.floor((day - 1) / 10))}`;
}

const salesIndexEntryOf = (l: IndexedSalesLine): SalesIndexEntry => [l.salesRecognitionDate, l.invoiceNumber, l.orderNumber, l.reference, l.salesAmount];

interface IndexPlace {
  id: string;
  bucket: string;
  kind: SalesIndexKind;
  key: string;
  customerId: string;
  period: string;
}

/** The index documents a line belongs to (a customer number given as sold-to and reported is one). */
function salesIndexPlacesOf(l: IndexedSalesLine): IndexPlace[] {
  const k = salesSearchKeysOf(l);
  const out = new Map<string, IndexPlace>();
  const add = (kind: SalesIndexKind, key: string) => {
    if (!key) return;
    const period = periodOf(kind, l.salesRecognitionDate);
    const id = `${kind}|${key}|${l.customerId}|${period}`;
    out.set(id, { id, bucket: keyBucket(key), kind, key, customerId: l.customerId, period });
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
    if (before) for (const p of salesIndexPlacesOf(before)) if (!kept.has(p.id)) changeOf(p).remove.add(before.id);
    if (after && entry) {
      const formerPlaces = new Set(before ? salesIndexPlacesOf(before).map((p) => p.id) : []);
      for (const p of salesIndexPlacesOf(after)) {
        if (same && formerPlaces.has(p.id)) continue;
        const c = changeOf(p);
        c.remove.delete(after.id);
        c.set.set(after.id, entry);
      }
    }
  }
  return [...out.values()].filter((c) => c.set.size || c.remove.size);
}

/** An index document's lines and summary after a change (a document left without lines keeps n = 0). */
export function applySalesIndexChange(stored: SalesIndexLinesDoc['lines'] | undefined, change: SalesIndexChange): { summary: SalesIndexDoc; lines: SalesIndexLinesDoc } {
  const lines: Record<string, SalesIndexEntry> = { ...(stored ?? {}) };
  for (const id of change.remove) delete lines[id];
  for (const [id, entry] of change.set) lines[id] = entry;
  const entries = Object.values(lines);
  const bounds = entries.length === 0 ? [] : SALES_SORT_FIELDS.map((_, f) => {
    let low = entries[0][f];
    let high = low;
    for (const e of entries) {
      if (compareValues(e[f], low) < 0) low = e[f];
      if (compareValues(e[f], high) > 0) high = e[f];
    }
    return [low, high] as [string | number, string | number];
  });
  const { id, bucket, kind, key, customerId, period } = change.place;
  return {
    summary: { id, type: 'salesIndex', bucket, kind, key, customerId, period, n: entries.length, bounds },
    lines: { id: linesDocId(id), type: 'salesIndexLines', bucket: linesBucket(bucket), customerId, lines },
  };
}

/** The index documents of these lines, built whole (the seed, the rebuild): each summary, then its lines. */
export function salesIndexDocsOf(lines: readonly IndexedSalesLine[]): (SalesIndexDoc | SalesIndexLinesDoc)[] {
  return salesIndexChanges(lines.map((after) => ({ after }))).flatMap((c) => {
    const { summary, lines: held } = applySalesIndexChange(undefined, c);
    return [summary, held];
  });
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
  return (a, b) => sign * compareValues(a.entry[f], b.entry[f]) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) || (a.customerId < b.customerId ? -1 : a.customerId > b.customerId ? 1 : 0);
}

export const isSalesSortField = (field: string): field is SalesSortField => (SALES_SORT_FIELDS as readonly string[]).includes(field);

/**
 * The customers whose documents found may hold one line twice (matched through two kinds, or through two
 * customer numbers, sold-to and reported): their lines are read to count each once. Elsewhere a line is in one
 * document only (one value per field, one period), and the documents' counts add up.
 */
export function customersToDeduplicate(found: readonly Pick<SalesIndexSummary, 'kind' | 'key' | 'customerId'>[]): Set<string> {
  const seen = new Map<string, Set<string>>();
  for (const d of found) {
    let values = seen.get(d.customerId);
    if (!values) seen.set(d.customerId, (values = new Set()));
    values.add(d.kind === 'customer' ? `customer|${d.key}` : d.kind);
  }
  return new Set([...seen].filter(([, values]) => values.size > 1).map(([id]) => id));
}

/** The distinct rows of documents read (a line held by two documents of its customer comes once). */
export function rowsOf(docs: Iterable<Pick<SalesIndexLinesDoc, 'customerId' | 'lines'>>): SalesIndexRow[] {
  const out = new Map<string, SalesIndexRow>();
  for (const d of docs) for (const [id, entry] of Object.entries(d.lines)) out.set(`${d.customerId}/${id}`, { customerId: d.customerId, id, entry });
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
