import { describe, expect, it } from 'vitest';
import { fieldsByCustomer, keyBucket, mergePages, salesKeyDocsOf, salesLineSearchFilter, salesSearchKey, salesSearchKeysOf } from './sales-search.js';

const line = (over: Partial<{ invoiceNumber: string; orderNumber: string; reference: string; soldTo: string; reported: string }> = {}) => ({
  invoiceNumber: over.invoiceNumber ?? '9001250000042',
  orderNumber: over.orderNumber ?? '4500125000017',
  reference: over.reference ?? '0357-123-456',
  customerSoldTo: { number: over.soldTo ?? '750012345' },
  customerReported: { number: over.reported ?? '750012345' },
});

describe('salesSearchKey', () => {
  it('keeps letters and digits, in lower case and without accents, whatever separators were typed', () => {
    expect(salesSearchKey(' 0357-123 456 ')).toBe('0357123456');
    expect(salesSearchKey('FRAIS-PORT')).toBe('fraisport');
    expect(salesSearchKey('Réf. É/12')).toBe('refe12');
    expect(salesSearchKey('--')).toBe('');
    expect(salesSearchKey(undefined)).toBe('');
  });
});

describe('salesLineSearchFilter', () => {
  it('is a STARTSWITH on each stored key named, with the key as its one parameter', () => {
    expect(salesLineSearchFilter('0357')).toEqual({
      where: [
        '(STARTSWITH(c.searchKeys["invoice"], @searchKey) OR STARTSWITH(c.searchKeys["order"], @searchKey) OR STARTSWITH(c.searchKeys["reference"], @searchKey) OR STARTSWITH(c.searchKeys["soldTo"], @searchKey) OR STARTSWITH(c.searchKeys["reported"], @searchKey))',
      ],
      parameters: [{ name: '@searchKey', value: '0357' }],
    });
    expect(salesLineSearchFilter('0357', ['reference']).where).toEqual(['(STARTSWITH(c.searchKeys["reference"], @searchKey))']);
  });
});

describe('salesKeyDocsOf', () => {
  it('gives one lookup document per kind, value and customer, in the bucket of the value’s first characters', () => {
    const a = { customerId: 'c1', searchKeys: salesSearchKeysOf(line()) };
    const b = { customerId: 'c1', searchKeys: salesSearchKeysOf(line({ invoiceNumber: '9001250000043' })) };
    const other = { customerId: 'c2', searchKeys: salesSearchKeysOf(line({ soldTo: '130000001', reported: '130000001' })) };
    const docs = salesKeyDocsOf([a, b, other, { customerId: 'c3' }]);
    expect(docs.map((d) => d.id).sort()).toEqual(
      [
        'customer|130000001|c2',
        'customer|750012345|c1',
        'invoice|9001250000042|c1',
        'invoice|9001250000042|c2',
        'invoice|9001250000043|c1',
        'order|4500125000017|c1',
        'order|4500125000017|c2',
        'reference|0357123456|c1',
        'reference|0357123456|c2',
      ].sort(),
    );
    expect(docs.find((d) => d.id === 'reference|0357123456|c1')).toEqual({ id: 'reference|0357123456|c1', type: 'salesKey', bucket: '0357', kind: 'reference', key: '0357123456', customerId: 'c1' });
    expect(keyBucket('ab')).toBe('ab');
  });
});

describe('fieldsByCustomer', () => {
  it('names, per customer, the line fields its matching keys stand for', () => {
    const fields = fieldsByCustomer([
      { kind: 'reference', customerId: 'c1' },
      { kind: 'customer', customerId: 'c1' },
      { kind: 'invoice', customerId: 'c2' },
      { kind: 'invoice', customerId: 'c2' },
    ]);
    expect(Object.fromEntries(fields)).toEqual({ c1: ['reference', 'soldTo', 'reported'], c2: ['invoice'] });
  });
});

describe('mergePages', () => {
  const row = (id: string, salesRecognitionDate: string, salesAmount: number) => ({ id, salesRecognitionDate, salesAmount });
  const c1 = [row('a', '2025-03-01', 10), row('b', '2025-01-01', 30)];
  const c2 = [row('c', '2025-02-01', 20), row('d', '2025-03-01', 5)];
  it('orders the rows of several partitions as one list and cuts the page asked for', () => {
    expect(mergePages([c1, c2], 'salesRecognitionDate', 'desc', { pageNumber: 1, pageSize: 3 }).map((r) => r.id)).toEqual(['a', 'd', 'c']);
    expect(mergePages([c1, c2], 'salesRecognitionDate', 'desc', { pageNumber: 2, pageSize: 3 }).map((r) => r.id)).toEqual(['b']);
    expect(mergePages([c1, c2], 'salesAmount', 'asc', { pageNumber: 1, pageSize: 4 }).map((r) => r.id)).toEqual(['d', 'a', 'c', 'b']);
  });
});
