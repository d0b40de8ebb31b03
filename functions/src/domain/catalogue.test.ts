import { describe, expect, it } from 'vitest';
import type { ProductDoc } from '../model/products.js';
import { priceFor, selectCataloguePage, type CatalogueSort } from './catalogue.js';

const product = (id: string, over: Partial<ProductDoc> = {}): ProductDoc =>
  ({
    id,
    type: 'product',
    reference: id.toUpperCase(),
    description: `Produit ${id}`,
    descriptionLocal: `Produit ${id}`,
    gimBrand: 'Marque',
    price: 100,
    active: true,
    category: 'consommable',
    stage: 'per-op',
    ...over,
  }) as ProductDoc;

const byReference: CatalogueSort = { field: 'reference', descending: false };
const page = (number: number, size = 2) => ({ number, size });
const ids = (rows: ProductDoc[]) => rows.map((p) => p.id);

describe('selectCataloguePage', () => {
  const products = [
    product('c'),
    product('a', { descriptionLocal: 'Prothèse de hanche' }),
    product('b', { category: 'implant', stage: 'pre-op' }),
    product('off', { active: false }),
    product('mine', { customerIds: ['cust-1'] }),
    product('theirs', { customerIds: ['cust-2'] }),
  ];

  it('shows the customer active products and those restricted to it, never others', () => {
    const { rows, total } = selectCataloguePage(products, new Map(), { customerId: 'cust-1' }, byReference, page(1, 10));
    expect(ids(rows)).toEqual(['a', 'b', 'c', 'mine']);
    expect(total).toBe(4);
  });

  it('cuts pages without overlap and counts the whole selection', () => {
    const first = selectCataloguePage(products, new Map(), { customerId: 'cust-1' }, byReference, page(1));
    const second = selectCataloguePage(products, new Map(), { customerId: 'cust-1' }, byReference, page(2));
    expect([...ids(first.rows), ...ids(second.rows)]).toEqual(['a', 'b', 'c', 'mine']);
    expect(second.total).toBe(4);
    expect(selectCataloguePage(products, new Map(), { customerId: 'cust-1' }, byReference, page(9)).rows).toEqual([]);
  });

  it('searches without regard to case or accents, and filters category and stage', () => {
    expect(ids(selectCataloguePage(products, new Map(), { customerId: 'x', search: 'PROTHESE' }, byReference, page(1)).rows)).toEqual(['a']);
    expect(ids(selectCataloguePage(products, new Map(), { customerId: 'x', category: 'implant', stage: 'pre-op' }, byReference, page(1)).rows)).toEqual(['b']);
    expect(selectCataloguePage(products, new Map(), { customerId: 'x', category: 'implant', stage: 'post-op' }, byReference, page(1)).total).toBe(0);
  });

  it('sorts prices by the customer’s own price list, ties by reference', () => {
    const prices = new Map([['c', 10]]);
    const rows = selectCataloguePage(
      [product('a'), product('b', { price: 50 }), product('c')],
      prices,
      { customerId: 'x' },
      { field: 'price', descending: false },
      page(1, 3),
    ).rows;
    expect(ids(rows)).toEqual(['c', 'b', 'a']);
    const desc = selectCataloguePage(
      [product('a'), product('b', { price: 50 }), product('z')],
      prices,
      { customerId: 'x' },
      { field: 'price', descending: true },
      page(1, 3),
    ).rows;
    expect(ids(desc)).toEqual(['a', 'z', 'b']);
  });

  it('orders texts the French way (accents next to their letter)', () => {
    const rows = selectCataloguePage(
      [product('1', { description: 'Zinc' }), product('2', { description: 'écarteur' }), product('3', { description: 'Embout' })],
      new Map(),
      { customerId: 'x' },
      { field: 'description', descending: false },
      page(1, 3),
    ).rows;
    expect(rows.map((p) => p.description)).toEqual(['écarteur', 'Embout', 'Zinc']);
  });
});

describe('priceFor', () => {
  it('takes the customer price list price, else the list price', () => {
    expect(priceFor(product('a'), new Map([['a', 80]]))).toBe(80);
    expect(priceFor(product('a'), new Map([['b', 80]]))).toBe(100);
  });
});
