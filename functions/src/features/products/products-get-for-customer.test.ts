import { describe, expect, it } from 'vitest';
import type { ProductDoc } from '../../model/products.js';
import { parseProductSort, toCatalogueProduct } from './products-get-for-customer.js';

describe('parseProductSort', () => {
  it('sorts by reference by default and reads "field direction" case-insensitively', () => {
    expect(parseProductSort(undefined)).toEqual({ field: 'reference', descending: false });
    expect(parseProductSort('Price DESC')).toEqual({ field: 'price', descending: true });
  });
  it('refuses other fields with a French message naming orderBy', () => {
    expect(() => parseProductSort('currentCost asc')).toThrow(/orderBy.*currentCost/);
  });
});

describe('toCatalogueProduct', () => {
  const product = { id: 'p1', price: 100, currentCost: 42 } as unknown as ProductDoc;
  it('uses the price list price when there is one and never shows the cost of goods', () => {
    expect(toCatalogueProduct(product, new Map()).price).toBe(100);
    expect(toCatalogueProduct(product, new Map([['p1', 80]])).price).toBe(80);
    expect(toCatalogueProduct(product, new Map())).not.toHaveProperty('currentCost');
  });
});
