/**
 * Contracts of the back office: create, list, edit with If-Match, exclusions, the customer's contract,
 * validation, the refusal to delete a contract that still has price lists, the audit trail and access.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectErrorShape } from './support/api.js';
import { actors, auditTrail, expectFieldError, expectStale, unique, type Actors } from './support/back-office.js';

let w: Actors;
beforeAll(async () => {
  w = await actors();
});

const year = new Date().getUTCFullYear();
const contract = (over: Record<string, unknown> = {}) => ({
  name: `Contrat d’essai ${unique()}`,
  active: true,
  startDate: `${year}-01-01`,
  endDate: `${year + 1}-01-15`,
  customerNumbers: [w.a.number],
  ...over,
});
const create = (body: Record<string, unknown>, token = w.admin.token) => call('POST', 'contracts', { token, body });

describe('les contrats', () => {
  it('se créent pour des numéros de clients, se listent, se cherchent et se modifient sur la version lue', async () => {
    const made = await create(contract());
    expect(made.status, made.text).toBe(201);
    expect(made.json).toMatchObject({ customerNumbers: [w.a.number], exclusions: { gimSubBrands: [], franchises: [] }, active: true });
    const { id, name, etag } = made.json;
    expect(made.headers.get('etag')).toBe(etag);

    const found = await call('GET', 'contracts', { token: w.admin.token, query: { search: name.toUpperCase() } });
    expect(found.status).toBe(200);
    expect(found.json.map((c: { id: string }) => c.id)).toEqual([id]);
    expect(JSON.parse(found.headers.get('x-pagination')!)).toMatchObject({ TotalCount: 1, PageSize: 15 });

    const renamed = await call('PUT', `contracts/${id}`, { token: w.admin.token, headers: { 'If-Match': etag }, body: contract({ name: `${name} bis` }) });
    expect(renamed.status, renamed.text).toBe(200);
    expectStale(await call('PUT', `contracts/${id}`, { token: w.admin.token, headers: { 'If-Match': etag }, body: contract({ name: 'perdu' }) }));
    expect((await call('GET', 'contracts', { token: w.admin.token, query: { search: name } })).json[0].name).toBe(`${name} bis`);

    const trail = await auditTrail(w.admin, 'contracts', id);
    expect(trail.map((e) => e.action)).toEqual(['update', 'create']);
    expect(trail[0].changes).toEqual(expect.arrayContaining([{ field: 'name', before: name, after: `${name} bis` }]));
    await call('DELETE', `contracts/${id}`, { token: w.admin.token, headers: { 'If-Match': '*' } });
  });

  it('enregistrent leurs exclusions, que le client et le contrat rendent', async () => {
    const made = await create(contract());
    const saved = await call('PUT', 'contracts/exclusions', {
      token: w.admin.token,
      headers: { 'If-Match': '*' },
      body: { fK_ContractId: made.json.id, gimSubBrands: ['Sous-marque X'], franchises: ['Spine', 'Spine'] },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.exclusions).toEqual({ gimSubBrands: ['Sous-marque X'], franchises: ['Spine'] });
    const byContract = await call('GET', `contracts/${made.json.id}/exclusions`, { token: w.admin.token });
    expect(byContract.json).toEqual({ fK_ContractId: made.json.id, gimSubBrands: ['Sous-marque X'], franchises: ['Spine'] });
    const byCustomer = await call('GET', 'contracts/exclusions', { token: w.admin.token, query: { customerId: w.a.id } });
    expect(byCustomer.json.gimSubBrands).toContain('Sous-marque X');
    expect(byCustomer.json.franchises).toContain('Spine');
    const trail = await auditTrail(w.admin, 'contracts', made.json.id);
    expect(trail[0].changes).toEqual([
      { field: 'exclusions', before: { gimSubBrands: [], franchises: [] }, after: { gimSubBrands: ['Sous-marque X'], franchises: ['Spine'] } },
    ]);
    expectFieldError(
      await call('PUT', 'contracts/exclusions', {
        token: w.admin.token,
        headers: { 'If-Match': '*' },
        body: { fK_ContractId: made.json.id, franchises: 'Spine' },
      }),
      'franchises',
    );
    await call('DELETE', `contracts/${made.json.id}`, { token: w.admin.token, headers: { 'If-Match': '*' } });
  });

  it('donnent le contrat d’un client, ou alert.error.no-contract quand il n’en a pas', async () => {
    const res = await call('GET', `contracts/customer/${w.a.id}`, { token: w.admin.token });
    expect(res.status).toBe(200);
    expect(res.json.customerNumbers).toContain(w.a.number);
    const orphan = await call('POST', 'customers', { token: w.admin.token, body: { number: `9${Date.now() % 1e7}`, name: `Client sans contrat ${unique()}` } });
    if (orphan.status === 201) {
      const none = await call('GET', `contracts/customer/${orphan.json.id}`, { token: w.admin.token });
      expect(none.status).toBe(404);
      expect(none.json.error.message).toBe('Ce client n’a aucun contrat : créez-en un avant ses listes de prix.');
    }
  });

  it('refusent une saisie invalide, en français et en nommant le champ', async () => {
    expectFieldError(await create(contract({ name: ' ' })), 'name');
    expectFieldError(await create(contract({ startDate: '15/01/2026' })), 'startDate');
    expectFieldError(await create(contract({ endDate: `${year}-02-30` })), 'endDate');
    expectFieldError(await create(contract({ startDate: `${year}-06-01`, endDate: `${year}-01-01` })), 'endDate');
    expectFieldError(await create(contract({ customerNumbers: ['NUMERO-INCONNU'] })), 'customerNumbers');
    expectFieldError(await create(contract({ active: 'peut-être' })), 'active');
  });

  it('refusent la suppression tant qu’une liste de prix en dépend (409 avec le nombre), puis suppriment', async () => {
    const made = await create(contract());
    const list = await call('POST', 'priceList', {
      token: w.admin.token,
      body: { fK_Customer: w.a.id, fK_Contract: made.json.id, name: `Liste ${unique()}`, startDate: `${year}-01-01`, endDate: `${year}-12-31` },
    });
    expect(list.status, list.text).toBe(201);
    const refused = await call('DELETE', `contracts/${made.json.id}`, { token: w.admin.token, headers: { 'If-Match': '*' } });
    expect(refused.status).toBe(409);
    expectErrorShape(refused);
    expect(refused.json.error.message).toBe(`Suppression impossible : le contrat « ${made.json.name} » est encore utilisé par 1 liste de prix.`);
    expect((await call('DELETE', `priceList/${list.json.id}`, { token: w.admin.token, headers: { 'If-Match': '*' } })).status).toBe(204);
    expectStale(await call('DELETE', `contracts/${made.json.id}`, { token: w.admin.token, headers: { 'If-Match': '"ancienne-version"' } }));
    expect((await call('DELETE', `contracts/${made.json.id}`, { token: w.admin.token, headers: { 'If-Match': '*' } })).status).toBe(204);
    expect((await call('GET', 'contracts', { token: w.admin.token, query: { search: made.json.name } })).json).toEqual([]);
    expect((await auditTrail(w.admin, 'contracts', made.json.id))[0].action).toBe('delete');
  });

  it('recalculent les points de leurs clients : une franchise exclue ne rapporte plus, et revient avec la suppression', async () => {
    const points = async () => (await call('GET', `statsContract/customer/${w.a.id}`, { token: w.admin.token })).json.statsContract;
    const before = await points();
    expect(before.totalPoints - before.manualPoints).toBeGreaterThan(0);
    const franchises = (await call('GET', 'franchises', { token: w.admin.token, query: { pageSize: 100 } })).json.map((f: { name: string }) => f.name);
    const made = await create(contract());
    await call('PUT', 'contracts/exclusions', { token: w.admin.token, headers: { 'If-Match': '*' }, body: { fK_ContractId: made.json.id, franchises } });
    const excluded = await points();
    expect(excluded.totalPoints).toBeCloseTo(excluded.manualPoints, 2);
    expect(excluded.totalCurrentYear).toBeCloseTo(before.totalCurrentYear, 2);
    expect((await call('DELETE', `contracts/${made.json.id}`, { token: w.admin.token, headers: { 'If-Match': '*' } })).status).toBe(204);
    expect((await points()).totalPoints).toBeCloseTo(before.totalPoints, 2);
  });

  it('se listent pour le commercial : les contrats de ses clients seulement', async () => {
    const ownNumber = (await call('GET', `customers/${w.commercialCustomers[0]}`, { token: w.admin.token })).json.number;
    const other = (await call('GET', 'customers', { token: w.admin.token, query: { pageSize: 100 } })).json.find(
      (c: { id: string }) => !w.commercialCustomers.includes(c.id),
    );
    const mine = await create(contract({ customerNumbers: [ownNumber, other.number] }));
    const theirs = await create(contract({ customerNumbers: [other.number] }));
    const seen = await call('GET', 'contracts', { token: w.commercial.token, query: { search: 'contrat d’essai', pageSize: 100 } });
    expect(seen.status).toBe(200);
    const ids = seen.json.map((c: { id: string }) => c.id);
    expect(ids).toContain(mine.json.id);
    expect(ids).not.toContain(theirs.json.id);
    for (const c of [mine, theirs]) await call('DELETE', `contracts/${c.json.id}`, { token: w.admin.token, headers: { 'If-Match': '*' } });
  });

  it('ne s’écrivent que par l’administrateur ; le commercial lit le contrat de ses clients seulement', async () => {
    const own = w.commercialCustomers[0];
    expect((await call('GET', `contracts/customer/${own}`, { token: w.commercial.token })).status).not.toBe(403);
    expect((await call('GET', `contracts/customer/${w.a.id}`, { token: w.commercial.token })).status).toBe(w.commercialCustomers.includes(w.a.id) ? 200 : 403);
    for (const [res, status] of [
      [await create(contract(), w.commercial.token), 403],
      [await call('GET', 'contracts', { token: w.buyer.token }), 403],
      [await call('GET', 'contracts/export', { token: w.buyer.token }), 403],
      [await call('GET', `contracts/customer/${w.a.id}`, { token: w.buyer.token }), 403],
      [
        await call('PUT', 'contracts/exclusions', { token: w.commercial.token, headers: { 'If-Match': '*' }, body: { fK_ContractId: 'x', franchises: [] } }),
        403,
      ],
      [await call('GET', 'contracts'), 401],
    ] as const) {
      expect(res.status).toBe(status);
      expectErrorShape(res);
    }
  });
});
