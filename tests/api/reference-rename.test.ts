/**
 * Renaming an entry of a reference list renames it in the products that hold its former name (products
 * keep names, not ids): a franchise renamed is the franchise the products show, and only the field of that
 * list changes. The test makes its own franchise and products, renames back and deletes them at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api.js';
import { actors, expectStale, unique, type Actors } from './support/back-office.js';

let w: Actors;
const tag = unique();
const former = `zr${tag} Franchise`;
const renamed = `zr${tag} Franchise renommée`;
let franchiseId = '';
const productIds: string[] = [];

const product = (over: Record<string, unknown>) => ({
  reference: `RN-${unique().toUpperCase()}`,
  description: 'Vis de test',
  descriptionLocal: '',
  currency: 'EUR',
  gimUOM: 'EA',
  gtinCode: '03760000000017',
  primaryUOM: 'EA',
  price: 10,
  gimID: 4343,
  gimPackContent: 1,
  gimSterilityFlag: 0,
  franchiseGroup: 'Orthopaedics',
  category: 'implant',
  ...over,
});
const readProduct = (id: string) => call('GET', `products/${id}`, { token: w.admin.token });
const rename = (name: string) => call('PUT', `franchises/${franchiseId}`, { token: w.admin.token, headers: { 'If-Match': '*' }, body: { name } });

beforeAll(async () => {
  w = await actors();
  const made = await call('POST', 'franchises', { token: w.admin.token, body: { name: former } });
  expect(made.status, made.text).toBe(201);
  franchiseId = made.json.id;
  // Two products of the franchise, and one that holds the same text in another list's field only.
  for (const over of [{ franchise: former }, { franchise: former }, { franchise: 'Spine', subFranchise: former }]) {
    const p = await call('POST', 'products', { token: w.admin.token, body: product(over) });
    expect(p.status, p.text).toBe(201);
    productIds.push(p.json.id);
  }
});

afterAll(async () => {
  for (const id of productIds) await call('DELETE', `products/${id}`, { token: w.admin.token, headers: { 'If-Match': '*' } });
  if (franchiseId) await call('DELETE', `franchises/${franchiseId}`, { token: w.admin.token, headers: { 'If-Match': '*' } });
});

describe('le renommage d’une entrée de liste de référence', () => {
  it('renomme la franchise dans les produits qui la portaient, et seulement ce champ', async () => {
    const [, , other] = productIds;
    const before = await readProduct(productIds[0]!);
    const otherBefore = await readProduct(other!);

    const res = await rename(renamed);
    expect(res.status, res.text).toBe(200);
    expect(res.json.name).toBe(renamed);

    for (const id of productIds.slice(0, 2)) {
      const p = await readProduct(id);
      expect(p.json.franchise, id).toBe(renamed);
    }
    const after = await readProduct(productIds[0]!);
    expect(after.json).toMatchObject({ ...before.json, franchise: renamed, updatedAt: expect.any(String) });
    expect(after.json.updatedAt > before.json.updatedAt).toBe(true);
    // The product that held the name as its sub-franchise is another list's use: untouched.
    expect((await readProduct(other!)).json).toEqual(otherBefore.json);
  });

  it('refuse ensuite la version lue avant le renommage : un formulaire ouvert ne remet pas l’ancien nom', async () => {
    const open = await readProduct(productIds[1]!);
    const etag = open.headers.get('etag')!;
    expect((await rename(`${renamed} bis`)).status).toBe(200);
    const save = await call('PUT', `products/${productIds[1]}`, {
      token: w.admin.token,
      headers: { 'If-Match': etag },
      body: { ...product({}), reference: open.json.reference, franchise: open.json.franchise },
    });
    expectStale(save);
    expect((await readProduct(productIds[1]!)).json.franchise).toBe(`${renamed} bis`);
  });

  it('revient au nom d’origine, et la franchise reste protégée tant que des produits la portent', async () => {
    expect((await rename(former)).status).toBe(200);
    for (const id of productIds.slice(0, 2)) expect((await readProduct(id)).json.franchise).toBe(former);
    const refused = await call('DELETE', `franchises/${franchiseId}`, { token: w.admin.token, headers: { 'If-Match': '*' } });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toContain('2 produits');
  });
});
