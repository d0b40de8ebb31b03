import { SEARCH_MAX_LENGTH, type SortDirection } from '@portail/common';
import type { SalesSearchKeys } from '../model/sales.js';

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
 * Lookup documents (container `salesKeys`): one per normalised value, kind and customer, partitioned by the
 * value's first BUCKET_LENGTH characters. A search reads one small partition to learn which customers hold
 * a matching value, then reads those customers' partitions of `sales` only. They are only ever added: a
 * line deleted or changed leaves its former key behind, which costs a partition read that finds nothing,
 * never a wrong row (the lines are filtered on their own keys).
 */
export const BUCKET_LENGTH = 4;

type SalesKeyKind = 'invoice' | 'order' | 'reference' | 'customer';

export interface SalesKeyDoc {
  id: string;
  type: 'salesKey';
  bucket: string;
  kind: SalesKeyKind;
  key: string;
  customerId: string;
}

/** The line fields a kind of key stands for. */
const FIELDS_OF_KIND: Record<SalesKeyKind, readonly SalesSearchField[]> = {
  invoice: ['invoice'],
  order: ['order'],
  reference: ['reference'],
  customer: ['soldTo', 'reported'],
};

export const keyBucket = (key: string): string => key.slice(0, BUCKET_LENGTH);

const keyDoc = (kind: SalesKeyKind, key: string, customerId: string): SalesKeyDoc => ({ id: `${kind}|${key}|${customerId}`, type: 'salesKey', bucket: keyBucket(key), kind, key, customerId });

/** The distinct lookup documents of these lines (empty values have none). */
export function salesKeyDocsOf(lines: readonly { customerId: string; searchKeys?: SalesSearchKeys }[]): SalesKeyDoc[] {
  const out = new Map<string, SalesKeyDoc>();
  const add = (kind: SalesKeyKind, key: string, customerId: string) => {
    if (!key) return;
    const doc = keyDoc(kind, key, customerId);
    out.set(doc.id, doc);
  };
  for (const { customerId, searchKeys: k } of lines) {
    if (!k) continue;
    add('invoice', k.invoice, customerId);
    add('order', k.order, customerId);
    add('reference', k.reference, customerId);
    add('customer', k.soldTo, customerId);
    add('customer', k.reported, customerId);
  }
  return [...out.values()];
}

/** Which line fields to search in each customer's partition, from the lookup documents found. */
export function fieldsByCustomer(found: readonly Pick<SalesKeyDoc, 'kind' | 'customerId'>[]): Map<string, SalesSearchField[]> {
  const out = new Map<string, Set<SalesSearchField>>();
  for (const { kind, customerId } of found) {
    let fields = out.get(customerId);
    if (!fields) out.set(customerId, (fields = new Set()));
    for (const f of FIELDS_OF_KIND[kind]) fields.add(f);
  }
  return new Map([...out].map(([id, fields]) => [id, SALES_SEARCH_FIELDS.filter((f) => fields.has(f))]));
}

/**
 * One page of rows gathered from several partitions, each giving its first rows in the list's order: the
 * rows of the page in that order (ties by id, so a page never depends on which partition answered first).
 */
export function mergePages<T extends { id: string }>(parts: readonly T[][], field: string, direction: SortDirection, page: { pageNumber: number; pageSize: number }): T[] {
  const sign = direction === 'desc' ? -1 : 1;
  const value = (r: T) => (r as Record<string, unknown>)[field];
  const compare = (a: T, b: T): number => {
    const x = value(a);
    const y = value(b);
    if (x !== y) {
      if (x === undefined || x === null) return -sign;
      if (y === undefined || y === null) return sign;
      if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
      return sign * (String(x) < String(y) ? -1 : 1);
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
  const start = (page.pageNumber - 1) * page.pageSize;
  return parts.flat().sort(compare).slice(start, start + page.pageSize);
}
