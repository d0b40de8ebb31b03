import autocannon from 'autocannon';
import { getJson, login, type Customer } from './api-client.js';
import { capture, CONNECTIONS, load, startFloor, WARM_UP_SECONDS, type LoadResult } from './http-load.js';
import { readScenario, type ScenarioResult } from './scenario.js';

/** Customers the checkout scenario spreads its connections over: two connections share each cart. */
const CHECKOUT_CUSTOMERS = 10;
const EMPTY_CART = 'Votre panier est vide';

/** What the checkout answers, by kind: the refusals a user would see are not failures of the service. */
interface CheckoutOutcomes {
  ordered: number;
  /** 400 « panier vide »: the other connection on the same customer ordered the cart first. */
  emptyCart: number;
  /** 409: the cart or the points stayed busy after the retries; the user is asked to try again. */
  busy: number;
  other: number;
}

/**
 * Checkout under load, as the spec's client calls it (no Idempotency-Key): 20 connections over 10
 * customers alternate add-to-cart and createOrderFromCart, so two connections share each cart and race for
 * it. An empty cart found by the loser is a refusal the user would see, counted apart; any other non-2xx
 * answer is a failure.
 */
async function checkoutScenario(api: string, adminToken: string): Promise<ScenarioResult> {
  console.log('Mesure : panier puis commande, alternés');
  const adminHeaders = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  // Orders are placed by each customer's own users: staff viewing a customer only read (docs/permissions.md).
  const buyers = (await getJson<{ email: string; userRole: string; active: boolean }[]>(`${api}/api/users?pageSize=100`, adminToken)).filter((u) => u.userRole === 'CUSTOMER' && u.active);
  const prepared: { id: string; billing: string; delivery: string; productId: string; headers: Record<string, string> }[] = [];
  for (const buyer of buyers) {
    if (prepared.length === CHECKOUT_CUSTOMERS) break;
    const token = await login(api, buyer.email);
    const { customers } = await getJson<{ customers: Customer[] }>(`${api}/api/users/user-infos-with-customers`, token);
    const c = customers.find((x) => !prepared.some((p) => p.id === x.id));
    if (!c) continue;
    const addresses = await getJson<{ id: string; addressType: number }[]>(`${api}/api/address/customer/${c.id}`, token);
    const billing = addresses.find((a) => a.addressType === 0);
    const products = await getJson<{ id: string }[]>(`${api}/api/products/GetAllForCustomer?Customer=${c.id}&pageNumber=1`, token).catch(() => []);
    if (!billing || products.length === 0) continue;
    await fetch(`${api}/api/statsContract/updatePoints`, { method: 'POST', headers: adminHeaders, body: JSON.stringify({ customerId: c.id, manualPointsToAdd: 10_000_000, reason: 'Solde du banc de mesure' }) });
    prepared.push({ id: c.id, billing: billing.id, delivery: billing.id, productId: products[0].id, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
  }
  if (prepared.length === 0) throw new Error('Aucun client préparé pour la mesure de commande');

  const outcomes: CheckoutOutcomes = { ordered: 0, emptyCart: 0, busy: 0, other: 0 };
  const count = (status: number, body: unknown) => {
    if (status < 300) outcomes.ordered++;
    else if (status === 400 && String(body ?? '').includes(EMPTY_CART)) outcomes.emptyCart++;
    else if (status === 409) outcomes.busy++;
    else outcomes.other++;
  };
  let next = 0;
  const requests: autocannon.Request[] = [
    {
      method: 'POST',
      setupRequest: (req, context) => {
        const ctx = context as { customer?: (typeof prepared)[number] };
        const c = (ctx.customer ??= prepared[next++ % prepared.length]);
        return { ...req, path: `/api/carts/items/${c.id}`, headers: c.headers, body: JSON.stringify({ productId: c.productId, quantity: 1, customer: c.id }) };
      },
    },
    {
      method: 'POST',
      setupRequest: (req, context) => {
        const c = (context as { customer: (typeof prepared)[number] }).customer;
        return {
          ...req,
          path: '/api/orderOneStryker/createOrderFromCart',
          headers: c.headers,
          body: JSON.stringify({ customerId: c.id, billingService: 'Service achats', fK_BillingAddressId: c.billing, fK_ShippingAddressId: c.delivery }),
        };
      },
      onResponse: (status, body) => count(status, body),
    },
  ];
  const c0 = prepared[0];
  await fetch(`${api}/api/carts/items/${c0.id}`, { method: 'POST', headers: c0.headers, body: JSON.stringify({ productId: c0.productId, quantity: 1, customer: c0.id }) });
  const answer = await capture(`${api}/api/orderOneStryker/createOrderFromCart`, {
    method: 'POST',
    headers: c0.headers,
    body: JSON.stringify({ customerId: c0.id, billingService: 'Service achats', fK_BillingAddressId: c0.billing, fK_ShippingAddressId: c0.delivery }),
  });
  if (answer.status >= 300) throw new Error(`Commande de référence refusée : ${answer.status} ${answer.body.toString().slice(0, 300)}`);

  // Warm-up, then the measure with the outcomes counted from zero.
  await autocannon({ url: api, requests, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
  Object.assign(outcomes, { ordered: 0, emptyCart: 0, busy: 0, other: 0 });
  const measured = await autocannon({ url: api, requests, connections: CONNECTIONS, duration: 10 });
  const apiResult: LoadResult = {
    p50: measured.latency.p50,
    p99: measured.latency.p99,
    requestsPerSecond: measured.requests.average,
    errors: measured.errors + measured.timeouts,
    // The empty carts are what a user would see too: not failures, reported beside the figures.
    non2xx: Math.max(0, measured.non2xx - outcomes.emptyCart),
    responses: measured.requests.total,
  };
  const floor = await startFloor(answer);
  try {
    return {
      name: `Panier puis commande, alternés (${CONNECTIONS} connexions, ${prepared.length} clients, sans Idempotency-Key)`,
      api: apiResult,
      floor: await load({ url: floor.url, method: 'POST', body: '{}', headers: c0.headers }),
      targetP99: 100,
      note: `commandes : ${outcomes.ordered}, refus vus par l’utilisateur (panier vide) : ${outcomes.emptyCart}, panier occupé (409) : ${outcomes.busy}, autres refus : ${outcomes.other}`,
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
