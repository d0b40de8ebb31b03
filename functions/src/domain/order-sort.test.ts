import { describe, expect, it } from 'vitest';
import { parseOrderSort } from './order-sort.js';

describe('parseOrderSort', () => {
  it('defaults to the newest orders first', () => expect(parseOrderSort(undefined)).toEqual({ sortField: 'orderDate', descending: true }));
  it('reads "field direction" case-insensitively', () => {
    expect(parseOrderSort('TotalAmount DESC')).toEqual({ sortField: 'totalAmount', descending: true });
    expect(parseOrderSort('customer.name')).toEqual({ sortField: 'customerName', descending: false });
  });
  it('refuses unknown fields with a French message naming the parameter', () => {
    expect(() => parseOrderSort('secret asc')).toThrow(/orderBy/);
  });
});
