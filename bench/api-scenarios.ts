import type autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { getJson, login, type Customer } from './api-client.js';
import { capture, load, startFloor } from './http-load.js';
import { readScenario, type ScenarioResult } from './scenario.js';

/**
 * Checkout under load: each connection works on its own customer (as real customers do) and alternates
 * add-to-cart and createOrderFromCart with a fresh idempotency key, so every checkout has a cart to order.
 */
async function checkoutScenario(api: string, adminToken: string): Promise<ScenarioResult> {
  const headers = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  const { customers } = await getJson<{ customers: Customer[] }>(`${api}/api/users/user-infos-with-customers`, await login(api, 'commercial@demo.test'));
  const prepared: { id: string; billing: string; delivery: string; productId: string }[] = [];
  for (const c of customers) {
    const addresses = await getJson<{ id: string; addressType: number }[]>(`${api}/api/address/customer/${c.id}`, adminToken);
    const billing = addresses.find((a) => a.addressType === 0);
    const products = await getJson<{ id: string }[]>(`${api}/api/products/GetAllForCustomer?Customer=${c.id}&pageNumber=1`, adminToken).catch(() => []);
    if (!billing || products.length === 0) continue;
    await fetch(`${api}/api/statsContract/updatePoints`, { method: 'POST', headers, body: JSON.stringify({ customerId: c.id, manualPointsToAdd: 10_000_000 }) });
    prepared.push({ id: c.id, billing: billing.id, delivery: billing.id, productId: products[0].id });
  }
  if (prepared.length === 0) throw new Error('Aucun client préparé pour la mesure de commande');

  let next = 0;
  const requests: autocannon.Request[] = [
    {
      method: 'POST',
      setupRequest: (req, context) => {
        const ctx = context as { customer?: (typeof prepared)[number] };
        const c = (ctx.customer ??= prepared[next++ % prepared.length]);
        return { ...req, path: `/api/carts/items/${c.id}`, headers, body: JSON.stringify({ productId: c.productId, quantity: 1, customer: c.id }) };
      },
    },
    {
      method: 'POST',
      setupRequest: (req, context) => {
        const c = (context as { customer: (typeof prepared)[number] }).customer;
        return {
          ...req,
          path: '/api/orderOneStryker/createOrderFromCart',
          headers: { ...headers, 'idempotency-key': randomUUID() },
          body: JSON.stringify({ customerId: c.id, billingService: 'Service achats', fK_BillingAddressId: c.billing, fK_ShippingAddressId: c.delivery }),
        };
      },
    },
  ];
  const c0 = prepared[0];
  await fetch(`${api}/api/carts/items/${c0.id}`, { method: 'POST', headers, body: JSON.stringify({ productId: c0.productId, quantity: 1, customer: c0.id }) });
  const answer = await capture(`${api}/api/orderOneStryker/createOrderFromCart`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ customerId: c0.id, billingService: 'Service achats', fK_BillingAddressId: c0.billing, fK_ShippingAddressId: c0.delivery }),
  });
  if (answer.status >= 300) throw new Error(`Commande de référence refusée : ${answer.status} ${answer.body.toString().slice(0, 300)}`);
  const floor = await startFloor(answer);
  try {
    return {
      name: `Panier puis commande, alternés (${prepared.length} clients)`,
      api: await load({ url: api, requests }),
      floor: await load({ url: floor.url, method: 'POST', body: '{}', headers }),
    };
  } finally {
    floor.server.close();
  }
}

/** The customer portal's reads and checkout, at the default data size. */
export async function runApiScenarios(api: string): Promise<ScenarioResult[]> {
  const token = await login(api, 'acheteur@chu-demo.test');
  const { customers } = await getJson<{ customers: Customer[] }>(`${api}/api/users/user-infos-with-customers`, token);
  const id = customers[0].id;
  const results = [
    await readScenario('Accueil : statistiques du client', api, `/api/statsContract/customer/${id}`, token, { targetP99: 50 }),
    await readScenario('Catalogue : une page de produits', api, `/api/products/GetAllForCustomer?Customer=${id}&pageNumber=1`, token, { targetP99: 50 }),
    await readScenario('Commandes Programme : une page', api, `/api/orderOneStryker/customer/${id}/query?pageNumber=1`, token, { targetP99: 50 }),
  ];
  results.push(await checkoutScenario(api, await login(api, 'admin@demo.test')));
  return results;
}
