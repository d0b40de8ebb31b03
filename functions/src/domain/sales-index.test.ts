import { describe, expect, it } from 'vitest';
import {
  applySalesIndexChange,
  bucketsOf,
  keyBucket,
  linesBucketOf,
  searchBuckets,
  mayHoldALineTwice,
  nextToRead,
  rowOrder,
  rowsOf,
  salesIndexChanges,
  salesIndexDocsOf,
  gatherSalesIndexChanges,
  salesIndexOfCustomer,
  type SalesIndexChange,
  type IndexedSalesLine,
  type SalesIndexDoc,
} from './sales-index.js';

const indexed = (id: string, over: Partial<IndexedSalesLine> = {}): IndexedSalesLine => ({
  id,
  customerId: 'c1',
  invoiceNumber: '9001250000042',
  orderNumber: '4500125000017',
  reference: '0357-123-456',
  salesRecognitionDate: '2025-03-14',
  salesAmount: 100,
  customerSoldTo: { number: '750012345' },
  customerReported: { number: '750012345' },
  ...over,
});

describe('salesIndexDocsOf', () => {
  it('gives one document per kind, value, customer and period, in the bucket of the value’s first characters, holding its lines’ sort fields', () => {
    const docs = salesIndexDocsOf([
      indexed('a'),
      indexed('b', { invoiceNumber: '9001250000043', salesRecognitionDate: '2025-03-25', salesAmount: 40 }),
      indexed('c', { customerId: 'c2', customerSoldTo: { number: '130000001' }, customerReported: { number: '130000001' } }),
    ]);
    const summaries = docs.filter((d) => d.type === 'salesIndex');
    // By partition: an order's documents in the bucket of its first 8 characters, a copy of its summary in that of its first 4.
    expect(summaries.map((d) => `${d.bucket} ${d.id}`).sort()).toEqual(
      [
        '1300 customer|130000001|c2|2025-03-1',
        '7500 customer|750012345|c1|2025-03-1',
        '7500 customer|750012345|c1|2025-03-2',
        '9001 invoice|9001250000042|c1|2025',
        '9001 invoice|9001250000042|c2|2025',
        '9001 invoice|9001250000043|c1|2025',
        'order|45001250 order|4500125000017|c1|2025',
        'order|45001250 order|4500125000017|c2|2025',
        'order|4500 order|4500125000017|c1|2025',
        'order|4500 order|4500125000017|c2|2025',
        '0357 reference|0357123456|*|2025-03-1',
        '0357 reference|0357123456|*|2025-03-2',
      ].sort(),
    );
    const homes = summaries.filter((d) => d.bucket !== 'order|4500');
    expect(
      docs
        .filter((d) => d.type === 'salesIndexLines')
        .map((d) => `${d.bucket} ${d.id}`)
        .sort(),
    ).toEqual(homes.map((d) => `${d.bucket}|lines ${d.id}|lines`).sort());
    // A reference's documents are every customer's: c1's line a and c2's line c share the one of their ten days.
    expect(docs.find((d) => d.id === 'reference|0357123456|*|2025-03-1')).toEqual({
      id: 'reference|0357123456|*|2025-03-1',
      type: 'salesIndex',
      bucket: '0357',
      kind: 'reference',
      key: '0357123456',
      customerId: '*',
      period: '2025-03-1',
      n: 2,
      bounds: [
        ['2025-03-14', '2025-03-14'],
        ['9001250000042', '9001250000042'],
        ['4500125000017', '4500125000017'],
        ['0357-123-456', '0357-123-456'],
        [100, 100],
      ],
    });
    expect(docs.find((d) => d.id === 'reference|0357123456|*|2025-03-1|lines')).toEqual({
      id: 'reference|0357123456|*|2025-03-1|lines',
      type: 'salesIndexLines',
      bucket: '0357|lines',
      customerId: '*',
      lines: {
        'c1/a': ['2025-03-14', '9001250000042', '4500125000017', '0357-123-456', 100],
        'c2/c': ['2025-03-14', '9001250000042', '4500125000017', '0357-123-456', 100],
      },
    });
    expect(docs.find((d) => d.id === 'invoice|9001250000043|c1|2025')).toMatchObject({ customerId: 'c1', n: 1, bounds: expect.arrayContaining([[40, 40]]) });
    expect(keyBucket('ab')).toBe('ab');
  });

  it('holds a line once when its sold-to and reported numbers differ, in each number’s document', () => {
    const ids = salesIndexDocsOf([indexed('a', { customerSoldTo: { number: '130000001' } })])
      .filter((d) => d.type === 'salesIndex' && d.kind === 'customer')
      .map((d) => d.id);
    expect(ids.sort()).toEqual(['customer|130000001|c1|2025-03-1', 'customer|750012345|c1|2025-03-1']);
  });
});

