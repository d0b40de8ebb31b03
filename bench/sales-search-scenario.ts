import { getJson } from './api-client.js';
import { cosmosRequests, perCall } from './database-floor.js';
import { TARGETS } from './backoffice-scenarios.js';
import { CONNECTIONS } from './http-load.js';
import { backOfficeTable, replaceSection } from './report.js';
import { readScenario, type ScenarioResult } from './scenario.js';

/**
 * The search of the admin list of sales lines (issue 30): an invoice number, an order number, a customer
 * number or a product reference, whole or by its start, each measured with CONNECTIONS connections beside
 * its floor. The terms are the same from one run to the next: the seed numbers a customer's invoices and
 * orders by its rank and the year (scripts/seed/sales.ts), and the last whole year is the same whatever the
 * day. The customer number and the light reference are those of that invoice; the delivery fee is on about
 * a third of all invoices, the heaviest reference.
 */

interface Line {
  invoiceNumber: string;
  orderNumber: string;
  reference: string;
  customerSoldTo: { number: string };
}

/** The customer whose invoices and orders are searched (rank in the seed), and its invoice. */
const CUSTOMER_RANK = '007';
const INVOICE_SEQUENCE = '000083';

export async function salesSearches(api: string, adminToken: string, cosmosPort: number): Promise<ScenarioResult[]> {
  const yy = String((new Date().getUTCFullYear() - 1) % 100).padStart(2, '0');
  const invoice = `9${CUSTOMER_RANK}${yy}${INVOICE_SEQUENCE}`;
  const line = (await getJson<Line[]>(`${api}/api/StrykerCommands?pageNumber=1&search=${invoice}`, adminToken))[0];
  if (!line) throw new Error(`Aucune ligne de la facture ${invoice} pour la mesure de la recherche`);
  const terms = [
    { what: 'd’un numéro de facture entier', term: invoice },
    { what: 'du début d’un numéro de commande', term: `45${CUSTOMER_RANK}${yy}000` },
    { what: 'd’un numéro client', term: line.customerSoldTo.number },
    { what: 'd’une référence produit entière', term: line.reference },
    { what: 'de la référence la plus fréquente', term: 'FRAIS-PORT' },
  ];
  const out: ScenarioResult[] = [];
  for (const { what, term } of terms) {
    const path = `/api/StrykerCommands?pageNumber=1&search=${encodeURIComponent(term)}`;
    const found = await getJson<Line[]>(`${api}${path}`, adminToken);
    const requests = await cosmosRequestsOfOne(api, path, adminToken, cosmosPort);
    const result = await readScenario(`Recherche ${what} (« ${term} ») dans les lignes de vente`, api, path, adminToken, {
      targetP99: TARGETS.allSalesLinesFirstPage,
      requiredHeader: 'X-Pagination',
      unloaded: true,
    });
    result.note = `${found.length} ligne(s) en première page, ${result.note ?? ''} ; par recherche seule : ${requests}`;
    out.push(result);
  }
  return out;
}

/** What one search asks of the Cosmos DB server, alone: its requests by kind, and the server's milliseconds. */
async function cosmosRequestsOfOne(api: string, path: string, token: string, cosmosPort: number): Promise<string> {
  const SEARCHES = 5;
  const before = await cosmosRequests(cosmosPort);
  for (let i = 0; i < SEARCHES; i++) await getJson(`${api}${path}`, token);
  const after = await cosmosRequests(cosmosPort);
  const count = perCall(before, after, SEARCHES);
  const busy = perCall(before, after, SEARCHES, 'busyMs', ' ms');
  return `${count.total.toFixed(1).replace('.', ',')} requêtes (${count.byKind}), ${busy.total.toFixed(1).replace('.', ',')} ms au serveur (${busy.byKind})`;
}

const TITLE = '## Recherche des lignes de vente à 1 000 000 de lignes';

/** Writes (or replaces) the section of docs/performance.md that `npm run bench -- --recherche-ventes-seule` measures. */
export function writeSalesSearch(root: string, results: ScenarioResult[], f: { loadAtStart: number; loadAtEnd: number; seedSeconds: number }): void {
  const fmt = (n: number) => n.toFixed(1).replace('.', ',');
  const section = `${TITLE}

\`npm run bench -- --recherche-ventes-seule\` : pile de mesure semée avec \`BENCH_SIZE=bench\` (60 clients,
2 000 produits, 1 000 000 de lignes de vente, démarrée et semée en ${Math.round(f.seedSeconds)} s), jeton administrateur,
${CONNECTIONS} connexions par scénario, objectif p99 ≤ ${TARGETS.allSalesLinesFirstPage} ms (issue 30). Charge moyenne de la machine
(\`uptime\`, 1 min) : ${fmt(f.loadAtStart)} au départ, ${fmt(f.loadAtEnd)} à la fin. Les termes sont les mêmes d’une
exécution à l’autre (la facture 83 de l’an dernier du 8e client du semis, ses 100 premières commandes, son numéro,
une référence de cette facture, et les frais de port, sur un tiers des factures) ; la remarque de chaque ligne dit
ce qu’une recherche seule demande au serveur Cosmos DB local (requêtes par sorte, et son temps). La recherche lit l’index de
recherche (conteneur \`salesKeys\`, une partition par 4 premiers caractères de la valeur ; pour un numéro de commande,
une par 8 premiers caractères, et une copie de son résumé dans celle de ses 4 premiers pour les recherches plus
courtes) : les résumés des documents dont la valeur commence par le terme, lus dans deux partitions (nombre de
lignes, bornes de chaque champ de tri), puis les seuls documents qui
peuvent contenir la page, enfin les lignes de la page par lectures ponctuelles ; le total vient des résumés
(functions/src/services/sales-search.ts). Sous 4 caractères, ou au-delà de 2 000 documents, une requête à travers
les partitions, que l’index de Cosmos DB sert dans Azure (docs/scale.md).

${backOfficeTable(results)}
`;
  replaceSection(root, TITLE, section);
}
