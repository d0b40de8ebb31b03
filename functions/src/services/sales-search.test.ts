/**
 * The sales-line search against a real local Cosmos DB server, in process: lines written through the writers
 * of services/sales-lines.ts (which keep the search keys and the search's index in step), then found by
 * invoice, order, reference or customer number, exact or by prefix, through the index or across partitions,
 * with the same rows and counts either way.
 */
import { startMemoryCosmos, type MemoryCosmos } from '../testing/memory-cosmos.js';
import type { ListRequest } from '@portail/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalesLineDoc } from '../model/sales.js';

let cosmos: MemoryCosmos | undefined;
let writers: typeof import('./sales-lines.js');
let search: typeof import('./sales-search.js');
let sales: import('@azure/cosmos').Container;
let keys: import('@azure/cosmos').Container;

beforeAll(async () => {
  cosmos = await startMemoryCosmos('portail-essai-recherche-ventes');
  const data = cosmos.data;
  sales = data.container('sales');
  keys = data.container('salesKeys');
  writers = await import('./sales-lines.js');
  search = await import('./sales-search.js');
  // A server, a database of every container, then the writers' modules: more than the default on a loaded machine.
}, 60_000);

afterAll(async () => {
  await cosmos?.close();
});

const NOW = new Date('2026-06-01T00:00:00Z');
// The statistics are not the subject here: the writers collect the customers to refresh instead.
const write = (lines: SalesLineDoc[]) => writers.recordSalesLines(lines, NOW, { deferStats: new Map() });

function line(id: string, customerId: string, over: Partial<SalesLineDoc> = {}): SalesLineDoc {
  const number = customerId === 'cust-a' ? '750012345' : '130000009';
  return {
    id,
    type: 'salesLine',
    customerId,
    customerSoldTo: { number, name: 'Client' },
    customerReported: { number, name: 'Client' },
    reference: '0357-123-456',
    description: 'Vis corticale 3,5 mm',
    salesAmount: 100,
    invoiceQuantity: 1,
    salesRecognitionDate: '2026-01-10',
    year: 2026,
    invoiceNumber: `9${id}`,
    orderNumber: `45${id}`,
    franchise: 'Trauma',
    franchiseGroup: 'Orthopaedics',
    subFranchise: 'Trauma',
    gimBrand: '',
    gimItemType: '',
    gimSubBrand: '',
    sapg: '',
    gimCustom: '',
    sapgCustom: '',
    uom: 'EA',
    currency: 'EUR',
    city: 'Paris',
    buyingGroupName: '',
    pointCategory: 'implant',
    importId: 'essai',
    updatedAt: NOW.toISOString(),
    ...over,
  };
}

const request = (term: string, over: Partial<ListRequest> = {}): ListRequest => ({
  pageNumber: 1,
  pageSize: 15,
  order: { field: 'salesRecognitionDate', direction: 'desc' },
  search: term,
  ...over,
});
const ids = (r: { items: SalesLineDoc[] }) => r.items.map((l) => l.id);