describe('bucketsOf and searchBuckets', () => {
  it('put every value whose key starts with a search in exactly one of the buckets that search reads, orders included, whatever their lengths', () => {
    const kinds = ['invoice', 'order', 'reference', 'customer'] as const;
    const keys = ['4501526003', '450152600317', '45015260', '4501526', '45015', '4501', '450', '45025260031', '9015260003', '45a'];
    // Every search of 4 characters or more (shorter ones read across partitions) that one of these keys starts with.
    const searches = new Set(keys.flatMap((k) => Array.from({ length: k.length - 3 }, (_, i) => k.slice(0, 4 + i))));
    let checked = 0;
    for (const kind of kinds)
      for (const key of keys)
        for (const search of searches) {
          if (!key.startsWith(search)) continue;
          const { home, copies } = bucketsOf(kind, key);
          expect(
            [home, ...copies].filter((b) => searchBuckets(search).includes(b)),
            `${kind} ${key}, recherche ${search}`,
          ).toHaveLength(1);
          checked++;
        }
    expect(checked).toBeGreaterThan(100);
  });

  it('keeps an order’s lines in the bucket of its first 8 characters, and a copy of its summary where searches shorter than 8 look', () => {
    expect(bucketsOf('order', '450152600317')).toEqual({ home: 'order|45015260', copies: ['order|4501'] });
    expect(bucketsOf('order', '4501526')).toEqual({ home: 'order|4501', copies: [] });
    expect(bucketsOf('invoice', '901526000384')).toEqual({ home: '9015', copies: [] });
    expect(searchBuckets('4501526003')).toEqual(['4501', 'order|45015260']);
    expect(searchBuckets('450152')).toEqual(['4501', 'order|4501']);
    expect(linesBucketOf({ kind: 'order', key: '450152600317' })).toBe('order|45015260|lines');
    expect(linesBucketOf({ kind: 'reference', key: '0357123456' })).toBe('0357|lines');
  });
});

describe('salesIndexOfCustomer and gatherSalesIndexChanges', () => {
  it('build a customer’s own documents whole, and the references’ documents from what every customer adds', () => {
    const one = salesIndexOfCustomer('c1', [indexed('a')]);
    const two = salesIndexOfCustomer('c2', [indexed('c', { customerId: 'c2' })]);
    expect(one.docs.map((d) => `${d.bucket} ${d.id}`).sort()).toEqual(
      [
        '7500 customer|750012345|c1|2025-03-1',
        '7500|lines customer|750012345|c1|2025-03-1|lines',
        '9001 invoice|9001250000042|c1|2025',
        '9001|lines invoice|9001250000042|c1|2025|lines',
        'order|45001250 order|4500125000017|c1|2025',
        'order|4500 order|4500125000017|c1|2025',
        'order|45001250|lines order|4500125000017|c1|2025|lines',
      ].sort(),
    );
    const shared = new Map<string, SalesIndexChange>();
    gatherSalesIndexChanges(shared, one.shared);
    gatherSalesIndexChanges(shared, two.shared);
    const [reference] = [...shared.values()];
    expect(shared.size).toBe(1);
    expect(applySalesIndexChange(undefined, reference)).toMatchObject({
      summary: { id: 'reference|0357123456|*|2025-03-1', n: 2 },
      lines: { lines: { 'c1/a': expect.any(Array), 'c2/c': expect.any(Array) } },
    });
  });
});

describe('salesIndexChanges', () => {
  it('moves a line whose invoice changes, updates its sort fields where it stays, and leaves a line unchanged alone', () => {
    const before = indexed('a');
    const changes = salesIndexChanges([
      { before, after: indexed('a', { invoiceNumber: '9001250000099', salesAmount: 7 }) },
      { before: indexed('z'), after: indexed('z') },
    ]);
    const byId = Object.fromEntries(changes.map((c) => [c.place.id, { set: [...c.set.keys()], remove: [...c.remove] }]));
    expect(byId).toEqual({
      'invoice|9001250000042|c1|2025': { set: [], remove: ['c1/a'] },
      'invoice|9001250000099|c1|2025': { set: ['c1/a'], remove: [] },
      'order|4500125000017|c1|2025': { set: ['c1/a'], remove: [] },
      'reference|0357123456|*|2025-03-1': { set: ['c1/a'], remove: [] },
      'customer|750012345|c1|2025-03-1': { set: ['c1/a'], remove: [] },
    });
  });

  it('takes a deleted line out; a document left without lines says so', () => {
    const [change] = salesIndexChanges([{ before: indexed('a') }]).filter((c) => c.place.kind === 'invoice');
    expect(change.remove).toEqual(new Set(['c1/a']));
    const one = applySalesIndexChange(undefined, { ...change, set: new Map([['c1/a', ['2025-03-14', 'i', 'o', 'r', 100]]]), remove: new Set() });
    expect(applySalesIndexChange(one.lines.lines, change)).toMatchObject({ summary: { n: 0, bounds: [] }, lines: { lines: {} } });
    const two = applySalesIndexChange(one.lines.lines, { ...change, set: new Map([['c1/b', ['2025-03-15', 'i', 'o', 'r', 3]]]), remove: new Set() });
    expect(applySalesIndexChange(two.lines.lines, change)).toMatchObject({
      summary: { n: 1, bounds: expect.arrayContaining([[3, 3]]) },
      lines: { lines: { 'c1/b': expect.any(Array) } },
    });
  });
});

