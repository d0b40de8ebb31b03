import autocannon from 'autocannon';
import { getJson, login, type Customer } from './api-client.js';
import { replaceSection } from './report.js';
import { cosmosRequests, perCall, startDatabaseFloor } from './database-floor.js';
import { BROWSER_HEADERS, CONNECTIONS, WARM_UP_SECONDS, load, type LoadResult } from './http-load.js';

/**
 * Issue 34: each measured call beside a floor that does the same database work with the same SDK against the
 * same local Cosmos server (bench/database-floor-server.ts), in the same run, three times over. A bare-Node
 * floor says how fast the machine answers bytes; this one says how much of the time is the database's, so
 * the ratio of the p99s is what our code costs, and its spread over three repetitions says how far one
 * figure can be trusted on a shared machine.
 */

const REPETITIONS = 3;
/** The checkout's target: its p99 at most this many times its floor's, in every repetition. */
const CHECKOUT_RATIO_TARGET = 1.5;
/** Customers the checkout spreads its connections over: two connections share each cart. */
const CHECKOUT_CUSTOMERS = 10;
const EMPTY_CART = 'Votre panier est vide';
/** Calls made one at a time to count the Cosmos requests of one call. */
const COUNTED_CALLS = 10;

interface Repetition {
  api: LoadResult;
  floor: LoadResult;
  /** Which of the two was measured first in this repetition (they alternate, so neither always meets the larger documents). */
  first: 'api' | 'floor';
  /** Checkout only: what the API answered, by kind. */
  outcomes?: Outcomes;
  /** Checkout only: bytes of the documents the checkouts grow, largest over the customers, after the repetition's second load. */
  sizes?: { points: number; orderList: number; cart: number };
  /** Checkout only: the Cosmos requests and the server's time per order placed, under the load, API and floor. */
  database?: { api: string; floor: string };
}

export interface SameDatabaseFigures {
  name: string;
  targetRatio?: number;
  repetitions: Repetition[];
  /** Cosmos requests per call, API and floor, measured one call at a time. */
  requests: { api: string; floor: string };
}

interface Outcomes {
  ordered: number;
  emptyCart: number;
  busy: number;
  other: number;
}

interface Prepared {
  id: string;
  billing: string;
  productId: string;
  headers: Record<string, string>;
}

