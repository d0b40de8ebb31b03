import { REFERENCE_LISTS, type CompanyOrder } from '@portail/common';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { getJson, login, type Customer } from './api-client.js';
import { BROWSER_HEADERS, capture, load, startFloor, WARM_UP_SECONDS } from './http-load.js';
import { readScenario, type ScenarioResult } from './scenario.js';

const root = new URL('..', import.meta.url).pathname;

/** Targets of the back-office foundation issue, at the default data size. */
export const TARGETS = { companyOrders: 100, export: 500, cheapBesideHeavy: 50, firstPage: 50, allSalesLinesFirstPage: 300 };
/** At 1,000,000 sales lines, company orders and export may take at most this times their target. */
export const MILLION_FACTOR = 1.5;
/** Heavy calls running in the background while the cheap call is measured. */
export const HEAVY_CONNECTIONS = 8;

export interface HeavyCustomer {
  id: string;
  name: string;
  lines: number;
  orders: number;
  /** Its first company-orders read, before the API instance kept them: the cost after an import. */
  firstReadMs: number;
}

const linesOf = (orders: CompanyOrder[]) => orders.reduce((n, o) => n + o.orders.reduce((m, i) => m + i.products.length, 0), 0);

/**
 * The customer whose company orders are measured: the one with the most sales lines among the
 * commercial's ten customers (every tier is among them), so the figure is the heavy end, not the average.
 */
export async function heaviestCustomer(api: string, adminToken: string): Promise<HeavyCustomer> {
  const { customers } = await getJson<{ customers: Customer[] }>(`${api}/api/users/user-infos-with-customers`, await login(api, 'commercial@demo.test'));
  let best: HeavyCustomer | undefined;
  for (const c of customers) {
    const began = performance.now();
    const orders = await getJson<CompanyOrder[]>(`${api}/api/strykerCommands/by-customer/${c.id}`, adminToken);
    const firstReadMs = performance.now() - began;
    const lines = linesOf(orders);
    if (!best || lines > best.lines) best = { id: c.id, name: c.name ?? c.id, lines, orders: orders.length, firstReadMs };
  }
  if (!best) throw new Error('Aucun client pour la mesure des commandes de l’entreprise');
  return best;
}

const companyOrdersPath = (customerId: string) => `/api/strykerCommands/by-customer/${customerId}`;
const exportPath = (customerId: string) => `/api/Export/strykercommands/${customerId}`;

/** Company orders (all years) and their Excel export for one customer, with the given p99 targets. */
export async function heavyReads(api: string, adminToken: string, customer: HeavyCustomer, factor = 1): Promise<ScenarioResult[]> {
  const who = `${customer.lines.toLocaleString('fr-FR')} lignes, ${customer.orders.toLocaleString('fr-FR')} commandes`;
  const orders = await readScenario(`Commandes de l’entreprise, toutes années (${who})`, api, companyOrdersPath(customer.id), adminToken, {
    targetP99: TARGETS.companyOrders * factor,
    unloaded: true,
  });
  orders.note = `première lecture (rien de gardé par l’instance) : ${Math.round(customer.firstReadMs)} ms, ${orders.note ?? ''}`;
  const xlsx = await readScenario(`Export Excel des commandes de l’entreprise (${who})`, api, exportPath(customer.id), adminToken, {
    targetP99: TARGETS.export * factor,
    unloaded: true,
    timeFirst: true,
  });
  return [orders, xlsx];
}

