import { backOfficeTable, replaceSection } from './report.js';
import { readScenario, type ScenarioResult } from './scenario.js';

/**
 * Issue 33: a buying group's consolidated home under load, read by its group buyer (groupe@demo.test) and by an
 * administrator. It is the group's name and one partition of member rows (docs/kpi.md, « Buying groups »), so
 * it must stay flat from 100,000 to 1,000,000 sales lines: p99 ≤ 50 ms, and at 1,000,000 at most 1.2 × its
 * p99 at the default size (the KPI targets).
 */
const TARGETS = { p99: 50, millionFactor: 1.2 };
const GROUP_BUYER = 'groupe@demo.test';
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo!2025';

async function post(url: string, token: string | null, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** Signs the group buyer in and accepts the terms in force, as its first visit does. */
async function groupBuyerSession(api: string): Promise<{ token: string } | undefined> {
  const res = await post(`${api}/api/Authenticate/login`, null, { Email: GROUP_BUYER, Password: PASSWORD });
  if (!res.ok) return undefined;
  const { token, user } = (await res.json()) as { token: string; user: { id: string } };
  const current = await fetch(`${api}/api/TermsAndConditions/current`, { headers: { authorization: `Bearer ${token}` } });
  if (current.ok) {
    const { id } = (await current.json()) as { id: string };
    await post(`${api}/api/TermsAndConditions/accept`, token, { userId: user.id, termVersionId: id, acceptanceDate: new Date().toISOString() });
  }
  return { token };
}

export async function buyingGroupReads(api: string, adminToken: string, atDefault?: ScenarioResult[]): Promise<ScenarioResult[]> {
  const session = await groupBuyerSession(api);
  if (!session) return [{ name: 'Accueil du groupement (GET /api/buyingGroupHome)', targetP99: TARGETS.p99, skipped: `${GROUP_BUYER} absent des données` }];
  const own = await fetch(`${api}/api/buyingGroupHome`, { headers: { authorization: `Bearer ${session.token}` } });
  const { groupId, members } = (await own.json()) as { groupId: string; members: unknown[] };
  const calls = [
    { label: `Accueil du groupement, son acheteur (${members.length} membres)`, path: '/api/buyingGroupHome', token: session.token },
    {
      label: `Chiffres d’un groupement, administrateur (${members.length} membres)`,
      path: `/api/buyingGroups/${encodeURIComponent(groupId)}/home`,
      token: adminToken,
    },
  ];
  const out: ScenarioResult[] = [];
  for (const [i, c] of calls.entries()) {
    const base = atDefault?.[i]?.api?.p99;
    const targetP99 = base === undefined ? TARGETS.p99 : Math.min(TARGETS.p99, Math.max(1, Math.round(base * TARGETS.millionFactor)));
    const r = await readScenario(`${c.label} (${c.path.replace(groupId, '{id}')})`, api, c.path, c.token, { targetP99, skipIfMissing: true });
    if (base !== undefined && r.api)
      r.note = `${r.note ?? ''} ; 1 M / défaut : p99 × ${(r.api.p99 / base).toFixed(2).replace('.', ',')} (cible ≤ ${String(TARGETS.millionFactor).replace('.', ',')})`;
    out.push(r);
  }
  return out;
}

const TITLE = '## Accueil des groupements d’achat';

/**
 * The section of docs/performance.md for the buying groups' home (`npm run bench -- --groupements-seul`, and the
 * full run), each read beside its floor measured in the same run: replaced in place, the rest of the file kept.
 */
export function writeBuyingGroups(root: string, f: { atDefault: ScenarioResult[]; million?: ScenarioResult[]; loadAtStart: number; loadAtEnd: number }): void {
  const fmt = (n: number) => n.toFixed(1).replace('.', ',');
  const section = `${TITLE}

\`npm run bench -- --groupements-seul\` : le groupement de ${GROUP_BUYER} lu par son acheteur et par un administrateur,
chaque lecture à côté de son plancher (un serveur local qui renvoie la même réponse, mesuré dans la même exécution).
L’accueil est gardé par chaque instance et vérifié contre la version des lignes du groupement (une lecture
ponctuelle, écrite dans le même lot que chaque ligne), relue au plus chaque seconde et aussitôt après un changement
fait par l’instance : aucun appel à Cosmos DB tant que rien ne change (functions/src/services/buying-groups.ts). Objectif p99 ≤ ${TARGETS.p99} ms, et au million de lignes au plus
${String(TARGETS.millionFactor).replace('.', ',')} × le p99 au jeu par défaut. Charge moyenne de la machine (\`uptime\`, 1 min) : ${fmt(f.loadAtStart)} au
départ, ${fmt(f.loadAtEnd)} à la fin.

Jeu par défaut :

${backOfficeTable(f.atDefault)}
${f.million ? `\nÀ 1 000 000 de lignes de vente (\`BENCH_SIZE=bench\`) :\n\n${backOfficeTable(f.million)}\n` : '\nÀ 1 000 000 de lignes : non mesuré dans cette exécution (`--sans-million`).\n'}`;
  replaceSection(root, TITLE, section);
}
