/**
 * Price lists of a customer: create under one of its contracts, list, details, a price changed on Enter
 * (and seen by the customer's catalogue), edits with If-Match, validation, delete, audit and access.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectErrorShape } from './support/api.js';
import { actors, auditTrail, expectFieldError, expectStale, unique, type Actors } from './support/back-office.js';

let w: Actors;
let contractId: string;
const today = new Date().toISOString().slice(0, 10);
const year = Number(today.slice(0, 4));
beforeAll(async () => {
  w = await actors();
  const c = await call('GET', `contracts/customer/${w.a.id}`, { token: w.admin.token });
  contractId = c.json.id;
});

const body = (over: Record<string, unknown> = {}) => ({
  fK_Customer: w.a.id,
  fK_Contract: contractId,
  name: `Liste ${unique()} ${today} ${year}-12-31`,
  startDate: today,
  endDate: `${year}-12-31`,
  ...over,
});

describe('les listes de prix', () => {
  it('se créent pour un client, reprennent ses prix, se lisent, changent un prix que le catalogue montre aussitôt', async () => {
    const before = await call('GET', `priceList/customer/${w.a.id}`, { token: w.admin.token });
    const made = await call('POST', 'priceList', { token: w.admin.token, body: body() });
    expect(made.status, made.text).toBe(201);
    expect(made.json).toMatchObject({ fK_Customer: w.a.id, fK_Contract: contractId, startDate: today });
    const latest = before.json[0];
    if (latest) expect(made.json.lineCount).toBe(latest.lineCount);

    const mine = await call('GET', `priceList/customer/${w.a.id}`, { token: w.admin.token });
    expect(mine.json.map((p: { id: string }) => p.id)).toContain(made.json.id);
    const all = await call('GET', 'priceList', { token: w.admin.token, query: { search: made.json.name.split(' ')[1] } });
    expect(all.json.map((p: { id: string }) => p.id)).toEqual([made.json.id]);

    const catalogue = await call('GET', 'products/GetAllForCustomer', { token: w.buyer.token, query: { Customer: w.a.id, pageNumber: 1 } });
    const product = catalogue.json[0];
    const priced = await call('POST', `priceList/details/${made.json.id}`, {
      token: w.admin.token,
      headers: { 'If-Match': '*' },
      body: { productId: product.id, price: 7 },
    });
    expect(priced.status, priced.text).toBe(200);
    expect(priced.json).toMatchObject({ productId: product.id, reference: product.reference, price: 7 });
    const details = await call('GET', `priceList/${made.json.id}/details`, { token: w.admin.token });
    expect(details.json.find((l: { productId: string }) => l.productId === product.id).price).toBe(7);
    const seen = await call('GET', 'products/GetAllForCustomer', {
      token: w.buyer.token,
      query: { Customer: w.a.id, search: product.reference, pageNumber: 1 },
    });
    expect(seen.json.find((p: { id: string }) => p.id === product.id).price).toBe(7);

    const trail = await auditTrail(w.admin, 'priceList', made.json.id);
    expect(trail.map((e) => e.action)).toEqual(['update', 'create']);
    expect(trail[0].changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'price', after: 7 })]));
    expect((await call('DELETE', `priceList/${made.json.id}`, { token: w.admin.token, headers: { 'If-Match': '*' } })).status).toBe(204);
    const back = await call('GET', 'products/GetAllForCustomer', {
      token: w.buyer.token,
      query: { Customer: w.a.id, search: product.reference, pageNumber: 1 },
    });
    expect(back.json.find((p: { id: string }) => p.id === product.id).price).not.toBe(7);
  });

  it('se modifient sur la version lue (412 sinon) et refusent une saisie invalide', async () => {
    const made = await call('POST', 'priceList', { token: w.admin.token, body: body() });
    const renamed = await call('PUT', `priceList/${made.json.id}`, {
      token: w.admin.token,
      headers: { 'If-Match': made.json.etag },
      body: body({ name: 'Renommée' }),
    });
    expect(renamed.status, renamed.text).toBe(200);
    expectStale(
      await call('PUT', `priceList/${made.json.id}`, { token: w.admin.token, headers: { 'If-Match': made.json.etag }, body: body({ name: 'Perdue' }) }),
    );
    expectFieldError(await call('POST', 'priceList', { token: w.admin.token, body: body({ startDate: '2026-13-01' }) }), 'startDate');
    expectFieldError(await call('POST', 'priceList', { token: w.admin.token, body: body({ endDate: '2000-01-01' }) }), 'endDate');
    expectFieldError(await call('POST', 'priceList', { token: w.admin.token, body: body({ name: '' }) }), 'name');
    const foreign = await call('POST', 'contracts', {
      token: w.admin.token,
      body: { name: `Autre ${unique()}`, startDate: today, endDate: `${year}-12-31`, customerNumbers: [] },
    });
    expectFieldError(await call('POST', 'priceList', { token: w.admin.token, body: body({ fK_Contract: foreign.json.id }) }), 'fK_Contract');
    expectFieldError(
      await call('POST', `priceList/details/${made.json.id}`, { token: w.admin.token, headers: { 'If-Match': '*' }, body: { productId: 'x', price: -3 } }),
      'price',
    );
    expect(
      (await call('POST', `priceList/details/inconnue-${unique()}`, { token: w.admin.token, headers: { 'If-Match': '*' }, body: { productId: 'x', price: 3 } }))
        .status,
    ).toBe(404);
    await call('DELETE', `priceList/${made.json.id}`, { token: w.admin.token, headers: { 'If-Match': '*' } });
    await call('DELETE', `contracts/${foreign.json.id}`, { token: w.admin.token, headers: { 'If-Match': '*' } });
  });

  it('se lisent par le commercial pour ses clients seulement, ne s’écrivent que par l’administrateur', async () => {
    const listed = await call('GET', 'priceList', { token: w.commercial.token, query: { pageSize: 100 } });
    expect(listed.status).toBe(200);
    for (const p of listed.json) expect(w.commercialCustomers).toContain(p.fK_Customer);
    for (const [res, status] of [
      [await call('POST', 'priceList', { token: w.commercial.token, body: body() }), 403],
      [await call('GET', 'priceList', { token: w.buyer.token }), 403],
      [await call('GET', `priceList/customer/${w.a.id}`, { token: w.buyer.token }), 403],
      [await call('GET', 'priceList'), 401],
    ] as const) {
      expect(res.status).toBe(status);
      expectErrorShape(res);
    }
  });
});
