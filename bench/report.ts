/** docs/performance.md, in French, from the figures of one `npm run bench`. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { HEAVY_CONNECTIONS, MILLION_FACTOR, TARGETS, type HeavyCustomer } from './backoffice-scenarios.js';
import type { FrontendResult } from './frontend.js';
import { CONNECTIONS, WARM_UP_SECONDS } from './http-load.js';
import type { ExportFigures } from './export-scenario.js';
import { formatBytes, type ScenarioResult } from './scenario.js';

export interface BenchFigures {
  portal: ScenarioResult[];
  backOffice: ScenarioResult[];
  heavyCustomer: HeavyCustomer;
  front: FrontendResult;
  /** Absent when the run was started with --sans-million. */
  million?: { results: ScenarioResult[]; heavyCustomer: HeavyCustomer; seedSeconds: number; exported: ExportFigures; salesSearch: ScenarioResult[] };
  /** Load average of the machine when the run started and ended: other work running beside the bench skews it. */
  loadAtStart: number;
  loadAtEnd: number;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'atteint' : '**non atteint**');
const ratio = (n: number) => n.toFixed(2).replace('.', ',');

const failed = (r: ScenarioResult) => (r.api ? r.api.errors + r.api.non2xx : 0);
const met = (r: ScenarioResult) => !!r.api && r.api.responses > 0 && !!r.targetP99 && r.api.p99 <= r.targetP99 && failed(r) === 0;

function verdictOf(r: ScenarioResult): string {
  if (r.skipped) return `non mesuré : ${r.skipped}`;
  if (!r.targetP99 || !r.api) return '—';
  const problems = [
    r.api.errors ? `${r.api.errors} sans réponse en 10 s ou en erreur de connexion` : '',
    r.api.non2xx ? `${r.api.non2xx} réponses non 2xx` : '',
  ].filter(Boolean);
  return verdict(met(r)) + (problems.length ? ` (${problems.join(', ')})` : '');
}

/** No answer at all in the measured seconds: autocannon reports 0 ms, which must not read as fast. */
const answered = (r: ScenarioResult) => !!r.api && r.api.responses > 0;

const figures = (r: ScenarioResult) => {
  if (!r.api || !r.floor) return '— | — | — | —';
  const floor = `${ms(r.floor.p50)} / ${ms(r.floor.p99)}`;
  if (!answered(r)) return `aucune réponse en 10 s | aucune réponse en 10 s | 0 | ${floor}`;
  return `${ms(r.api.p50)} | ${ms(r.api.p99)} | ${Math.round(r.api.requestsPerSecond)} | ${floor}`;
};

export function backOfficeTable(rows: ScenarioResult[]): string {
  return `| scénario | p50 | p99 | req/s | plancher p50 / p99 | objectif | verdict | remarque |
|---|---|---|---|---|---|---|---|
${rows.map((r) => `| ${r.name} | ${figures(r)} | ${r.targetP99 ? `p99 ≤ ${r.targetP99} ms` : '—'} | ${verdictOf(r)} | ${r.note ?? ''} |`).join('\n')}`;
}

/** The 1M rows beside the same scenario at the default size: the ratio shows how the cost grows with the data. */
function millionTable(rows: ScenarioResult[], atDefault: ScenarioResult[]): string {
  const body = rows.map((r) => {
    const base = atDefault.find((d) => d.name === r.name);
    const loaded = answered(r) && base && answered(base) ? `p99 : ${ratio(r.api!.p99 / base.api!.p99)} (${ms(base.api!.p99)} au jeu par défaut)` : '';
    // Without any answer under load, the requests sent one at a time still say how the cost grew.
    const alone = r.unloadedMs && base?.unloadedMs ? `seule : ${ratio(r.unloadedMs / base.unloadedMs)} (${ms(base.unloadedMs)} au jeu par défaut)` : '';
    const scale = [loaded, alone].filter(Boolean).join(' ; ') || '—';
    return `| ${r.name} | ${figures(r)} | ${scale} | ${r.targetP99 ? `p99 ≤ ${r.targetP99} ms` : '—'} | ${verdictOf(r)} | ${r.note ?? ''} |`;
  });
  return `| scénario | p50 | p99 | req/s | plancher p50 / p99 | 1 M / défaut | objectif | verdict | remarque |
|---|---|---|---|---|---|---|---|---|
${body.join('\n')}`;
}