describe('searchSalesLines', () => {
  beforeAll(async () => {
    await write([
      line('1001', 'cust-a', { salesRecognitionDate: '2026-01-10' }),
      line('1002', 'cust-a', { salesRecognitionDate: '2026-02-10', invoiceNumber: '91001', orderNumber: '451001' }),
      line('1003', 'cust-a', { salesRecognitionDate: '2026-03-10', reference: 'FRAIS-PORT', description: 'Frais de livraison' }),
      line('2001', 'cust-b', { salesRecognitionDate: '2026-02-20' }),
      line('2002', 'cust-b', { salesRecognitionDate: '2026-04-20', reference: '6001-000-111' }),
    ]);
  }, 60_000);

  it('stores each line with its normalised keys and its entries in the index', async () => {
    const { resource } = await sales.item('1003', 'cust-a').read<SalesLineDoc>();
    expect(resource?.searchKeys).toEqual({ invoice: '91003', order: '451003', reference: 'fraisport', soldTo: '750012345', reported: '750012345' });
    expect(resource?.searchText).toBeUndefined();
    const { resource: summary } = await keys.item('reference|fraisport|*|2026-03-0', 'frai').read();
    expect(summary).toMatchObject({ kind: 'reference', key: 'fraisport', customerId: '*', n: 1 });
    const { resource: held } = await keys.item('reference|fraisport|*|2026-03-0|lines', 'frai|lines').read();
    expect(held).toMatchObject({ lines: { 'cust-a/1003': ['2026-03-10', '91003', '451003', 'FRAIS-PORT', 100] } });
  });

  it('finds an invoice or an order by its exact number, and both lines of an invoice', async () => {
    const invoice = await search.searchSalesLines(request('91001'), 'salesRecognitionDate');
    expect(ids(invoice)).toEqual(['1002', '1001']);
    expect(invoice.totalCount).toBe(2);
    expect(ids(await search.searchSalesLines(request('452001'), 'salesRecognitionDate'))).toEqual(['2001']);
  });

  it('finds a reference by its start, typed with or without separators, across customers in the list’s order', async () => {
    const found = await search.searchSalesLines(request('0357-12'), 'salesRecognitionDate');
    expect(ids(found)).toEqual(['2001', '1002', '1001']);
    expect(found.totalCount).toBe(3);
    expect(ids(await search.searchSalesLines(request('fraisp'), 'salesRecognitionDate'))).toEqual(['1003']);
    const byInvoicePage2 = await search.searchSalesLines(
      request('0357', { pageNumber: 2, pageSize: 2, order: { field: 'invoiceNumber', direction: 'asc' } }),
      'invoiceNumber',
    );
    expect(ids(byInvoicePage2)).toEqual(['2001']);
    expect(byInvoicePage2.totalCount).toBe(3);
  });

  it('finds a customer’s lines by its customer number', async () => {
    const found = await search.searchSalesLines(request('1300000'), 'salesRecognitionDate');
    expect(ids(found)).toEqual(['2002', '2001']);
  });

  it('counts once a line matched through two of its values, whatever the page', async () => {
    await write([
      line('7001', 'cust-a', { invoiceNumber: '97001', reference: '9700-01', salesRecognitionDate: '2026-05-01' }),
      line('7002', 'cust-b', { invoiceNumber: '97002', reference: 'AUTRE-1', salesRecognitionDate: '2026-05-02' }),
    ]);
    const found = await search.searchSalesLines(request('9700'), 'salesRecognitionDate');
    expect(ids(found)).toEqual(['7002', '7001']);
    expect(found.totalCount).toBe(2);
    const second = await search.searchSalesLines(request('9700', { pageNumber: 2, pageSize: 1 }), 'salesRecognitionDate');
    expect(ids(second)).toEqual(['7001']);
    expect(second.totalCount).toBe(2);
  });

  it('finds an order by its whole number and by every start, shorter and longer than its 8-character bucket, as its lines move and go', async () => {
    const other = { reference: 'VIS-5000' };
    await write([
      line('5001', 'cust-a', { ...other, orderNumber: '4507-7000-0011', salesRecognitionDate: '2026-05-11' }),
      line('5002', 'cust-b', { ...other, orderNumber: '450770000012', salesRecognitionDate: '2026-05-12' }),
      line('5003', 'cust-a', { ...other, orderNumber: '4507701', salesRecognitionDate: '2026-05-13' }),
      line('5004', 'cust-b', { ...other, orderNumber: '4507', salesRecognitionDate: '2026-05-14' }),
      // Found through its order and, up to 9 characters, its reference too: counted once.
      line('5005', 'cust-a', { orderNumber: '450770000011', reference: '4507-700-00', salesRecognitionDate: '2026-05-15' }),
    ]);
    const found = async (term: string, over: Partial<ListRequest> = {}, field = 'salesRecognitionDate') => {
      const r = await search.searchSalesLines(request(term, over), field);
      return { ids: ids(r), count: r.totalCount };
    };
    const want = (list: string[]) => ({ ids: list, count: list.length });
    expect(await found('4507')).toEqual(want(['5005', '5004', '5003', '5002', '5001']));
    expect(await found('45077')).toEqual(want(['5005', '5003', '5002', '5001']));
    expect(await found('4507701')).toEqual(want(['5003']));
    for (const term of ['4507700', '45077000', '450770000', '4507700000', '45077000001'])
      expect(await found(term), term).toEqual(want(['5005', '5002', '5001']));
    expect(await found('4507-7000-0011')).toEqual(want(['5005', '5001']));
    expect(await found('4507700000111')).toEqual(want([]));
    // A later page in another order, from documents read through the copies (under 8) and their homes (8 and more).
    for (const term of ['45077', '450770000'])
      expect(await found(term, { pageNumber: 2, pageSize: 2, order: { field: 'orderNumber', direction: 'asc' } }, 'orderNumber'), term).toEqual({
        ids: term === '45077' ? ['5002', '5003'] : ['5002'],
        count: term === '45077' ? 4 : 3,
      });

    await write([line('5001', 'cust-a', { ...other, orderNumber: '450770000013', salesRecognitionDate: '2026-05-11' })]);
    await writers.removeSalesLines([{ customerId: 'cust-a', id: '5005' }], NOW, { deferStats: new Map() });
    expect(await found('450770000011')).toEqual(want([]));
    expect(await found('450770000013')).toEqual(want(['5001']));
    for (const term of ['45077', '45077000', '4507700000'])
      expect(await found(term), term).toEqual(want(term === '45077' ? ['5003', '5002', '5001'] : ['5002', '5001']));
  });

  it('matches neither a description nor the middle of a number', async () => {
    for (const term of ['corticale', 'livraison', '123-456', '0012345'])
      expect((await search.searchSalesLines(request(term), 'salesRecognitionDate')).totalCount, term).toBe(0);
  });

  it('answers the same rows across partitions when the search is shorter than a bucket', async () => {
    const short = await search.searchSalesLines(request('035'), 'salesRecognitionDate');
    expect(ids(short)).toEqual(['2001', '1002', '1001']);
    expect(short.totalCount).toBe(3);
  });

  it('follows an import’s rollback, which puts back a line stored before the search keys existed', async () => {
    const former = line('3001', 'cust-a', { invoiceNumber: '93001' });
    // As the line was stored before this change: no keys, no index entries.
    await sales.items.create(former);
    const { etags } = await writers.recordKnownSalesLines([{ line: line('3001', 'cust-a', { invoiceNumber: '95555' }), storedYear: 2026 }], NOW, {
      deferStats: new Map(),
    });
    expect(ids(await search.searchSalesLines(request('95555'), 'salesRecognitionDate'))).toEqual(['3001']);
    const [undone] = await writers.undoSalesLines([{ customerId: 'cust-a', id: '3001', etag: etags!.get('cust-a/3001')!, before: former }], NOW, {
      deferStats: new Map(),
    });
    expect(undone.status).toBe(200);
    expect(ids(await search.searchSalesLines(request('93001'), 'salesRecognitionDate'))).toEqual(['3001']);
    expect(ids(await search.searchSalesLines(request('95555'), 'salesRecognitionDate'))).toEqual([]);
  });

  it('follows a line whose invoice changes and a line deleted', async () => {
    await write([line('2001', 'cust-b', { salesRecognitionDate: '2026-02-20', invoiceNumber: '97777' })]);
    expect(ids(await search.searchSalesLines(request('92001'), 'salesRecognitionDate'))).toEqual([]);
    expect(ids(await search.searchSalesLines(request('9777'), 'salesRecognitionDate'))).toEqual(['2001']);
    await writers.removeSalesLines([{ customerId: 'cust-a', id: '1001' }], NOW, { deferStats: new Map() });
    const after = await search.searchSalesLines(request('91001'), 'salesRecognitionDate');
    expect(ids(after)).toEqual(['1002']);
    expect(after.totalCount).toBe(1);
  });

  // Last: its 80 lines would be found by the shorter searches above.
  it('indexes more orders at once than one bulk call of the index holds (an import’s chunk)', async () => {
    // Each order writes its lines, its summary and the summary's copy: 80 orders are more than 100 operations.
    const orders = Array.from({ length: 80 }, (_, i) =>
      line(String(7000 + i), 'cust-b', { orderNumber: `4588${String(i).padStart(8, '0')}`, invoiceNumber: `97${i}`, salesRecognitionDate: '2026-05-20' }),
    );
    await write(orders);
    for (const term of ['4588', '45880000', '458800000079']) {
      const found = await search.searchSalesLines(request(term), 'salesRecognitionDate');
      expect(found.totalCount).toBe(term.length === 12 ? 1 : 80);
    }
  });
});
