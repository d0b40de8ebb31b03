import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../model/orders.js';
import { parseOrderSort, selectOrdersPage } from './order-sort.js';

describe('parseOrderSort', () => {
  it('defaults to the newest orders first', () => expect(parseOrderSort(undefined)).toEqual({ sortField: 'orderDate', descending: true }));
  it('reads "field direction" case-insensitively', () => {
    expect(parseOrderSort('TotalAmount DESC')).toEqual({ sortField: 'totalAmount', descending: true });
    expect(parseOrderSort('customer.name')).toEqual({ sortField: 'customerName', descending: false });
  });
  it('refuses unknown fields with a French message naming the parameter', () => {
    expect(parseOrderSort('secret asc')).toBeUndefined();
  });
});

describe('selectOrdersPage', () => {
  const row = (orderNumber: string, orderDate: string, totalAmount: number, status: OrderRow['status'] = 'confirmed'): OrderRow => ({
    id: orderNumber,
    customerName: 'CHU',
    orderNumber,
    orderDate,
    totalAmount,
    status,
  });
  const rows = [row('PF-3', '2026-03-01', 50), row('PF-1', '2026-01-01', 300), row('PF-2', '2026-02-01', 50, 'cancelled'), row('PF-10', '2026-04-01', 10)];
  const numbers = (r: OrderRow[]) => r.map((o) => o.orderNumber);

  it('pages newest first without overlap and counts every order', () => {
    const first = selectOrdersPage(rows, parseOrderSort(undefined)!, undefined, { number: 1, size: 3 });
    const second = selectOrdersPage(rows, parseOrderSort(undefined)!, undefined, { number: 2, size: 3 });
    expect(numbers(first.rows)).toEqual(['PF-10', 'PF-3', 'PF-2']);
    expect(numbers(second.rows)).toEqual(['PF-1']);
    expect(first.total).toBe(4);
  });

  it('sorts amounts as numbers, ties by order number (PF-2 before PF-3, PF-10 last)', () => {
    expect(numbers(selectOrdersPage(rows, parseOrderSort('totalAmount asc')!, undefined, { number: 1, size: 4 }).rows)).toEqual([
      'PF-10',
      'PF-2',
      'PF-3',
      'PF-1',
    ]);
    expect(numbers(selectOrdersPage(rows, parseOrderSort('orderNumber')!, undefined, { number: 1, size: 4 }).rows)).toEqual(['PF-1', 'PF-2', 'PF-3', 'PF-10']);
  });

  it('searches the number and the status, case and accents ignored', () => {
    expect(numbers(selectOrdersPage(rows, parseOrderSort(undefined)!, 'pf-1', { number: 1, size: 10 }).rows)).toEqual(['PF-10', 'PF-1']);
    const cancelled = selectOrdersPage(rows, parseOrderSort(undefined)!, 'CANCEL', { number: 1, size: 10 });
    expect(numbers(cancelled.rows)).toEqual(['PF-2']);
    expect(cancelled.total).toBe(1);
    expect(selectOrdersPage(rows, parseOrderSort(undefined)!, 'zzz', { number: 1, size: 10 }).total).toBe(0);
  });
});