function portalTable(rows: ScenarioResult[]): string {
  return `| scénario | p50 | p99 | req/s | plancher p50 | plancher p99 | plancher req/s | erreurs | objectif |
|---|---|---|---|---|---|---|---|---|
${rows
  .filter((r) => r.api && r.floor)
  .map(
    (r) =>
      `| ${r.name} | ${ms(r.api!.p50)} | ${ms(r.api!.p99)} | ${Math.round(r.api!.requestsPerSecond)} | ${ms(r.floor!.p50)} | ${ms(r.floor!.p99)} | ${Math.round(r.floor!.requestsPerSecond)} | ${failed(r)} | ${r.targetP99 ? `p99 ≤ ${r.targetP99} ms : ${verdict(met(r))}` : '—'} |`,
  )
  .join('\n')}`;
}

function missed(rows: ScenarioResult[]): string {
  const names = rows.filter((r) => r.api && r.targetP99 && !met(r)).map((r) => r.name);
  if (names.length === 0) return 'Tous les scénarios mesurés tiennent leur objectif.';
  // A floor above the target says the answer's size alone, on this machine, exceeds it, whatever the code does.
  const beyondFloor = rows.filter((r) => r.floor && r.targetP99 && r.floor.p99 > r.targetP99);
  const floorNote = beyondFloor.length
    ? ` Pour ${beyondFloor.map((r) => `« ${r.name} » (plancher p99 ${ms(r.floor!.p99)})`).join(', ')}, le plancher lui-même dépasse l’objectif : sur cette machine, recevoir ces octets à ${CONNECTIONS} connexions coûte déjà plus que l’objectif à l’outil de charge.`
    : '';
  return `Au-dessus de l’objectif dans cette exécution : ${names.join(' ; ')}.${floorNote}`;
}

function skippedNote(rows: ScenarioResult[]): string {
  const skipped = rows.filter((r) => r.skipped);
  return skipped.length === 0
    ? ''
    : `\nNon mesurés, faute de route (404) au moment de l’exécution : ${skipped.map((r) => r.name).join(' ; ')}. Le banc les mesure dès qu’elles existent.\n`;
}

function exportNote(e: ExportFigures): string {
  const nf = new Intl.NumberFormat('fr-FR');
  return `**Export Excel de toutes les lignes, en arrière-plan** (\`POST /api/strykerCommands/export\` : au-delà de
\`EXPORT_INLINE_MAX_ROWS\` lignes, 50 000 par défaut, l’export d’une liste passe par la file \`exports\`) : ${nf.format(e.rows)} lignes écrites et rangées dans le stockage
en ${nf.format(Math.round(e.seconds))} s (${nf.format(Math.round(e.rows / e.seconds))} lignes/s), classeur de ${formatBytes(e.bytes)}, téléchargé en
${nf.format(Math.round(e.downloadSeconds * 10) / 10)} s. Le serveur Cosmos local (sans index, chaque page de 5 000 lignes triées y est
un nouveau parcours du million de lignes) et l’écriture du classeur (ExcelJS, sur son fil) se partagent les deux cœurs. Pas d’objectif chiffré ; la limite d’Azure
qui compte est la durée d’une exécution (30 min par défaut sur Flex Consumption).
`;
}

