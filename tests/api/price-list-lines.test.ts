/**
 * A price list's products from the back office's price-lists area (issue 30): a product taken out of a list,
 * a percentage applied to the whole list; each on the version read (If-Match), audited, admin only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectErrorShape } from './support/api.js';
import { actors, auditTrail, expectFieldError, expectStale, unique, type Actors } from './support/back-office.js';

let w: Actors;
let listId: string;
const today = new Date().toISOString().slice(0, 10);
const year = Number(today.slice(0, 4));

interface Line {
  productId: string;
  reference: string;
  price: number;
}

const details = async () => {
  const res = await call('GET', `priceList/${listId}/details`, { token: w.admin.token });
  expect(res.status, res.text).toBe(200);
  return { lines: res.json as Line[], etag: res.headers.get('etag')! };
};

beforeAll(async () => {
  w = await actors();
  const contract = await call('GET', `contracts/customer/${w.a.id}`, { token: w.admin.token });
  const made = await call('POST', 'priceList', {
    token: w.admin.token,
    body: { fK_Customer: w.a.id, fK_Contract: contract.json.id, name: `Lignes ${unique()} ${today} ${year}-12-31`, startDate: today, endDate: `${year}-12-31` },
  });
  expect(made.status, made.text).toBe(201);
  listId = made.json.id;
  // Two products of known prices, whatever the list inherited.
  const catalogue = await call('GET', 'products/GetAllForCustomer', { token: w.buyer.token, query: { Customer: w.a.id, pageNumber: 1 } });
  let { etag } = await details();
  for (const [i, product] of catalogue.json.slice(0, 2).entries()) {
    const priced = await call('POST', `priceList/details/${listId}`, {
      token: w.admin.token,
      headers: { 'If-Match': etag },
      body: { productId: product.id, price: 1000 + i * 335 },
    });
    expect(priced.status, priced.text).toBe(200);
    etag = priced.headers.get('etag')!;
  }
});

describe('les produits d’une liste de prix', () => {
  it('prennent un pourcentage tous ensemble, arrondi au point, sur la version lue', async () => {
    const before = await details();
    const applied = await call('POST', `priceList/${listId}/percentage`, {
      token: w.admin.token,
      headers: { 'If-Match': before.etag },
      body: { percent: '10' },
    });
    expect(applied.status, applied.text).toBe(200);
    const byId = new Map(before.lines.map((l) => [l.productId, l.price]));
    for (const line of applied.json as Line[]) expect(line.price).toBe(Math.round(byId.get(line.productId)! * 1.1));
    const after = await details();
    expect(after.lines).toEqual(applied.json);
    expect(after.etag).toBe(applied.headers.get('etag'));

    // The same version again: someone changed the list since, nothing is written.
    expectStale(await call('POST', `priceList/${listId}/percentage`, { token: w.admin.token, headers: { 'If-Match': before.etag }, body: { percent: 50 } }));
    expect((await details()).lines).toEqual(after.lines);
    expectFieldError(
      await call('POST', `priceList/${listId}/percentage`, { token: w.admin.token, headers: { 'If-Match': after.etag }, body: { percent: -150 } }),
      'percent',
    );

    const trail = await auditTrail(w.admin, 'priceList', listId);
    expect(trail[0].changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'percent', after: 10 })]));
  });

  it('se retirent un par un, sur la version lue, et un produit absent répond 404', async () => {
    const before = await details();
    const [gone, ...kept] = before.lines;
    const removed = await call('DELETE', `priceList/details/${listId}/${gone.productId}`, { token: w.admin.token, headers: { 'If-Match': before.etag } });
    expect(removed.status, removed.text).toBe(200);
    expect((removed.json as Line[]).map((l) => l.productId)).toEqual(kept.map((l) => l.productId));
    expect((await details()).lines.map((l) => l.productId)).not.toContain(gone.productId);

    expectStale(await call('DELETE', `priceList/details/${listId}/${kept[0].productId}`, { token: w.admin.token, headers: { 'If-Match': before.etag } }));
    const again = await call('DELETE', `priceList/details/${listId}/${gone.productId}`, {
      token: w.admin.token,
      headers: { 'If-Match': removed.headers.get('etag')! },
    });
    expect(again.status).toBe(404);
    expectErrorShape(again);
    const trail = await auditTrail(w.admin, 'priceList', listId);
    expect(trail[0].changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'reference', before: gone.reference })]));
  });

  it('ne changent que par l’administrateur', async () => {
    const { lines, etag } = await details();
    for (const res of [
      await call('POST', `priceList/${listId}/percentage`, { token: w.commercial.token, headers: { 'If-Match': etag }, body: { percent: 5 } }),
      await call('DELETE', `priceList/details/${listId}/${lines[0].productId}`, { token: w.commercial.token, headers: { 'If-Match': etag } }),
    ]) {
      expect(res.status).toBe(403);
      expectErrorShape(res);
    }
    expect((await details()).lines).toEqual(lines);
  });
});
