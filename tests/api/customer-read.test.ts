/**
 * Read side of the customer portal (issue 3): stats, company orders and their Excel export, at the spec's
 * paths and payloads, against the seeded demo data (Programme orders and the rest: customer-read-orders.test.ts).
 */
import * as XLSX from '@e965/xlsx';
import { companyOrdersResponseSchema, customerStatsResponseSchema } from '@portail/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectErrorShape } from './support/api.js';
import { download, YEAR, readers } from './support/customer-read.js';
import { direct } from './support/direct.js';

let token: string;
let customerId: string;
let groupToken: string;
let groupCustomerIds: string[];
let adminToken: string;

beforeAll(async () => {
  ({ token, customerId, groupToken, groupCustomerIds, adminToken } = await readers());
});

describe('GET statsContract/customer/{id}', () => {
  it('answers the materialised stats, sub-franchises, costs and customer', async () => {
    const res = await call('GET', `statsContract/customer/${customerId}`, { token });
    expect(res.status).toBe(200);
    const body = customerStatsResponseSchema.parse(res.json);
    expect(body.customer.id).toBe(customerId);
    expect(body.statsContract.year).toBe(YEAR);
    expect(body.statsContract.totalPoints).toBeGreaterThan(0);
    expect(body.statsContract.statusCurrentYear).toBeGreaterThanOrEqual(0);
    expect(body.subFranchises.names.length).toBe(body.subFranchises.totals.length);
    expect(body.deliveryCostAndBillingFees.year).toBe(YEAR);
    const s = body.statsContract;
    expect(s.totalPoints).toBeCloseTo(s.capitalPoints + s.consommablePoints + s.implantPoints + s.servicePoints + s.manualPoints, 4);
    expect(s.remainingPoints).toBeGreaterThanOrEqual(0);
  });

  it('refuses a customer the user is not linked to, and answers 404 for an unknown customer', async () => {
    const other = await call('GET', `statsContract/customer/${customerId}`, { token: groupToken });
    expect(other.status).toBe(403);
    expectErrorShape(other, 'stats autre client');
    const unknown = await call('GET', 'statsContract/customer/cust-inconnu', { token: adminToken });
    expect(unknown.status).toBe(404);
    expectErrorShape(unknown, 'stats client inconnu');
  });

  it('a customer without statistics this year: zeroed figures, statusPastYear −1, and its points all the same', async () => {
    const d = await direct();
    const id = `cust-nostats-${Date.now().toString(36)}`;
    const now = new Date().toISOString();
    await d.cosmos.container('customers').items.create({
      id,
      type: 'customer',
      number: id.slice(-9),
      name: 'Clinique sans statistiques',
      phone: '',
      email: '',
      city: 'Lyon',
      address: '',
      zipCode: '69000',
      buyingGroupId: null,
      buyingGroupName: null,
      manualStatus: {},
      status: 0,
      statusYear: YEAR,
      fK_UniqueContact: null,
      relatedCustomerIds: [],
      active: true,
      logo: null,
      createdAt: now,
      updatedAt: now,
    });
    // Points but no stats-<year>: the batch of reads stops at the missing statistics, the points are read alone.
    await d.cosmos.container('customerData').items.create({
      id: `points-${YEAR}`,
      type: 'points',
      customerId: id,
      year: YEAR,
      earned: 0,
      manual: 42,
      spent: 0,
      balance: 42,
      entries: [{ id: 'manual-essai', kind: 'manual', amount: 42, ref: 'essai', at: now }],
      createdAt: now,
      updatedAt: now,
    });
    const res = await call('GET', `statsContract/customer/${id}`, { token: adminToken });
    expect(res.status, res.text).toBe(200);
    const body = customerStatsResponseSchema.parse(res.json);
    expect(body.customer.name).toBe('Clinique sans statistiques');
    expect(body.statsContract).toMatchObject({
      statusPastYear: -1,
      capitalPoints: 0,
      totalCurrentYear: 0,
      manualPoints: 42,
      remainingPoints: 42,
      totalPoints: 42,
      updatedAt: null,
    });
  });

  it('recalculating from the sales gives the seeded figures back (one set of rules)', async () => {
    const before = customerStatsResponseSchema.parse((await call('GET', `statsContract/customer/${customerId}`, { token })).json);
    const res = await call('POST', `statsContract/recalculate/${customerId}`, { token: adminToken });
    expect(res.status, res.text).toBe(200);
    const after = customerStatsResponseSchema.parse(res.json).statsContract;
    const b = before.statsContract;
    for (const key of ['capitalPoints', 'consommablePoints', 'implantPoints', 'servicePoints', 'totalCurrentYear', 'totalPastYear'] as const) {
      expect(after[key], key).toBeCloseTo(b[key], 1);
    }
    expect(after.statusCurrentYear).toBe(b.statusCurrentYear);
    expect(after.statusPastYear).toBe(b.statusPastYear);
    expect(after.gimCustomNames).toEqual(b.gimCustomNames);
    expect(after.remainingPoints).toBeGreaterThanOrEqual(0);
    expect(after.remainingPoints).toBeCloseTo(Math.max(0, after.totalPoints - after.spentPoints), 1);
    // Only administrators recalculate.
    expect((await call('POST', `statsContract/recalculate/${customerId}`, { token })).status).toBe(403);
  });
});