function millionSection(f: BenchFigures): string {
  if (!f.million) return '\n### À 1 000 000 de lignes de vente\n\nNon mesuré dans cette exécution (`--sans-million`).\n';
  const { results, heavyCustomer, seedSeconds } = f.million;
  return `
### À 1 000 000 de lignes de vente

Seconde pile de mesure, semée avec \`BENCH_SIZE=bench\` (60 clients, 2 000 produits, 1 000 000 de lignes de
vente ; pile démarrée et semée en ${Math.round(seedSeconds)} s). Client mesuré : ${heavyCustomer.name}, ${heavyCustomer.lines.toLocaleString('fr-FR')} lignes, choisi
comme au jeu par défaut. Objectif : au plus ${String(MILLION_FACTOR).replace('.', ',')} × celui du jeu par défaut
(${TARGETS.companyOrders * MILLION_FACTOR} ms pour les commandes, ${TARGETS.export * MILLION_FACTOR} ms pour l’export). La colonne « 1 M / défaut » dit de combien
la latence a crû avec les données : rapport des p99 sous charge, et rapport des médianes de requêtes
envoyées une à une (« seule »).

${millionTable(results, f.backOffice)}

${missed(results)}
${skippedNote(results)}
${exportNote(f.million.exported)}`;
}

export function report(f: BenchFigures): string {
  const c = f.heavyCustomer;
  return `# Performance

Mesuré par \`npm run bench\` le ${new Date().toISOString().slice(0, 10)}, sur ${cpus().length} cœurs et ${Math.round(totalmem() / 2 ** 30)} Gio (charge moyenne de la
machine sur une minute : ${f.loadAtStart.toFixed(1)} au départ, ${f.loadAtEnd.toFixed(1)} à la fin ; le banc seul en fait environ 2), contre la pile locale (hôte Functions local, serveur Cosmos local, Azurite)
avec les données de démonstration par défaut (60 clients, 2 000 produits, 100 000 lignes de vente),
${CONNECTIONS} connexions simultanées pendant 10 s par mesure, chacune après ${WARM_UP_SECONDS} s de la même charge non comptées
(compilation à la volée et caches remplis : on mesure le régime établi). Les requêtes acceptent les
réponses compressées (\`Accept-Encoding: gzip, deflate, br\`), comme celles du site. Le « plancher » est un serveur
Node nu qui renvoie les mêmes octets, mesuré dans la même exécution : l’écart est le coût de notre code
et de la base locale. L’outil de charge est autocannon, corrigé pour ne plus décoder chaque réponse en
texte (docs/autocannon-patch.md) : avant, sur 2 cœurs, ce décodage coûtait plus que l’API elle-même aux
grandes réponses, et les planchers des commandes et de l’export au million de lignes dépassaient leurs objectifs.

## API du portail client

${portalTable(f.portal)}

La commande (ajout au panier et création de commande alternés, sans Idempotency-Key, comme l’appel de la
spécification ; 20 connexions sur 10 clients, deux par client) est mesurée trois fois à côté de son plancher sur
la même base : section « Plancher sur la même base » plus bas. Quand l’autre connexion du même client vient de
commander le panier, le refus « panier vide » est celui que l’utilisateur verrait : il n’est pas compté en erreur.

Chaque lecture fait au plus deux allers-retours vers Cosmos DB, celui de l’utilisateur du jeton compris :
les statistiques de l’accueil lisent statistiques et points de l’année en un seul lot, la fiche du client et
son interlocuteur venant d’un cache d’une minute par instance ; le catalogue vient d’un cache d’une minute
par instance ; une page de commandes Programme lit la liste des commandes du client, un document
que chaque commande met à jour dans son lot.
${missed(f.portal)}

## Back-office : objectifs du socle

Jeton administrateur. Commandes de l’entreprise et export portent sur ${c.name} (${c.lines.toLocaleString('fr-FR')} lignes de
vente, ${c.orders.toLocaleString('fr-FR')} commandes, toutes années) : le client qui a le plus de lignes parmi les dix du
commercial de démonstration (tous les paliers y figurent), donc le haut de la fourchette et non la
moyenne. L’appel léger est mesuré avec ses propres ${CONNECTIONS} connexions pendant que ${HEAVY_CONNECTIONS} connexions, dans un
autre processus, enchaînent sans pause commandes de l’entreprise et export de ce client ; son plancher est
celui de l’appel léger. Les listes sont lues en première page du protocole de liste (\`?pageNumber=1\`,
15 lignes, en-tête X-Pagination).

${backOfficeTable(f.backOffice)}

${missed(f.backOffice)}
${skippedNote(f.backOffice)}${millionSection(f)}
${SERVED}

## Site

| mesure | valeur | objectif |
|---|---|---|
| JavaScript téléchargé pour /login (gzip) | ${kb(f.front.loginJsGzip)} | — |
| JavaScript de l’accueil avant les graphiques (gzip) | ${kb(f.front.homeJsBeforeChartsGzip)} | ≤ 250 KB : ${verdict(f.front.homeJsBeforeChartsGzip <= 250 * 1024)} |
| JavaScript de l’accueil, graphiques compris (gzip) | ${kb(f.front.homeJsTotalGzip)} | — |
| Largest Contentful Paint de l’accueil (Chromium, local) | ${ms(f.front.homeLcpMs)} | — |

${COSMOS_NOTE}
`;
}

