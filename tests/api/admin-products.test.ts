/**
 * Products of the back office: list, create, read, update, delete with the spec's validation, the version
 * check of edits (If-Match → 412), the refusal to delete a product still used, the audit trail, the
 * recalculation of the custom columns, and who may do what.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectErrorShape } from './support/api.js';
import { actors, auditTrail, expectFieldError, expectStale, unique, type Actors } from './support/back-office.js';
import { direct } from './support/direct.js';

let w: Actors;
beforeAll(async () => {
  w = await actors();
});

const product = (over: Record<string, unknown> = {}) => ({
  reference: `T-${unique().toUpperCase()}`,
  description: 'Vis de test',
  descriptionLocal: 'Vis de test stérile',
  currency: 'EUR',
  gimUOM: 'EA',
  gtinCode: '03760000000017',
  primaryUOM: 'EA',
  price: 120,
  gimID: 4242,
  gimPackContent: 1,
  gimSterilityFlag: 1,
  franchise: 'Trauma',
  franchiseGroup: 'Orthopaedics',
  category: 'implant',
  ...over,
});
const create = (body: Record<string, unknown>, token = w.admin.token) => call('POST', 'products', { token, body });

describe('les produits du back-office', () => {
  it('se créent, se relisent avec leur version, se cherchent, se modifient et se suppriment', async () => {
    const made = await create(product());
    expect(made.status, made.text).toBe(201);
    expect(made.headers.get('etag')).toBeTruthy();
    expect(made.json).toMatchObject({ price: 120, gimID: 4242, active: true, gimCustom: 'Implants', sapgCustom: 'Chirurgie' });
    const { id, reference } = made.json;

    const found = await call('GET', 'products', { token: w.admin.token, query: { search: reference.toLowerCase() } });
    expect(found.json.map((p: { id: string }) => p.id)).toEqual([id]);
    // A row carries the list's columns and the active flag only; the form reads the whole product.
    expect(found.json[0]).toEqual({
      id,
      reference,
      gimID: 4242,
      description: 'Vis de test',
      price: 120,
      quantity: made.json.quantity,
      lppr: made.json.lppr,
      currentCost: made.json.currentCost,
      active: true,
    });

    const read = await call('GET', `products/${id}`, { token: w.admin.token });
    expect(read.json).toMatchObject({ descriptionLocal: 'Vis de test stérile', franchise: 'Trauma', gtinCode: '03760000000017', category: 'implant' });
    const etag = read.headers.get('etag')!;
    const updated = await call('PUT', `products/${id}`, {
      token: w.admin.token,
      headers: { 'If-Match': etag },
      body: { ...product({ reference }), id, price: 0, active: false },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.json).toMatchObject({ price: 0, active: false });

    // The version read before that save is no longer the stored one: refused, nothing written.
    const stale = await call('PUT', `products/${id}`, { token: w.admin.token, headers: { 'If-Match': etag }, body: product({ reference, price: 999 }) });
    expectStale(stale);
    expect((await call('GET', `products/${id}`, { token: w.admin.token })).json.price).toBe(0);

    expect((await call('DELETE', `products/${id}`, { token: w.admin.token, headers: { 'If-Match': '*' } })).status).toBe(204);
    expect((await call('GET', `products/${id}`, { token: w.admin.token })).status).toBe(404);

    const trail = await auditTrail(w.admin, 'products', id);
    expect(trail.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(trail.every((e) => e.by === w.admin.user.id)).toBe(true);
    expect(trail[1].changes).toEqual(
      expect.arrayContaining([
        { field: 'price', before: 120, after: 0 },
        { field: 'active', before: true, after: false },
      ]),
    );
  });

  it('refusent une saisie invalide en français, en nommant le champ, sans rien écrire', async () => {
    const reference = `T-${unique().toUpperCase()}`;
    const cases: [Record<string, unknown>, string][] = [
      [{ reference: '  ' }, 'reference'],
      [{ description: '' }, 'description'],
      [{ gtinCode: undefined }, 'gtinCode'],
      [{ price: -1 }, 'price'],
      [{ price: 'douze' }, 'price'],
      [{ gimID: 0 }, 'gimID'],
      [{ gimID: 1.5 }, 'gimID'],
      [{ gimPackContent: -2 }, 'gimPackContent'],
      [{ gimSterilityFlag: 2 }, 'gimSterilityFlag'],
      [{ category: 'bijoux' }, 'category'],
      [{ inconnu: 1 }, 'inconnu'],
    ];
    for (const [over, field] of cases) expectFieldError(await create(product({ reference, ...over })), field, JSON.stringify(over));
    const none = await call('GET', 'products', { token: w.admin.token, query: { search: reference.toLowerCase() } });
    expect(none.json).toEqual([]);
    // 0 is a valid price and pack content; numbers typed in a form (« 12,5 ») are read as numbers.
    const ok = await create(product({ reference, price: '12,5', gimPackContent: 0 }));
    expect(ok.status, ok.text).toBe(201);
    expect(ok.json).toMatchObject({ price: 12.5, gimPackContent: 0 });
  });

  it('refusent de supprimer un produit encore dans une liste de prix, en disant combien, et le gardent', async () => {
    const made = await create(product());
    const contract = await call('GET', `contracts/customer/${w.a.id}`, { token: w.admin.token });
    expect(contract.status, contract.text).toBe(200);
    const list = await call('POST', 'priceList', {
      token: w.admin.token,
      body: {
        fK_Customer: w.a.id,
        fK_Contract: contract.json.id,
        name: `Essai ${unique()} 2030-01-01 2030-12-31`,
        startDate: '2030-01-01',
        endDate: '2030-12-31',
      },
    });
    expect(list.status, list.text).toBe(201);
    expect(
      (
        await call('POST', `priceList/details/${list.json.id}`, {
          token: w.admin.token,
          headers: { 'If-Match': '*' },
          body: { productId: made.json.id, price: 80 },
        })
      ).status,
    ).toBe(200);

    const refused = await call('DELETE', `products/${made.json.id}`, { token: w.admin.token, headers: { 'If-Match': '*' } });
    expect(refused.status).toBe(409);
    expectErrorShape(refused);
    expect(refused.json.error.message).toBe(`Suppression impossible : « ${made.json.reference} » est encore utilisé par 1 liste de prix.`);
    expect((await call('GET', `products/${made.json.id}`, { token: w.admin.token })).status).toBe(200);
    await call('DELETE', `priceList/${list.json.id}`, { token: w.admin.token, headers: { 'If-Match': '*' } });
    expect((await call('DELETE', `products/${made.json.id}`, { token: w.admin.token, headers: { 'If-Match': '*' } })).status).toBe(204);
  });

  it('montrent au client un prix modifié dès l’enregistrement (catalogue)', async () => {
    const made = await create(product({ price: 300 }));
    const seen = async () =>
      (await call('GET', 'products/GetAllForCustomer', { token: w.buyer.token, query: { Customer: w.a.id, search: made.json.reference, pageNumber: 1 } })).json;
    expect((await seen())[0]).toMatchObject({ id: made.json.id, price: 300 });
    await call('PUT', `products/${made.json.id}`, {
      token: w.admin.token,
      headers: { 'If-Match': '*' },
      body: product({ reference: made.json.reference, price: 310 }),
    });
    expect((await seen())[0]).toMatchObject({ id: made.json.id, price: 310 });
  });

  it('recalculent leurs colonnes personnalisées et l’annoncent par un texte', async () => {
    const made = await create(product({ category: 'consommable', franchise: 'Medical', franchiseGroup: 'MedSurg' }));
    const { cosmos } = await direct();
    await cosmos
      .container('products')
      .item(made.json.id, made.json.id)
      .patch([{ op: 'set', path: '/gimCustom', value: 'Faux' }]);
    const res = await call('POST', 'products/recalculate-custom-columns', { token: w.admin.token });
    expect(res.status, res.text).toBe(200);
    expect(typeof res.json).toBe('string');
    expect(res.json).toMatch(/^Colonnes personnalisées recalculées : [1-9]\d* produit\(s\) modifié\(s\) sur \d+\.$/);
    expect((await call('GET', `products/${made.json.id}`, { token: w.admin.token })).json).toMatchObject({
      gimCustom: 'Consommables',
      sapgCustom: 'Hospitalisation',
    });
    const trail = await auditTrail(w.admin, 'products', made.json.id);
    expect(trail[0].changes).toEqual(expect.arrayContaining([{ field: 'gimCustom', before: 'Faux', after: 'Consommables' }]));
  });

  it('se lisent par le commercial mais ne s’écrivent que par l’administrateur ; refusés aux clients et sans jeton', async () => {
    expect((await call('GET', 'products', { token: w.commercial.token })).status).toBe(200);
    for (const [res, status] of [
      [await create(product(), w.commercial.token), 403],
      [await call('POST', 'products/recalculate-custom-columns', { token: w.commercial.token }), 403],
      [await call('GET', 'products', { token: w.buyer.token }), 403],
      [await create(product(), w.buyer.token), 403],
      [await call('GET', 'products'), 401],
      [await call('POST', 'products/recalculate-custom-columns'), 401],
    ] as const) {
      expect(res.status).toBe(status);
      expectErrorShape(res);
    }
  });
});
