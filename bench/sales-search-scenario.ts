import { getJson } from './api-client.js';
import { TARGETS } from './backoffice-scenarios.js';
import { CONNECTIONS } from './http-load.js';
import { backOfficeTable, replaceSection } from './report.js';
import { readScenario, type ScenarioResult } from './scenario.js';

/**
 * The search of the admin list of sales lines (issue 30): an invoice number, an order number, a customer
 * number or a product reference, whole or by its start, each measured with CONNECTIONS connections beside
 * its floor. The values come from a page of the list itself, so they match on any data.
 */

interface Line {
  invoiceNumber: string;
  orderNumber: string;
  reference: string;
  customerSoldTo: { number: string };
}

export async function salesSearches(api: string, adminToken: string): Promise<ScenarioResult[]> {
  // A line of the list's first page (kept by the instance; a later page or another order is a pass over every line here).
  const line = (await getJson<Line[]>(`${api}/api/StrykerCommands?pageNumber=1`, adminToken))[7];
  if (!line) throw new Error('Aucune ligne de vente pour la mesure de la recherche');
  const terms = [
    { what: 'd’un numéro de facture entier', term: line.invoiceNumber },
    { what: 'du début d’un numéro de commande', term: line.orderNumber.slice(0, -2) },
    { what: 'd’un numéro client', term: line.customerSoldTo.number },
    { what: 'd’une référence produit entière', term: line.reference },
  ];
  const out: ScenarioResult[] = [];
  for (const { what, term } of terms) {
    const path = `/api/StrykerCommands?pageNumber=1&search=${encodeURIComponent(term)}`;
    const found = await getJson<Line[]>(`${api}${path}`, adminToken);
    const result = await readScenario(`Recherche ${what} (« ${term} ») dans les lignes de vente`, api, path, adminToken, {
      targetP99: TARGETS.allSalesLinesFirstPage,
      requiredHeader: 'X-Pagination',
      unloaded: true,
    });
    result.note = `${found.length} ligne(s) en première page, ${result.note ?? ''}`;
    out.push(result);
  }
  return out;
}

const TITLE = '## Recherche des lignes de vente à 1 000 000 de lignes';

/** Writes (or replaces) the section of docs/performance.md that `npm run bench -- --recherche-ventes-seule` measures. */
export function writeSalesSearch(root: string, results: ScenarioResult[], f: { loadAtStart: number; loadAtEnd: number; seedSeconds: number }): void {
  const fmt = (n: number) => n.toFixed(1).replace('.', ',');
  const section = `${TITLE}

\`npm run bench -- --recherche-ventes-seule\` : pile de mesure semée avec \`BENCH_SIZE=bench\` (60 clients,
2 000 produits, 1 000 000 de lignes de vente, démarrée et semée en ${Math.round(f.seedSeconds)} s), jeton administrateur,
${CONNECTIONS} connexions par scénario, objectif p99 ≤ ${TARGETS.allSalesLinesFirstPage} ms (issue 30). Charge moyenne de la machine
(\`uptime\`, 1 min) : ${fmt(f.loadAtStart)} au départ, ${fmt(f.loadAtEnd)} à la fin. La recherche lit l’index de
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
