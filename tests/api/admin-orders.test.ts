/** Imported orders (ordersOneStryker) and Stryker commands of the back office: read-only lists, details, recalculation, access. */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectErrorShape } from './support/api.js';
import { actors, type Actors } from './support/back-office.js';

let w: Actors;
beforeAll(async () => {
  w = await actors();
});

describe('les commandes Programme de tous les clients', () => {
  it('se listent (confirmées), avec le numéro et le nom du client, se cherchent, se trient et donnent leurs lignes', async () => {
    const res = await call('GET', 'orderOneStryker', { token: w.admin.token });
    expect(res.status, res.text).toBe(200);
    expect(res.json.length).toBeGreaterThan(0);
    const first = res.json[0];
    expect(first).toMatchObject({ customerNumber: expect.any(String), customerName: expect.any(String), orderNumber: expect.any(String), status: 'confirmed' });
    const dates = res.json.map((o: { orderDate: string }) => o.orderDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const found = await call('GET', 'orderOneStryker', { token: w.admin.token, query: { search: first.orderNumber } });
    expect(found.json.map((o: { id: string }) => o.id)).toContain(first.id);
    const byTotal = await call('GET', 'orderOneStryker', { token: w.admin.token, query: { orderBy: 'totalAmount asc' } });
    const totals = byTotal.json.map((o: { totalAmount: number }) => o.totalAmount);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const details = await call('GET', `orderOneStryker/${first.id}/details`, { token: w.admin.token });
    expect(details.status).toBe(200);
    expect(details.json[0]).toMatchObject({
      reference: expect.any(String),
      description: expect.any(String),
      unitPrice: expect.any(Number),
      quantity: expect.any(Number),
    });
  });

  it('se lisent par le commercial pour ses clients seulement ; refusées aux clients et sans jeton', async () => {
    const res = await call('GET', 'orderOneStryker', { token: w.commercial.token, query: { pageSize: 100 } });
    expect(res.status).toBe(200);
    for (const o of res.json) expect(w.commercialCustomers).toContain(o.customerId);
    const refused = await call('GET', 'orderOneStryker', { token: w.buyer.token });
    expect(refused.status).toBe(403);
    expectErrorShape(refused);
    expect((await call('GET', 'orderOneStryker')).status).toBe(401);
  });
});

describe('les lignes de ventes importées (commandes Stryker)', () => {
  it('lancent le recalcul de leurs colonnes personnalisées (réservé à l’administrateur) et l’annoncent par un texte', async () => {
    expect((await call('POST', 'strykerCommands/recalculate-custom-columns', { token: w.commercial.token })).status).toBe(403);
    const res = await call('POST', 'strykerCommands/recalculate-custom-columns', { token: w.admin.token });
    expect(res.status, res.text).toBe(202);
    expect(res.json).toBe(
      'Recalcul des colonnes personnalisées lancé : les lignes de ventes seront à jour dans quelques minutes, un e-mail récapitulatif suivra.',
    );
  });
});
