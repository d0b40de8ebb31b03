/** Addresses of the back office: the list with the customer's number and name, create, edit, delete, validation, audit, access. */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectErrorShape } from './support/api.js';
import { actors, auditTrail, expectFieldError, expectStale, unique, type Actors } from './support/back-office.js';

let w: Actors;
beforeAll(async () => {
  w = await actors();
});

const address = (over: Record<string, unknown> = {}) => ({
  fK_Customer: w.a.id,
  fullAddress: `12 rue de l’Essai ${unique()}, 75001 Paris`,
  addressName: 'Quai B',
  city: 'Paris',
  zipCode: '75001',
  addressType: 1,
  ...over,
});

describe('les adresses', () => {
  it('se listent avec le numéro et le nom du client, se créent, se cherchent, se modifient et se suppriment', async () => {
    const page = await call('GET', 'address/withcustomerdetails', { token: w.admin.token });
    expect(page.status).toBe(200);
    expect(page.json[0]).toMatchObject({ customerNumber: expect.any(String), customerName: expect.any(String), fullAddress: expect.any(String) });

    const made = await call('POST', 'address', { token: w.admin.token, body: address() });
    expect(made.status, made.text).toBe(201);
    expect(made.json).toMatchObject({ customerNumber: w.a.number, customerName: w.a.name, addressType: 1, fK_Customer: w.a.id });
    const found = await call('GET', 'address/withcustomerdetails', { token: w.admin.token, query: { search: made.json.fullAddress.slice(0, 26) } });
    expect(found.json.map((a: { id: string }) => a.id)).toEqual([made.json.id]);
    // The customer side sees it among its delivery addresses.
    const own = await call('GET', `address/customer/${w.a.id}`, { token: w.buyer.token });
    expect(own.json.map((a: { id: string }) => a.id)).toContain(made.json.id);

    const edited = await call('PUT', `address/${made.json.id}`, {
      token: w.admin.token,
      headers: { 'If-Match': made.json.etag },
      body: address({ fullAddress: 'Nouvelle adresse', addressType: '0' }),
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json).toMatchObject({ fullAddress: 'Nouvelle adresse', addressType: 0 });
    expectStale(await call('PUT', `address/${made.json.id}`, { token: w.admin.token, headers: { 'If-Match': made.json.etag }, body: address() }));
    expect((await call('DELETE', `address/${made.json.id}`, { token: w.admin.token, headers: { 'If-Match': '*' } })).status).toBe(204);
    expect((await call('DELETE', `address/${made.json.id}`, { token: w.admin.token, headers: { 'If-Match': '*' } })).status).toBe(404);
    const trail = await auditTrail(w.admin, 'address', made.json.id);
    expect(trail.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(trail[1].changes).toEqual(expect.arrayContaining([{ field: 'addressType', before: 1, after: 0 }]));
  });

  it('refusent une adresse sans texte complet, sans client, d’un type autre que 0 ou 1', async () => {
    expectFieldError(await call('POST', 'address', { token: w.admin.token, body: address({ fullAddress: '  ' }) }), 'fullAddress');
    const { fK_Customer: _c, ...noCustomer } = address();
    void _c;
    expectFieldError(await call('POST', 'address', { token: w.admin.token, body: noCustomer }), 'fK_Customer');
    expectFieldError(await call('POST', 'address', { token: w.admin.token, body: address({ fK_Customer: `inconnu-${unique()}` }) }), 'fK_Customer');
    expectFieldError(await call('POST', 'address', { token: w.admin.token, body: address({ addressType: 2 }) }), 'addressType');
    expectFieldError(await call('POST', 'address', { token: w.admin.token, body: address({ addressType: 0.5 }) }), 'addressType');
  });

  it('se lisent par le commercial pour ses clients, ne s’écrivent que par l’administrateur', async () => {
    const listed = await call('GET', 'address/withcustomerdetails', { token: w.commercial.token, query: { pageSize: 100 } });
    expect(listed.status).toBe(200);
    for (const a of listed.json) expect(w.commercialCustomers).toContain(a.fK_Customer);
    for (const [res, status] of [
      [await call('POST', 'address', { token: w.commercial.token, body: address() }), 403],
      [await call('GET', 'address/withcustomerdetails', { token: w.buyer.token }), 403],
      [await call('POST', 'address', { token: w.buyer.token, body: address() }), 403],
      [await call('GET', 'address/withcustomerdetails'), 401],
    ] as const) {
      expect(res.status).toBe(status);
      expectErrorShape(res);
    }
  });
});