export const loadAverage = () => loadavg()[0];

/** How the back-office reads are served: the structure the figures above come from. */
const SERVED = `Les commandes de l’entreprise et leur export sans filtre sont gardés par chaque instance de
l’API (functions/src/services/company-orders.ts) : chaque lecture fait une lecture ponctuelle de la version
des ventes du client et, si elle n’a pas bougé, renvoie le JSON déjà sérialisé ou le classeur déjà écrit.
Quand rien n’est gardé (première lecture, ou après un import qui a changé la version), l’API lit toutes les
lignes de vente du client (toutes années) par une requête limitée à sa partition (conteneur \`sales\`,
partitionné par client), en pages dont le service choisit la taille (\`queryPartition\`, functions/src/data/list-query.ts),
les regroupe par commande et facture, puis écrit le classeur pour l’export : c’est la « première lecture »
de la colonne remarque. Les mesures sous charge suivent ${WARM_UP_SECONDS} s de charge : elles mesurent ce qui est gardé,
donc surtout l’envoi de la réponse, dont la taille suit le nombre de lignes du client. Les listes lisent
une page de 15 triée (\`queryPage\`, functions/src/data/list-query.ts) et comptent les documents qui
correspondent : dans la partition de la liste pour les douze listes de noms, à travers les partitions pour
clients, utilisateurs et produits. Pour toutes les lignes de vente, le total et une version viennent d’un
compteur que chaque écriture de lignes fait avancer ; les pages sans recherche sont gardées par l’instance
tant que la version n’a pas bougé, sinon c’est un ORDER BY sur tout le conteneur.`;

/** What the local Cosmos DB server is, with its engine patched (docs/cosmos-query-patch.md). */
const COSMOS_NOTE = `Le serveur Cosmos local (\`@vercel/cosmosdb-server\` et son moteur de requêtes, corrigés : voir
docs/cosmos-query-patch.md) garde tout en mémoire, sans index, dans un seul processus JavaScript que se
partagent toutes les requêtes ; l’hôte des fonctions et l’outil de charge tournent sur les mêmes cœurs.
Depuis le correctif, une requête limitée à une partition ne lit que les documents de cette partition, en
temps linéaire, et une page ne trie plus toutes les lignes : elle garde les premières dans un tas borné.
Mais, sans index, chaque page — la première comme chaque suite — relit tous les documents de sa portée :
la partition pour une requête avec clé de partition, tout le conteneur sinon. Azure Cosmos DB sert un
ORDER BY et sa première page depuis son index ; ici, la première page de toutes les lignes de vente parcourt
le million de lignes quand l’instance ne l’a pas déjà gardée.`;

/**
 * Writes `section` in docs/performance.md in place of the one that starts with `title` (up to the next « ## »
 * heading), or at the end: a bench run of one part leaves the figures of the others as they were.
 */
export function replaceSection(root: string, title: string, section: string): void {
  const file = join(root, 'docs/performance.md');
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const start = text.indexOf(title);
  const next = start < 0 ? -1 : text.indexOf('\n## ', start + 1);
  writeFileSync(file, start < 0 ? `${text.trimEnd()}\n\n${section}` : `${text.slice(0, start)}${section}${next < 0 ? '' : text.slice(next)}`);
}