// Index documents of one value each, as a search's summaries give them.
function docOf(id: string, customerId: string, lines: [string, string, number][], kind: SalesIndexDoc['kind'] = 'reference', key = '0357123456') {
  return applySalesIndexChange(undefined, {
    place: { id, bucket: key.slice(0, 4), copies: [], kind, key, customerId, period: '2025' },
    set: new Map(lines.map(([lineId, date, amount]) => [`${customerId}/${lineId}`, [date, 'inv', 'ord', 'ref', amount]])),
    remove: new Set(),
  });
}

describe('rowOrder and rowsOf', () => {
  it('orders rows of several customers as one list, ties by line id, each line once', () => {
    const docs = [
      docOf('d1', 'c1', [
        ['a', '2025-03-01', 10],
        ['b', '2025-01-01', 30],
      ]),
      docOf('d2', 'c2', [
        ['c', '2025-02-01', 20],
        ['d', '2025-03-01', 5],
      ]),
      docOf('d3', 'c1', [['a', '2025-03-01', 10]], 'invoice'),
    ];
    const rows = rowsOf(docs.map((d) => d.lines));
    expect(rows).toHaveLength(4);
    expect([...rows].sort(rowOrder('salesRecognitionDate', 'desc')).map((r) => r.id)).toEqual(['a', 'd', 'c', 'b']);
    expect([...rows].sort(rowOrder('salesAmount', 'asc')).map((r) => r.id)).toEqual(['d', 'a', 'c', 'b']);
  });
});

describe('mayHoldALineTwice', () => {
  it('says so when the documents found are of two kinds, or name two customer numbers of one customer', () => {
    const d = (kind: SalesIndexDoc['kind'], key: string, customerId: string) => ({ kind, key, customerId });
    expect(mayHoldALineTwice([d('order', '451', 'c1'), d('order', '452', 'c1'), d('order', '453', 'c2')])).toBe(false);
    expect(mayHoldALineTwice([d('customer', '4510', 'c3'), d('customer', '4510', 'c3'), d('customer', '4511', 'c4')])).toBe(false);
    expect(mayHoldALineTwice([d('invoice', '451', 'c2'), d('reference', '4512', '*')])).toBe(true);
    expect(mayHoldALineTwice([d('customer', '4511', 'c4'), d('customer', '4512', 'c4')])).toBe(true);
  });
});

describe('nextToRead', () => {
  const older = docOf('older', 'c1', [
    ['a', '2024-01-05', 1],
    ['b', '2024-02-05', 1],
  ]);
  const newer = docOf('newer', 'c2', [
    ['c', '2025-05-01', 1],
    ['d', '2025-06-01', 1],
  ]);
  const middle = docOf('middle', 'c3', [
    ['e', '2024-02-05', 1],
    ['f', '2025-01-01', 1],
  ]);
  const summaries = [older, newer, middle].map((d) => d.summary);

  it('reads first the documents whose newest line is newest, until their lines can fill the page', () => {
    expect(nextToRead(summaries, new Set(), [], 'salesRecognitionDate', 'desc', 2)).toEqual(['newer']);
    expect(nextToRead(summaries, new Set(), [], 'salesRecognitionDate', 'desc', 3)).toEqual(['newer', 'middle']);
    expect(nextToRead(summaries, new Set(), [], 'salesRecognitionDate', 'asc', 1)).toEqual(['older']);
  });

  it('then only those that can hold a row before the last one wanted, ties included', () => {
    expect(nextToRead(summaries, new Set(['newer']), rowsOf([newer.lines]), 'salesRecognitionDate', 'desc', 2)).toEqual([]);
    expect(nextToRead(summaries, new Set(['newer', 'middle']), rowsOf([newer.lines, middle.lines]), 'salesRecognitionDate', 'desc', 4)).toEqual(['older']);
    expect(nextToRead(summaries, new Set(['older']), rowsOf([older.lines]), 'salesRecognitionDate', 'asc', 2)).toEqual(['middle']);
    expect(
      nextToRead(summaries, new Set(['older', 'middle', 'newer']), rowsOf([older.lines, middle.lines, newer.lines]), 'salesRecognitionDate', 'asc', 2),
    ).toEqual([]);
  });
});