describe('GET strykerCommands/by-customer/{customerId}', () => {
  it('groups the customer’s sales lines by order and invoice, with comma-decimal totals', async () => {
    const res = await call('GET', `strykerCommands/by-customer/${customerId}`, { token, query: { year: YEAR } });
    expect(res.status).toBe(200);
    const orders = companyOrdersResponseSchema.parse(res.json);
    expect(orders.length).toBeGreaterThan(0);
    for (const o of orders) {
      expect(o.date.startsWith(String(YEAR))).toBe(true);
      expect(o.total).toMatch(/^-?\d+,\d{2}$/);
      const sum = o.orders.flatMap((i) => i.products).reduce((a, p) => a + p.salesAmount, 0);
      expect(Number(o.total.replace(',', '.'))).toBeCloseTo(sum, 1);
    }
    const dates = orders.map((o) => o.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('shows only the customer’s own orders (its partition)', async () => {
    const mine = companyOrdersResponseSchema.parse((await call('GET', `strykerCommands/by-customer/${customerId}`, { token, query: { year: YEAR } })).json);
    const theirs = companyOrdersResponseSchema.parse(
      (await call('GET', `strykerCommands/by-customer/${groupCustomerIds[0]}`, { token: groupToken, query: { year: YEAR } })).json,
    );
    const mineNumbers = new Set(mine.map((o) => o.orderNumber));
    expect(theirs.some((o) => mineNumbers.has(o.orderNumber))).toBe(false);
  });

  it('filters by search text (at least 2 characters) and validates the year', async () => {
    const all = companyOrdersResponseSchema.parse((await call('GET', `strykerCommands/by-customer/${customerId}`, { token, query: { year: YEAR } })).json);
    const target = all[0].orders[0].invoiceNumber;
    const found = companyOrdersResponseSchema.parse(
      (await call('GET', `strykerCommands/by-customer/${customerId}`, { token, query: { year: YEAR, search: target } })).json,
    );
    expect(found.map((o) => o.orderNumber)).toEqual([all[0].orderNumber]);
    for (const [query, field] of [
      [{ search: 'a' }, 'search'],
      [{ year: 2022 }, 'year'],
      [{ year: YEAR + 1 }, 'year'],
      [{ year: 'abc' }, 'year'],
      [{ page: 2 }, 'page'],
    ] as const) {
      const res = await call('GET', `strykerCommands/by-customer/${customerId}`, { token, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expectErrorShape(res, JSON.stringify(query));
      expect(res.json.error.field).toBe(field);
    }
    expect((await call('GET', `strykerCommands/by-customer/${customerId}`, { token: groupToken })).status).toBe(403);
  });
});

describe('GET Export/{type}/{customerId}[/query]', () => {
  it('answers a real .xlsx attachment of the filtered orders, French headers, dates and amounts', async () => {
    const orders = companyOrdersResponseSchema.parse((await call('GET', `strykerCommands/by-customer/${customerId}`, { token, query: { year: YEAR } })).json);
    const res = await download(`Export/strykercommands/${customerId}/query`, token, { year: YEAR });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".*\.xlsx"/);
    const book = XLSX.read(res.bytes, { cellDates: true, cellNF: true });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: true });
    expect(rows[2]).toEqual(['Date', 'N° de commande', 'Total commande (€ HT)', 'N° de facture', 'Référence', 'Désignation', 'Quantité', 'Montant (€ HT)']);
    const productCount = orders.reduce((a, o) => a + o.orders.reduce((b, i) => b + i.products.length, 0), 0);
    expect(rows.length - 3).toBe(productCount);
    expect(rows[3][0]).toBeInstanceOf(Date);
    expect(typeof rows[3][7]).toBe('number');
  });

  it('applies the search filter and accepts the path without query', async () => {
    const orders = companyOrdersResponseSchema.parse((await call('GET', `strykerCommands/by-customer/${customerId}`, { token, query: { year: YEAR } })).json);
    const filtered = await download(`Export/strykercommands/${customerId}/query`, token, { year: YEAR, search: orders[0].orderNumber });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(filtered.bytes).Sheets.Commandes, { header: 1 });
    expect(new Set(rows.slice(3).map((r) => r[1]))).toEqual(new Set([orders[0].orderNumber]));
    const plain = await download(`Export/strykercommands/${customerId}`, token);
    expect(plain.status).toBe(200);
    expect(plain.bytes.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses other types with 400 "Action non autorisée." and other customers with 403', async () => {
    const res = await call('GET', `Export/customers/${customerId}`, { token });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('Action non autorisée.');
    expect((await call('GET', `Export/strykercommands/${customerId}`, { token: groupToken })).status).toBe(403);
  });
});
