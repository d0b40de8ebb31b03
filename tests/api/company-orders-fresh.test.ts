/**
 * Company orders and their export are kept per instance between reads (services/company-orders.ts): a
 * write of sales lines must show at the next read, in the list and in the workbook.
 */
import * as XLSX from '@e965/xlsx';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDoc } from '../../functions/src/model/customers.js';
import type { SalesLineDoc } from '../../functions/src/model/sales.js';
import { call, session } from './support/api.js';
import { direct } from './support/direct.js';
import { API_URL, DEMO } from './support/env.js';
import { salesLineDoc } from './support/sales-line.js';

const NOW = new Date();
const YEAR = NOW.getUTCFullYear();
const customerId = `cust-cmd-${randomUUID().slice(0, 8)}`;
let admin: string;
let sales: typeof import('../../functions/src/services/sales-lines.js');

const line = (id: string, orderNumber: string, description: string): SalesLineDoc =>
  salesLineDoc(id, customerId, {
    customerSoldTo: { number: '990000888', name: 'Clinique Fraîche' },
    reference: `REF-${id}`,
    description,
    salesAmount: 120,
    invoiceQuantity: 2,
    salesRecognitionDate: `${YEAR}-03-0${(id.length % 9) + 1}`,
    orderNumber,
  });

const orderNumbers = async (query: Record<string, string> = {}) => {
  const res = await call('GET', `strykerCommands/by-customer/${customerId}`, { token: admin, query });
  expect(res.status, res.text).toBe(200);
  return res.json.map((o: { orderNumber: string }) => o.orderNumber).sort();
};

async function exportedOrderNumbers(): Promise<string[]> {
  const res = await fetch(`${API_URL}/api/Export/strykercommands/${customerId}`, { headers: { Authorization: `Bearer ${admin}` } });
  expect(res.status).toBe(200);
  const sheet = XLSX.read(new Uint8Array(await res.arrayBuffer()), { type: 'array' }).Sheets.Commandes!;
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 }).slice(3);
  return [...new Set(rows.map((r) => String(r[1])))].sort();
}

beforeAll(async () => {
  const { cosmos } = await direct();
  sales = await import('../../functions/src/services/sales-lines.js');
  admin = (await session(DEMO.admin)).token;
  const doc: CustomerDoc = {
    id: customerId,
    type: 'customer',
    number: '990000888',
    name: 'Clinique Fraîche',
    phone: '',
    email: '',
    city: 'Lille',
    address: '',
    zipCode: '59000',
    buyingGroupId: null,
    buyingGroupName: null,
    manualStatus: {},
    status: 0,
    statusYear: YEAR,
    fK_UniqueContact: null,
    relatedCustomerIds: [],
    active: true,
    logo: null,
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
    searchText: 'clinique fraiche',
  };
  await cosmos.container('customers').items.create(doc);
});

describe('commandes de l’entreprise gardées entre deux lectures', () => {
  it('montrent tout de suite une ligne écrite, modifiée ou supprimée, dans la liste comme dans l’export', async () => {
    await sales.recordSalesLines([line('a1', 'CMD-1', 'Vis corticale')], NOW);
    expect(await orderNumbers()).toEqual(['CMD-1']);
    expect(await exportedOrderNumbers()).toEqual(['CMD-1']);
    // Read twice: the second answer comes from what the instance kept, and must be the same.
    expect(await orderNumbers()).toEqual(['CMD-1']);

    await sales.recordSalesLines([line('b1', 'CMD-2', 'Plaque verrouillée')], NOW);
    expect(await orderNumbers()).toEqual(['CMD-1', 'CMD-2']);
    expect(await exportedOrderNumbers()).toEqual(['CMD-1', 'CMD-2']);
    // The search matches numbers and references (not descriptions), whatever their case and separators.
    expect(await orderNumbers({ search: 'ref b1' })).toEqual(['CMD-2']);

    // The same line moved to another order: an update, seen at once.
    await sales.recordSalesLines([line('a1', 'CMD-3', 'Vis corticale')], NOW);
    expect(await orderNumbers()).toEqual(['CMD-2', 'CMD-3']);

    await sales.removeSalesLines([{ customerId, id: 'b1' }], NOW);
    expect(await orderNumbers()).toEqual(['CMD-3']);
    expect(await exportedOrderNumbers()).toEqual(['CMD-3']);
  });

  it('sont compressées pour qui les accepte, et identiques une fois décompressées', async () => {
    const url = `${API_URL}/api/strykerCommands/by-customer/${customerId}`;
    const plain = await fetch(url, { headers: { Authorization: `Bearer ${admin}`, 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const zipped = await fetch(url, { headers: { Authorization: `Bearer ${admin}`, 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    // fetch decompresses: the same orders either way.
    expect(await zipped.json()).toEqual(await plain.json());
  });
});
