/**
 * `npm run bench`: measures the local stack with the default demo data and writes docs/performance.md.
 * Every API figure stands beside a floor measured in the same run (a bare Node server returning the
 * same bytes), so the numbers say what our code costs on this machine, not how fast the machine is.
 */
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { runApiScenarios, type ScenarioResult } from './api-scenarios.js';
import { measureFrontend, type FrontendResult } from './frontend.js';
import { CONNECTIONS, WARM_UP_SECONDS } from './http-load.js';
import { benchProfile, startBenchStack } from './stack.js';

const root = new URL('..', import.meta.url).pathname;

const ms = (n: number) => `${n.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'atteint' : '**non atteint**');

function slowReads(api: ScenarioResult[]): string {
  const slow = api.filter((r) => r.targetP99 && r.api.p99 > r.targetP99).map((r) => r.name);
  if (slow.length === 0) return 'Toutes les lectures tiennent l’objectif de 50 ms au p99.';
  return `Au-dessus de l’objectif dans cette exécution : ${slow.join(', ')}. L’hôte des fonctions, le serveur Cosmos
local (écrit en JavaScript) et l’outil de charge se partagent les cœurs de la machine.`;
}

function report(api: ScenarioResult[], front: FrontendResult): string {
  const rows = api.map(
    (r) =>
      `| ${r.name} | ${ms(r.api.p50)} | ${ms(r.api.p99)} | ${Math.round(r.api.requestsPerSecond)} | ${ms(r.floor.p50)} | ${ms(r.floor.p99)} | ${Math.round(r.floor.requestsPerSecond)} | ${r.api.errors + r.api.non2xx} | ${r.targetP99 ? `p99 ≤ ${r.targetP99} ms : ${verdict(r.api.p99 <= r.targetP99)}` : '—'} |`,
  );
  return `# Performance

Mesuré par \`npm run bench\` le ${new Date().toISOString().slice(0, 10)}, sur ${cpus().length} cœurs et ${Math.round(totalmem() / 2 ** 30)} Gio,
contre la pile locale (hôte Functions local, serveur Cosmos local, Azurite) avec les données de démonstration
par défaut, ${CONNECTIONS} connexions simultanées pendant 10 s par mesure. Le « plancher » est un serveur Node
nu qui renvoie les mêmes octets, mesuré dans la même exécution : l’écart est le coût de notre code et de
la base locale.

## API

| scénario | p50 | p99 | req/s | plancher p50 | plancher p99 | plancher req/s | erreurs | objectif |
|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

La commande alterne ajout au panier et création de commande (clé d’idempotence neuve à chaque fois) ;
les 20 connexions se partagent 10 clients, deux par client : ses latences mêlent les deux appels, et sa
colonne « erreurs » compte aussi les refus légitimes (panier vide, panier en cours de modification)
quand l’autre connexion du même client vient de commander le panier.

Chaque lecture fait au plus deux allers-retours vers Cosmos DB, celui de l’utilisateur du jeton compris :
les statistiques de l’accueil lisent statistiques et points de l’année en un seul lot, la fiche du client et
son interlocuteur venant d’un cache d’une minute par instance ; le catalogue vient d’un cache d’une minute
par instance ; une page de commandes Programme lit la liste des commandes du client, un document
reconstruit après chaque écriture de commande. Chaque mesure suit ${WARM_UP_SECONDS} s de la même charge, non
comptées : compilation à la volée et caches remplis, on mesure le régime établi.
${slowReads(api)}

## Site

| mesure | valeur | objectif |
|---|---|---|
| JavaScript téléchargé pour /login (gzip) | ${kb(front.loginJsGzip)} | — |
| JavaScript de l’accueil avant les graphiques (gzip) | ${kb(front.homeJsBeforeChartsGzip)} | ≤ 250 KB : ${verdict(front.homeJsBeforeChartsGzip <= 250 * 1024)} |
| JavaScript de l’accueil, graphiques compris (gzip) | ${kb(front.homeJsTotalGzip)} | — |
| Largest Contentful Paint de l’accueil (Chromium, local) | ${ms(front.homeLcpMs)} | — |

Le serveur Cosmos local garde tout en mémoire et évalue chaque requête sur tout le conteneur : les
lectures ponctuelles et les documents matérialisés (statistiques, points) y sont rapides, les requêtes
qui parcourent beaucoup de documents y sont bien plus lentes qu’Azure Cosmos DB.
`;
}

execSync('npm run build -w frontend', { cwd: root, stdio: 'inherit' });
const stack = await startBenchStack(root);
try {
  const api = await runApiScenarios(`http://127.0.0.1:${benchProfile.api}`);
  const front = await measureFrontend(`http://localhost:${benchProfile.site}`, 'acheteur@chu-demo.test', process.env.DEMO_PASSWORD ?? 'Demo!2025');
  const text = report(api, front);
  writeFileSync(`${root}docs/performance.md`, text);
  console.log(text);
} finally {
  stack.stop();
}
