import { normaliseSearch, ORDER_SORT_FIELDS } from '@portail/common';
import type { OrderRow } from '../model/orders.js';
import { frenchCollator as collator } from './company-orders.js';

export interface OrderSort {
  sortField: 'orderDate' | 'orderNumber' | 'totalAmount' | 'status' | 'customerName';
  descending: boolean;
}

const COLUMN: Record<(typeof ORDER_SORT_FIELDS)[number], OrderSort['sortField']> = {
  orderDate: 'orderDate',
  orderNumber: 'orderNumber',
  totalAmount: 'totalAmount',
  status: 'status',
  'customer.name': 'customerName',
};

/**
 * 'field direction' of the spec (e.g. "orderDate desc", field names matched case-insensitively) to a
 * column and a direction. Newest first when absent; undefined for a field one may not sort on.
 */
export function parseOrderSort(orderBy: string | undefined): OrderSort | undefined {
  if (!orderBy) return { sortField: 'orderDate', descending: true };
  const [field, direction = 'asc'] = orderBy.trim().split(/\s+/);
  const key = ORDER_SORT_FIELDS.find((f) => f.toLowerCase() === field.toLowerCase());
  if (!key) return undefined;
  return { sortField: COLUMN[key], descending: direction.toLowerCase() === 'desc' };
}

/**
 * One page of orders: those whose number or status contains `search` (case and accents ignored),
 * sorted by the requested column then by number, so that pages never overlap.
 */
export function selectOrdersPage(
  rows: readonly OrderRow[],
  sort: OrderSort,
  search: string | undefined,
  page: { number: number; size: number },
): { rows: OrderRow[]; total: number } {
  const needle = search ? normaliseSearch(search) : undefined;
  const selected = needle ? rows.filter((r) => normaliseSearch(r.orderNumber).includes(needle) || normaliseSearch(r.status).includes(needle)) : [...rows];
  const direction = sort.descending ? -1 : 1;
  selected.sort((a, b) => {
    const x = a[sort.sortField];
    const y = b[sort.sortField];
    const primary = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return direction * primary || collator.compare(a.orderNumber, b.orderNumber);
  });
  const start = (page.number - 1) * page.size;
  return { rows: selected.slice(start, start + page.size), total: selected.length };
}