/** The ten buyers' customers, each with an address, a product and points enough for every order of the run. */
async function prepareCustomers(api: string, admin: string): Promise<Prepared[]> {
  const adminHeaders = { authorization: `Bearer ${admin}`, 'content-type': 'application/json' };
  // Orders are placed by each customer's own users: staff viewing a customer only read (docs/permissions.md).
  const buyers = (await getJson<{ email: string; userRole: string; active: boolean }[]>(`${api}/api/users?pageSize=100`, admin)).filter(
    (u) => u.userRole === 'CUSTOMER' && u.active,
  );
  const prepared: Prepared[] = [];
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
    // Reading its Programme orders builds the customer's order lists: every load then starts with them, as a customer's checkouts do.
    await getJson(`${api}/api/orderOneStryker/customer/${c.id}/query?pageNumber=1`, token);
    await fetch(`${api}/api/statsContract/updatePoints`, {
      method: 'POST',
      headers: adminHeaders,
      body: JSON.stringify({ customerId: c.id, manualPointsToAdd: 10_000_000, reason: 'Solde du banc de mesure' }),
    });
    prepared.push({
      id: c.id,
      billing: billing.id,
      productId: products[0].id,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
  }
  if (prepared.length === 0) throw new Error('Aucun client préparé pour la mesure de commande');
  return prepared;
}

async function expectNoContent(answer: Response): Promise<void> {
  if (answer.status !== 204) throw new Error(`${answer.url} : ${answer.status} ${await answer.text()}`);
}

const addBody = (c: Prepared) => JSON.stringify({ productId: c.productId, quantity: 1, customer: c.id });
const orderBody = (c: Prepared) =>
  JSON.stringify({ customerId: c.id, billingService: 'Service achats', fK_BillingAddressId: c.billing, fK_ShippingAddressId: c.billing });

/**
 * The spec's client calls (no Idempotency-Key): each connection alternates add-to-cart and checkout on its
 * customer; an empty cart found after the other connection ordered it is a refusal the user would see, not
 * a failure.
 */
async function checkoutLoad(
  url: string,
  floor: string,
  prepared: Prepared[],
  cosmosPort: number,
): Promise<{ result: LoadResult; outcomes: Outcomes; database: string }> {
  // Each load, API or floor, starts from the documents as they were before the first (bench/database-floor-server.ts restore).
  await Promise.all(prepared.map((c) => fetch(`${floor}/bench/restore/${c.id}`, { method: 'POST' }).then(expectNoContent)));
  const outcomes: Outcomes = { ordered: 0, emptyCart: 0, busy: 0, other: 0 };
  let next = 0;
  const requests: autocannon.Request[] = [
    {
      method: 'POST',
      setupRequest: (req, context) => {
        const ctx = context as { customer?: Prepared };
        const c = (ctx.customer ??= prepared[next++ % prepared.length]);
        return { ...req, path: `/api/carts/items/${c.id}`, headers: c.headers, body: addBody(c) };
      },
    },
    {
      method: 'POST',
      setupRequest: (req, context) => {
        const c = (context as { customer: Prepared }).customer;
        return { ...req, path: '/api/orderOneStryker/createOrderFromCart', headers: c.headers, body: orderBody(c) };
      },
      onResponse: (status, body) => {
        if (status < 300) outcomes.ordered++;
        else if (status === 400 && String(body ?? '').includes(EMPTY_CART)) outcomes.emptyCart++;
        else if (status === 409) outcomes.busy++;
        else outcomes.other++;
      },
    },
  ];
  await autocannon({ url, requests, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
  Object.assign(outcomes, { ordered: 0, emptyCart: 0, busy: 0, other: 0 });
  const before = await cosmosRequests(cosmosPort);
  const measured = await autocannon({ url, requests, connections: CONNECTIONS, duration: 10 });
  const after = await cosmosRequests(cosmosPort);
  const orders = Math.max(1, outcomes.ordered);
  const count = perCall(before, after, orders);
  const busy = perCall(before, after, orders, 'busyMs', ' ms');
  return {
    outcomes,
    database: `par commande passée : ${fmt(count.total, 1)} requêtes, ${fmt(busy.total, 1)} ms du serveur (${busy.byKind})`,
    result: {
      p50: measured.latency.p50,
      p99: measured.latency.p99,
      requestsPerSecond: measured.requests.average,
      errors: measured.errors + measured.timeouts,
      non2xx: Math.max(0, measured.non2xx - outcomes.emptyCart),
      responses: measured.requests.total,
    },
  };
}

/** Cosmos requests of one add-to-cart plus one checkout, made one pair at a time. */
async function requestsPerPair(url: string, c: Prepared, cosmosPort: number): Promise<string> {
  const before = await cosmosRequests(cosmosPort);
  for (let i = 0; i < COUNTED_CALLS; i++) {
    await fetch(`${url}/api/carts/items/${c.id}`, { method: 'POST', headers: c.headers, body: addBody(c) }).then((r) => r.arrayBuffer());
    const ordered = await fetch(`${url}/api/orderOneStryker/createOrderFromCart`, { method: 'POST', headers: c.headers, body: orderBody(c) });
    if (ordered.status >= 300) throw new Error(`Commande comptée refusée : ${ordered.status} ${await ordered.text()}`);
  }
  // What a checkout starts without making the buyer wait (the KPI row) is its cost too.
  await new Promise((r) => setTimeout(r, 1000));
  const { total, byKind } = perCall(before, await cosmosRequests(cosmosPort), COUNTED_CALLS);
  return `${total.toFixed(1).replace('.', ',')} (${byKind})`;
}

async function requestsPerRead(url: string, path: string, headers: Record<string, string>, cosmosPort: number): Promise<string> {
  const before = await cosmosRequests(cosmosPort);
  for (let i = 0; i < COUNTED_CALLS; i++) await fetch(`${url}${path}`, { headers }).then((r) => r.arrayBuffer());
  const { total, byKind } = perCall(before, await cosmosRequests(cosmosPort), COUNTED_CALLS);
  return `${total.toFixed(1).replace('.', ',')} (${byKind})`;
}

async function sizesOf(floorUrl: string, prepared: Prepared[]): Promise<Repetition['sizes']> {
  const all = await Promise.all(prepared.map((c) => getJson<{ points: number; orderList: number; cart: number }>(`${floorUrl}/bench/sizes/${c.id}`, '')));
  return { points: Math.max(...all.map((s) => s.points)), orderList: Math.max(...all.map((s) => s.orderList)), cart: Math.max(...all.map((s) => s.cart)) };
}

/** Measures `measure` against the API and the floor, alternating which goes first. */
async function alternate<T>(
  repetition: number,
  api: string,
  floor: string,
  measure: (url: string) => Promise<T>,
): Promise<{ api: T; floor: T; first: 'api' | 'floor' }> {
  if (repetition % 2 === 0) {
    const a = await measure(api);
    return { api: a, floor: await measure(floor), first: 'api' };
  }
  const f = await measure(floor);
  return { api: await measure(api), floor: f, first: 'floor' };
}

async function checkoutFigures(api: string, floor: string, admin: string, cosmosPort: number): Promise<SameDatabaseFigures> {
  console.log('Mesure : panier puis commande, API et plancher sur la même base');
  const prepared = await prepareCustomers(api, admin);
  const requests = { api: await requestsPerPair(api, prepared[0], cosmosPort), floor: await requestsPerPair(floor, prepared[0], cosmosPort) };
  await Promise.all(prepared.map((c) => fetch(`${floor}/bench/snapshot/${c.id}`, { method: 'POST' }).then(expectNoContent)));
  // A whole load of each, not counted, before the repetitions: the first one measured the API's first seconds under
  // this load, its compiler and heap still growing into it. It was the worst of three in each of the four runs of
  // 2026-11-28; in the two of the evening, p99 221 and 323 ms for medians of 49 and 62, against 140 to 169 ms after.
  for (const url of [api, floor]) await checkoutLoad(url, floor, prepared, cosmosPort);
  const repetitions: Repetition[] = [];
  for (let r = 0; r < REPETITIONS; r++) {
    const { api: a, floor: f, first } = await alternate(r, api, floor, (url) => checkoutLoad(url, floor, prepared, cosmosPort));
    repetitions.push({
      api: a.result,
      floor: f.result,
      first,
      outcomes: a.outcomes,
      sizes: await sizesOf(floor, prepared),
      database: { api: a.database, floor: f.database },
    });
  }
  return {
    name: `Panier puis commande, alternés (${CONNECTIONS} connexions, ${prepared.length} clients, sans Idempotency-Key)`,
    targetRatio: CHECKOUT_RATIO_TARGET,
    repetitions,
    requests,
  };
}

async function readFigures(name: string, api: string, floor: string, path: string, token: string, cosmosPort: number): Promise<SameDatabaseFigures> {
  console.log(`Mesure : ${name}, API et plancher sur la même base`);
  const headers = { authorization: `Bearer ${token}`, ...BROWSER_HEADERS };
  for (const url of [api, floor]) {
    const answer = await fetch(`${url}${path}`, { headers });
    if (answer.status !== 200) throw new Error(`${url}${path} : ${answer.status} ${(await answer.text()).slice(0, 200)}`);
  }
  const requests = { api: await requestsPerRead(api, path, headers, cosmosPort), floor: await requestsPerRead(floor, path, headers, cosmosPort) };
  const repetitions: Repetition[] = [];
  for (let r = 0; r < REPETITIONS; r++) {
    const { api: a, floor: f, first } = await alternate(r, api, floor, (url) => load({ url: `${url}${path}`, headers }));
    repetitions.push({ api: a, floor: f, first });
  }
  return { name, repetitions, requests };
}

/** The three calls of issue 34, each beside its same-database floor, three times. */
export async function sameDatabaseScenarios(root: string, api: string, cosmosPort: number): Promise<SameDatabaseFigures[]> {
  const floor = await startDatabaseFloor(root, cosmosPort);
  try {
    const admin = await login(api, 'admin@demo.test');
    const buyer = await login(api, 'acheteur@chu-demo.test');
    const { customers } = await getJson<{ customers: Customer[] }>(`${api}/api/users/user-infos-with-customers`, buyer);
    return [
      await readFigures('Accueil : statistiques du client', api, floor.url, `/api/statsContract/customer/${customers[0].id}`, buyer, cosmosPort),
      await readFigures('Liste Utilisateurs : première page (/api/users)', api, floor.url, '/api/users?pageNumber=1', admin, cosmosPort),
      await checkoutFigures(api, floor.url, admin, cosmosPort),
    ];
  } finally {
    floor.stop();
  }
}

const TITLE = '## Plancher sur la même base : commande, accueil, liste';

const ms = (n: number) => `${n.toFixed(0)} ms`;
const ratio = (r: Repetition) => r.api.p99 / Math.max(1, r.floor.p99);
const fmt = (n: number, digits = 2) => n.toFixed(digits).replace('.', ',');
const kb = (n: number) => `${fmt(n / 1024, 1)} Ko`;

function spread(values: number[]): string {
  const s = [...values].sort((a, b) => a - b);
  return `${fmt(s[0])} / ${fmt(s[Math.floor(s.length / 2)])} / ${fmt(s[s.length - 1])}`;
}

function table(f: SameDatabaseFigures): string {
  const rows = f.repetitions.map((r, i) => {
    const o = r.outcomes
      ? ` ; commandes ${r.outcomes.ordered}, panier vide ${r.outcomes.emptyCart}, occupé (409) ${r.outcomes.busy}, autres ${r.outcomes.other}`
      : '';
    const s = r.sizes ? ` ; après la seconde charge : points ${kb(r.sizes.points)}, liste des commandes ${kb(r.sizes.orderList)}` : '';
    const verdict = f.targetRatio ? (ratio(r) <= f.targetRatio ? ' (atteint)' : ' (**non atteint**)') : '';
    return `| ${i + 1} (${r.first === 'api' ? 'API d’abord' : 'plancher d’abord'}) | ${ms(r.api.p50)} / ${ms(r.api.p99)} | ${Math.round(r.api.requestsPerSecond)} | ${ms(r.floor.p50)} / ${ms(r.floor.p99)} | ${Math.round(r.floor.requestsPerSecond)} | ${fmt(ratio(r))}${verdict} | ${r.api.errors + r.api.non2xx} / ${r.floor.errors + r.floor.non2xx}${o}${s} |`;
  });
  const target = f.targetRatio
    ? `, objectif p99 ≤ ${fmt(f.targetRatio, 1)} × plancher à chaque répétition : **${f.repetitions.every((r) => ratio(r) <= f.targetRatio!) ? 'atteint' : 'non atteint'}**`
    : '';
  return `### ${f.name}

Requêtes Cosmos par appel (une à la fois) : API ${f.requests.api} ; plancher ${f.requests.floor}.
p99 min / médiane / max : API ${spread(f.repetitions.map((r) => r.api.p99))} ms, plancher ${spread(f.repetitions.map((r) => r.floor.p99))} ms ;
rapport des p99 ${spread(f.repetitions.map(ratio))}${target}.

| répétition | API p50 / p99 | API req/s | plancher p50 / p99 | plancher req/s | p99 API / plancher | erreurs API / plancher |
|---|---|---|---|---|---|---|
${rows.join('\n')}
${f.repetitions.some((r) => r.database) ? `\nLe serveur Cosmos local sous la charge mesurée :\n\n${f.repetitions.map((r, i) => `- répétition ${i + 1}, API ${r.database!.api} ; plancher ${r.database!.floor}.`).join('\n')}\n` : ''}`;
}

/** Writes (or replaces) the section of docs/performance.md that these scenarios measure. */
export function writeSameDatabase(root: string, figures: SameDatabaseFigures[], f: { loadAtStart: number; loadAtEnd: number }): void {
  const section = `${TITLE}

\`npm run bench -- --commande-seule\` (et \`npm run bench\`), le ${new Date().toISOString().slice(0, 10)}, jeu de démonstration par défaut. Charge moyenne de la
machine (\`uptime\`, 1 min) : ${fmt(f.loadAtStart, 1)} au départ, ${fmt(f.loadAtEnd, 1)} à la fin. Le plancher est ici un serveur minimal
(bench/database-floor-server.ts), dans un processus à lui comme l’API, qui fait seulement le travail de base
que l’appel doit faire, avec le même SDK et les mêmes réglages, contre le même serveur Cosmos local : vérifier
le jeton ; pour la commande, lire panier et points en un lot, et les listes de prix, puis écrire commande, panier, débit de points
et ligne de la liste des commandes en un lot transactionnel ; pour l’ajout au panier, lire panier, produit et
listes de prix puis remplacer le panier ; pour l’accueil, les deux lectures de l’année en un lot ; pour la
liste, la première page triée et le compte. Ni validation, ni journal, ni suivi des indicateurs : l’écart est
ce que coûte notre code. Chaque mesure est répétée ${REPETITIONS} fois sur la même pile (${CONNECTIONS} connexions, ${WARM_UP_SECONDS} s
non comptées puis 10 s), l’API et le plancher à tour de rôle en premier. Chaque charge de commande, de l’API comme du plancher, repart
des mêmes documents : paniers vides, points et liste des commandes remis comme avant la première, commandes
passées depuis supprimées (bench/database-floor-server.ts, restore). Sans cela chaque charge héritait des
commandes des précédentes (environ 1 400 par client au bout de trois répétitions), et les documents que chaque
commande réécrit grossissaient d’une charge à l’autre.

${figures.map(table).join('\n')}`;
  replaceSection(root, TITLE, section);
}
