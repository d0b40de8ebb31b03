/**
 * Read side of the customer portal (issue 3), continued from customer-read.test.ts: Programme orders with
 * details and invoice, contract files, catalogue, addresses and the contact e-mail.
 */
import { CONTACT_NAME_MAX, addressesSchema, catalogueProductSchema, contractFilesSchema, orderDetailsSchema, programmeOrdersPageSchema } from '@portail/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectErrorShape, session } from './support/api.js';
import { download, paginationOf, waitForCopyTo, readers } from './support/customer-read.js';
import { DEMO } from './support/env.js';
import { allMessages } from './support/mail.js';

let token: string;
let customerId: string;
let groupToken: string;

beforeAll(async () => {
  ({ token, customerId, groupToken } = await readers());
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
    if (Array.isArray(implants.json))
      expect(implants.json.every((p: { category: string; stage: string }) => p.category === 'implant' && p.stage === 'per-op')).toBe(true);
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
    for (const query of [
      { Customer: customerId, category: 'jouets' },
      { Customer: customerId, orderBy: 'secret' },
      { Customer: customerId, search: 'x' },
      {},
    ]) {
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
      [{ ...valid, nom: 'A'.repeat(CONTACT_NAME_MAX + 1) }, 'nom'],
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