/** Starts bench/heavy-loop.ts in its own process; resolves once its loops run. */
async function startHeavyLoop(api: string, token: string, paths: string[]) {
  const child = spawn(`${root}node_modules/.bin/tsx`, ['bench/heavy-loop.ts', api, token, String(HEAVY_CONNECTIONS), ...paths], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  if ((await lines.next()).value !== 'ready') throw new Error('La charge lourde de fond n’a pas démarré');
  return {
    async stop(): Promise<{ requests: number; failures: number; p50: number; p99: number }> {
      child.kill('SIGTERM');
      return JSON.parse((await lines.next()).value as string);
    },
  };
}

/**
 * Target 2: the cheap call measured with its own connections while HEAVY_CONNECTIONS loops alternate
 * company orders and export of the heavy customer. The cheap call's floor is measured alone.
 */
export async function cheapBesideHeavy(api: string, adminToken: string, customer: HeavyCustomer): Promise<ScenarioResult[]> {
  const token = await login(api, 'acheteur@chu-demo.test');
  const path = '/api/users/user-infos-with-customers';
  const alone = await readScenario('Appel léger seul : utilisateur et ses clients', api, path, token, { targetP99: TARGETS.cheapBesideHeavy });
  const headers = { authorization: `Bearer ${token}`, ...BROWSER_HEADERS };
  const answer = await capture(`${api}${path}`, { headers });
  const floor = await startFloor(answer);
  const heavy = await startHeavyLoop(api, adminToken, [companyOrdersPath(customer.id), exportPath(customer.id)]);
  let measured;
  let background;
  try {
    // load() warms up for WARM_UP_SECONDS first: the heavy loops are in their steady state when timing starts.
    measured = await load({ url: `${api}${path}`, headers });
  } finally {
    background = await heavy.stop();
  }
  try {
    const seconds = 10 + WARM_UP_SECONDS;
    return [
      alone,
      {
        name: `Appel léger : utilisateur et ses clients, pendant ${HEAVY_CONNECTIONS} appels lourds`,
        api: measured,
        floor: await load({ url: `${floor.url}${path}`, headers }),
        targetP99: TARGETS.cheapBesideHeavy,
        note: `en fond, ${HEAVY_CONNECTIONS} connexions alternant commandes de l’entreprise et export : ${background.requests} réponses en ${seconds} s (p50 ${Math.round(background.p50)} ms, p99 ${Math.round(background.p99)} ms)${background.failures ? `, ${background.failures} échecs` : ''}`,
      },
    ];
  } finally {
    floor.server.close();
  }
}

/** First page of each admin list (list protocol: default page size, X-Pagination); a missing route is skipped. */
export async function adminFirstPages(api: string, adminToken: string): Promise<ScenarioResult[]> {
  const lists = [
    { label: 'Clients', path: 'customers' },
    { label: 'Utilisateurs', path: 'users' },
    { label: 'Produits', path: 'products' },
    { label: 'Contrats', path: 'contracts' },
    { label: 'Listes de prix', path: 'priceList' },
    { label: 'Adresses', path: 'address/withcustomerdetails' },
    { label: 'Commandes Programme', path: 'orderOneStryker' },
    { label: 'Conditions générales', path: 'TermsAndConditions' },
    ...REFERENCE_LISTS.map((l) => ({ label: l.label, path: l.name })),
  ];
  const out: ScenarioResult[] = [];
  for (const l of lists) {
    out.push(
      await readScenario(`Liste ${l.label} : première page (/api/${l.path})`, api, `/api/${l.path}?pageNumber=1`, adminToken, {
        targetP99: TARGETS.firstPage,
        skipIfMissing: true,
        requiredHeader: 'X-Pagination',
      }),
    );
  }
  return out;
}

/**
 * A search in each admin list, with a term taken from the list's own first row (so
 * it matches something on any data): the protocol's search filters and counts its matches on each page,
 * where an unfiltered page reads a kept total. Same targets as the first pages.
 */
export async function adminSearches(api: string, adminToken: string): Promise<ScenarioResult[]> {
  const lists = [
    { label: 'Clients', path: 'customers', field: 'name', target: TARGETS.firstPage },
    { label: 'Utilisateurs', path: 'users', field: 'lastName', target: TARGETS.firstPage },
    { label: 'Produits', path: 'products', field: 'reference', target: TARGETS.firstPage },
    { label: 'Contrats', path: 'contracts', field: 'name', target: TARGETS.firstPage },
    { label: 'Listes de prix', path: 'priceList', field: 'name', target: TARGETS.firstPage },
    { label: 'Adresses', path: 'address/withcustomerdetails', field: 'city', target: TARGETS.firstPage },
    { label: 'Commandes Programme', path: 'orderOneStryker', field: 'customerName', target: TARGETS.firstPage },
    { label: 'Conditions générales', path: 'TermsAndConditions', field: 'versionNumber', target: TARGETS.firstPage },
    // The twelve name lists are one declaration each over the same query on a small partition: one stands for all.
    { label: REFERENCE_LISTS[0].label, path: REFERENCE_LISTS[0].name, field: 'name', target: TARGETS.firstPage },
    // The sales lines' search (numbers and references, not words) has its own scenarios: bench/sales-search-scenario.ts.
  ];
  const out: ScenarioResult[] = [];
  for (const l of lists) {
    const [first] = await getJson<Record<string, unknown>[]>(`${api}/api/${l.path}?pageNumber=1`, adminToken);
    // A word of the shown value, as typed: the longest of its first three words, at most 8 characters.
    const words = String(first?.[l.field] ?? '')
      .split(/[\s-]+/)
      .slice(0, 3);
    const term = words.sort((a, b) => b.length - a.length)[0]?.slice(0, 8);
    if (!term) continue;
    const path = `/api/${l.path}?pageNumber=1&search=${encodeURIComponent(term)}`;
    out.push(
      await readScenario(`Recherche « ${term} » dans ${l.label} : première page`, api, path, adminToken, {
        targetP99: l.target,
        requiredHeader: 'X-Pagination',
      }),
    );
  }
  return out;
}

/** First page of all sales lines (target set at 1,000,000 lines). */
export function allSalesLinesFirstPage(api: string, adminToken: string): Promise<ScenarioResult> {
  return readScenario('Toutes les lignes de vente : première page (/api/StrykerCommands)', api, '/api/StrykerCommands?pageNumber=1', adminToken, {
    targetP99: TARGETS.allSalesLinesFirstPage,
    skipIfMissing: true,
    requiredHeader: 'X-Pagination',
    unloaded: true,
  });
}
