/**
 * Read side of the customer portal (issue 3): stats, company orders and their Excel export, Programme
 * orders with details and invoice, contract files, catalogue, addresses and the contact e-mail, at the
 * spec's paths and payloads, against the seeded demo data.
 */
import * as XLSX from '@e965/xlsx';
import {
  addressesSchema,
  companyOrdersResponseSchema,
  contractFilesSchema,
  customerStatsResponseSchema,
  orderDetailsSchema,
  paginationSchema,
  programmeOrdersPageSchema,
  catalogueProductSchema,
} from '@portail/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectErrorShape, session, type ApiResponse } from './support/api.js';
import { direct } from './support/direct.js';
import { DEMO } from './support/env.js';
import { allMessages, type SinkMessage } from './support/mail.js';

const YEAR = new Date().getUTCFullYear();

let token: string;
let customerId: string;
let groupToken: string;
let groupCustomerIds: string[];
let adminToken: string;

async function customersOf(t: string): Promise<string[]> {
  const res = await call('GET', 'users/user-infos-with-customers', { token: t });
  expect(res.status).toBe(200);
  return res.json.customers.map((c: { id: string }) => c.id);
}

async function download(path: string, t: string, query?: Record<string, string | number>): Promise<{ status: number; headers: Headers; bytes: Buffer; text: string }> {
  const url = new URL(`${process.env.API_URL ?? 'http://127.0.0.1:7091'}/api/${path}`);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, String(v));
  const res = await fetch(url, { headers: { Authorization: `Bearer ${t}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, text: bytes.toString('utf8') };
}

/** The first message after the `known` ones with the address in copy (the sink filters on "to" only). */
async function waitForCopyTo(address: string, known: number): Promise<SinkMessage> {
  for (const until = Date.now() + 10_000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
    const found = (await allMessages()).slice(known).find((m) => m.cc.includes(address));
    if (found) return found;
  }
  throw new Error(`Aucun message en copie à ${address}`);
}

const paginationOf = (res: ApiResponse) => paginationSchema.parse(JSON.parse(res.headers.get('x-pagination') ?? 'null'));

beforeAll(async () => {
  token = (await session(DEMO.customer)).token;
  [customerId] = await customersOf(token);
  groupToken = (await session(DEMO.group)).token;
  groupCustomerIds = await customersOf(groupToken);
  adminToken = (await session(DEMO.admin)).token;
  expect(groupCustomerIds).not.toContain(customerId);
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
      id, type: 'customer', number: id.slice(-9), name: 'Clinique sans statistiques', phone: '', email: '', city: 'Lyon', address: '', zipCode: '69000',
      buyingGroupId: null, buyingGroupName: null, manualStatus: {}, status: 0, statusYear: YEAR, fK_UniqueContact: null, relatedCustomerIds: [], active: true, logo: null,
      createdAt: now, updatedAt: now,
    });
    // Points but no stats-<year>: the batch of reads stops at the missing statistics, the points are read alone.
    await d.cosmos.container('customerData').items.create({
      id: `points-${YEAR}`, type: 'points', customerId: id, year: YEAR, earned: 0, manual: 42, spent: 0, balance: 42,
      entries: [{ id: 'manual-essai', kind: 'manual', amount: 42, ref: 'essai', at: now }], createdAt: now, updatedAt: now,
    });
    const res = await call('GET', `statsContract/customer/${id}`, { token: adminToken });
    expect(res.status, res.text).toBe(200);
    const body = customerStatsResponseSchema.parse(res.json);
    expect(body.customer.name).toBe('Clinique sans statistiques');
    expect(body.statsContract).toMatchObject({ statusPastYear: -1, capitalPoints: 0, totalCurrentYear: 0, manualPoints: 42, remainingPoints: 42, totalPoints: 42, updatedAt: null });
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

describe('Programme orders', () => {
  let orderIds: string[] = [];

  it('GET orderOneStryker/customer/{customer}/query pages by 10 with X-Pagination', async () => {
    const first = await call('GET', `orderOneStryker/customer/${customerId}/query`, { token, query: { pageNumber: 1 } });
    expect(first.status).toBe(200);
    const page1 = programmeOrdersPageSchema.parse(first.json);
    const pagination = paginationOf(first);
    expect(pagination).toMatchObject({ CurrentPage: 1, PageSize: 10, HasPrevious: false });
    expect(pagination.TotalCount).toBeGreaterThan(0);
    expect(page1.length).toBe(Math.min(10, pagination.TotalCount));
    expect(first.headers.get('access-control-expose-headers')).toMatch(/X-Pagination/i);
    const dates = page1.map((o) => o.orderDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    orderIds = page1.map((o) => o.id);
    if (pagination.TotalPages > 1) {
      const second = await call('GET', `orderOneStryker/customer/${customerId}/query`, { token, query: { pageNumber: 2 } });
      const page2 = programmeOrdersPageSchema.parse(second.json);
      expect(paginationOf(second)).toMatchObject({ CurrentPage: 2, HasPrevious: true });
      expect(page2.some((o) => orderIds.includes(o.id))).toBe(false);
    }
  });

  it('sorts by "field direction", searches, and refuses unknown sort fields', async () => {
    const res = await call('GET', `orderOneStryker/customer/${customerId}/query`, { token, query: { orderBy: 'totalAmount asc' } });
    const amounts = programmeOrdersPageSchema.parse(res.json).map((o) => o.totalAmount);
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
    const anOrder = programmeOrdersPageSchema.parse((await call('GET', `orderOneStryker/customer/${customerId}/query`, { token })).json)[0];
    const searched = await call('GET', `orderOneStryker/customer/${customerId}/query`, { token, query: { search: anOrder.orderNumber } });
    expect(programmeOrdersPageSchema.parse(searched.json).map((o) => o.id)).toEqual([anOrder.id]);
    expect(paginationOf(searched).TotalCount).toBe(1);
    const bad = await call('GET', `orderOneStryker/customer/${customerId}/query`, { token, query: { orderBy: 'secret desc' } });
    expect(bad.status).toBe(400);
    expectErrorShape(bad, 'orderBy');
    expect((await call('GET', `orderOneStryker/customer/${customerId}/query`, { token, query: { pageNumber: 0 } })).status).toBe(400);
    expect((await call('GET', `orderOneStryker/customer/${customerId}/query`, { token: groupToken })).status).toBe(403);
  });

  it('GET orderOneStryker/{id}/details answers the lines; 404 for another customer’s order', async () => {
    const res = await call('GET', `orderOneStryker/${orderIds[0]}/details`, { token });
    expect(res.status).toBe(200);
    const lines = orderDetailsSchema.parse(res.json);
    expect(lines.length).toBeGreaterThan(0);
    const other = await call('GET', `orderOneStryker/${orderIds[0]}/details`, { token: groupToken });
    expect(other.status).toBe(404);
    expectErrorShape(other, 'détails autre client');
    expect((await call('GET', 'orderOneStryker/order-inconnue/details', { token })).status).toBe(404);
  });

  it('GET orderOneStryker/download/{id} answers the invoice PDF, made once then read from storage', async () => {
    const first = await download(`orderOneStryker/download/${orderIds[0]}`, token);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('content-disposition')).toMatch(/^attachment; filename="facture-.*\.pdf"/);
    expect(first.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const second = await download(`orderOneStryker/download/${orderIds[0]}`, token);
    expect(second.status).toBe(200);
    expect(Buffer.compare(first.bytes, second.bytes)).toBe(0);
    const other = await download(`orderOneStryker/download/${orderIds[0]}`, groupToken);
    expect(other.status).toBe(404);
  });
});

describe('Contract files', () => {
  it('GET files/customer/{id} lists the files and GET files/{id} streams one', async () => {
    const res = await call('GET', `files/customer/${customerId}`, { token });
    expect(res.status).toBe(200);
    const files = contractFilesSchema.parse(res.json);
    expect(files.length).toBeGreaterThan(0);
    const got = await download(`files/${files[0].id}`, token);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(got.bytes.length).toBe(files[0].fileSize);
    expect((await download(`files/${files[0].id}`, groupToken)).status).toBe(404);
    expect((await call('GET', 'files/fichier-inconnu', { token })).status).toBe(404);
    expect((await call('GET', `files/customer/${customerId}`, { token: groupToken })).status).toBe(403);
  });
});

describe('GET products/GetAllForCustomer', () => {
  it('pages the customer’s catalogue with X-Pagination, filters and sorts', async () => {
    const res = await call('GET', 'products/GetAllForCustomer', { token, query: { Customer: customerId, pageNumber: 1, orderBy: 'price desc' } });
    expect(res.status).toBe(200);
    const products = res.json.map((p: unknown) => catalogueProductSchema.parse(p));
    const pagination = paginationOf(res);
    expect(products.length).toBe(Math.min(pagination.PageSize, pagination.TotalCount));
    expect(products.every((p: { active: boolean }) => p.active)).toBe(true);
    const prices = products.map((p: { price: number }) => p.price);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    expect(products[0]).not.toHaveProperty('currentCost');

    const implants = await call('GET', 'products/GetAllForCustomer', { token, query: { Customer: customerId, category: 'implant', stage: 'per-op' } });
    if (Array.isArray(implants.json)) expect(implants.json.every((p: { category: string; stage: string }) => p.category === 'implant' && p.stage === 'per-op')).toBe(true);
    expect(paginationOf(implants).TotalCount).toBeLessThan(pagination.TotalCount);
  });

  it('GET products/{id}/image answers 404 with a French message for a product without image', async () => {
    const res = await call('GET', 'products/GetAllForCustomer', { token, query: { Customer: customerId } });
    const withoutImage = res.json.find((p: { image: string | null }) => p.image === null);
    if (!withoutImage) return;
    const image = await call('GET', `products/${withoutImage.id}/image`, { token });
    expect(image.status).toBe(404);
    expectErrorShape(image, 'image');
  });

  it('answers the text "No products found" when nothing matches', async () => {
    const res = await call('GET', 'products/GetAllForCustomer', { token, query: { Customer: customerId, search: 'zzzz-introuvable' } });
    expect(res.status).toBe(200);
    expect(res.text).toBe('No products found');
  });

  it('validates the query and the customer', async () => {
    for (const query of [{ Customer: customerId, category: 'jouets' }, { Customer: customerId, orderBy: 'secret' }, { Customer: customerId, search: 'x' }, {}]) {
      const res = await call('GET', 'products/GetAllForCustomer', { token, query });
      expect([400, 403], JSON.stringify(query)).toContain(res.status);
      expectErrorShape(res, JSON.stringify(query));
    }
    expect((await call('GET', 'products/GetAllForCustomer', { token: groupToken, query: { Customer: customerId } })).status).toBe(403);
  });
});

describe('GET address/customer/{id}', () => {
  it('answers the customer’s billing and delivery addresses', async () => {
    const res = await call('GET', `address/customer/${customerId}`, { token });
    expect(res.status).toBe(200);
    const addresses = addressesSchema.parse(res.json);
    expect(addresses.some((a) => a.addressType === 0)).toBe(true);
    expect(addresses.every((a) => a.fK_Customer === customerId)).toBe(true);
    expect((await call('GET', `address/customer/${customerId}`, { token: groupToken })).status).toBe(403);
  });
});

describe('POST email', () => {
  it('sends the message to the sales address with a copy to the user', async () => {
    const me = await session(DEMO.customer);
    const known = (await allMessages()).length;
    const res = await call('POST', 'email', {
      token,
      body: { nom: 'Durand', prenom: 'Claire', select: 'Technique', customer: customerId, message: 'Bonjour,\nla facture <b>n° 12</b> est illisible.' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ message: 'Email envoyé avec succès' });
    const mail = await waitForCopyTo(me.user.email, known);
    expect(mail.cc).toContain(me.user.email);
    expect(mail.to.length).toBe(1);
    expect(mail.to).not.toContain(me.user.email);
    expect(mail.subject).toContain('Technique');
    expect(mail.text).toContain('illisible');
    expect(mail.html).not.toContain('<b>n° 12</b>');
  });

  it('validates the form with French messages naming the field, and the customer link', async () => {
    const valid = { nom: 'Durand', prenom: 'Claire', select: 'Autre', customer: customerId, message: 'Bonjour' };
    for (const [body, field] of [
      [{ ...valid, nom: 'Abcdefghijk' }, 'nom'],
      [{ ...valid, prenom: '' }, 'prenom'],
      [{ ...valid, select: 'Juridique' }, 'select'],
      [{ ...valid, message: '   ' }, 'message'],
      [{ ...valid, extra: 1 }, 'extra'],
    ] as const) {
      const res = await call('POST', 'email', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectErrorShape(res, field);
      expect(res.json.error.field).toBe(field);
    }
    expect((await call('POST', 'email', { token: groupToken, body: valid })).status).toBe(403);
  });
});
