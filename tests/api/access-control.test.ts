/**
 * Access control, generated from the route table (functions/src/routes.ts): every route is exercised, and
 * a route added without what its check needs (a resource resolver, a valid sample) fails here.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyRoute } from '../../functions/src/http/route.js';
import { call, expectErrorShape, login, type ApiResponse, type Session } from './support/api.js';
import { inactiveCustomerScene, type InactiveCustomerScene } from './support/security.js';
import { buildRequest, customerValues, loadWorld, resolverFor, routeLabel, routes, scopedValues, send, type World } from './support/fixtures.js';

const publicRoutes = routes.filter((r) => r.access === 'public');
const protectedRoutes = routes.filter((r) => r.access !== 'public');
const adminRoutes = routes.filter((r) => r.access === 'admin');
const staffRoutes = routes.filter((r) => r.access === 'staff');
const customerRoutes = routes.filter((r) => r.scope.kind === 'customer');
const resourceRoutes = routes.filter((r) => r.scope.kind === 'resource');
const selfRoutes = routes.filter((r) => r.scope.kind === 'self');
const ownDataRoutes = routes.filter((r) => r.access !== 'public' && r.scope.kind === 'none' && r.method === 'GET');

const exercised: Record<string, Set<AnyRoute>> = {};
const mark = (category: string, route: AnyRoute) => (exercised[category] ??= new Set()).add(route);
const each = (list: AnyRoute[]) => list.map((r) => [routeLabel(r), r] as const);

let w: World;
beforeAll(async () => {
  w = await loadWorld();
});

/** Values for a request made on customer A's behalf (a valid request the caller may or may not make). */
const ownValues = () => ({ ...customerValues(w.customerA), userId: w.userA.user.id });

function expectRefused(res: ApiResponse, statuses: number[], label: string) {
  expect(statuses, `${label} : ${res.status} ${res.text.slice(0, 300)}`).toContain(res.status);
  expectErrorShape(res, label);
  // Nothing but the error: no data leaks along with a refusal.
  expect(Object.keys(res.json)).toEqual(['error']);
}

/** True when a JSON value holds this string anywhere. */
function holds(value: unknown, needle: string): boolean {
  if (typeof value === 'string') return value === needle;
  if (Array.isArray(value)) return value.some((v) => holds(v, needle));
  if (value && typeof value === 'object') return Object.values(value).some((v) => holds(v, needle));
  return false;
}

describe('sans jeton valide', () => {
  it.each(each(protectedRoutes))('%s répond 401 sans jeton, avec un jeton illisible ou mal formé', async (label, route) => {
    const req = buildRequest(route, scopedValues(route, w.customerA), ownValues());
    for (const token of [null, 'abc.def.ghi', 'pas-un-jeton']) {
      const res = await send(req, token);
      expectRefused(res, [401], `${label} jeton=${token}`);
    }
    const basic = await send(req, null, { headers: { Authorization: 'Basic YWRtaW5AZGVtby50ZXN0OkRlbW8hMjAyNQ==' } });
    expectRefused(basic, [401], `${label} Basic`);
    mark('unauthenticated', route);
  });

  it.each(each(publicRoutes))('%s (publique) répond sans jeton, sans erreur serveur', async (label, route) => {
    const res = await send(buildRequest(route, {}, ownValues()), null);
    expect(res.status, `${label} : ${res.text.slice(0, 300)}`).toBeLessThan(500);
    if (res.status >= 400) expectErrorShape(res, label);
    mark('public', route);
  });

  it('couvre toutes les routes de la table', () => {
    expect(exercised.unauthenticated?.size ?? 0).toBe(protectedRoutes.length);
    expect(exercised.public?.size ?? 0).toBe(publicRoutes.length);
    expect(protectedRoutes.length + publicRoutes.length).toBe(routes.length);
  });
});

describe('rôles', () => {
  it.each(each(adminRoutes))('%s est refusée (403) à l’acheteur et au commercial', async (label, route) => {
    const req = buildRequest(route, scopedValues(route, w.customerA), ownValues());
    for (const who of [w.userA, w.commercial, w.group]) {
      expectRefused(await send(req, who.token), [403], `${label} par ${who.user.email}`);
    }
    mark('admin', route);
  });

  it.each(each(staffRoutes))('%s est refusée (403) aux utilisateurs clients', async (label, route) => {
    const req = buildRequest(route, scopedValues(route, w.customerA), ownValues());
    for (const who of [w.userA, w.group]) {
      expectRefused(await send(req, who.token), [403], `${label} par ${who.user.email}`);
    }
    mark('staff', route);
  });

  it('couvre toutes les routes réservées', () => {
    expect(exercised.admin?.size ?? 0).toBe(adminRoutes.length);
    expect(exercised.staff?.size ?? 0).toBe(staffRoutes.length);
  });
});

describe('cloisonnement par client', () => {
  it.each(each(customerRoutes))('%s : l’utilisateur de A n’obtient rien du client B', async (label, route) => {
    const b = w.othersThanA[0];
    const req = buildRequest(route, scopedValues(route, b), { ...customerValues(b), userId: w.userA.user.id });
    expect(JSON.stringify(req), `${label} : la requête doit désigner le client B`).toContain(b);
    for (const who of [w.userA]) {
      expectRefused(await send(req, who.token), [403, 404], `${label} (client ${b}) par ${who.user.email}`);
    }
    // The same request about A's own customer passes the scope check (the refusal is about B, not the request).
    if (route.access === 'user') {
      const own = await send(buildRequest(route, scopedValues(route, w.customerA), ownValues()), w.userA.token);
      expect([401, 403], `${label} pour son propre client : ${own.status} ${own.text.slice(0, 200)}`).not.toContain(own.status);
    }
    mark('customer', route);
  });

  it.each(each(resourceRoutes))('%s : l’utilisateur de A ne touche pas à la ressource d’un client B', async (label, route) => {
    if (route.scope.kind !== 'resource') throw new Error('impossible');
    const fixture = await resolverFor(route.scope.resource)(w);
    const req = buildRequest(route, { params: { [route.scope.param]: fixture.id } }, { ...customerValues(fixture.customerId ?? w.othersThanA[0]), userId: w.userA.user.id });
    expectRefused(await send(req, w.userA.token), [403, 404], `${label} (${route.scope.resource} ${fixture.id} du client ${fixture.customerId})`);
    mark('resource', route);
  });

  it.each(each(selfRoutes))('%s refuse l’identifiant d’un autre utilisateur', async (label, route) => {
    if (route.scope.kind !== 'self') throw new Error('impossible');
    const other = w.group.user.id;
    const req = buildRequest(route, { [route.scope.in]: { [route.scope.key]: other } }, { ...customerValues(w.customerA), userId: other });
    expectRefused(await send(req, w.userA.token), [403], `${label} avec l’utilisateur ${other}`);
    const own = await send(buildRequest(route, { [route.scope.in]: { [route.scope.key]: w.userA.user.id } }, ownValues()), w.userA.token);
    expect([401, 403], `${label} avec son propre identifiant : ${own.status} ${own.text.slice(0, 200)}`).not.toContain(own.status);
    mark('self', route);
  });

  it.each(each(ownDataRoutes))('%s ne montre à l’utilisateur de A aucune donnée d’un autre client', async (label, route) => {
    const res = await send(buildRequest(route, {}, ownValues()), w.userA.token);
    expect(res.status, `${label} : ${res.text.slice(0, 200)}`).toBeLessThan(500);
    for (const b of w.othersThanA) expect(holds(res.json, b), `${label} contient le client ${b}`).toBe(false);
    mark('ownData', route);
  });

  it('couvre toutes les routes cloisonnées', () => {
    expect(exercised.customer?.size ?? 0).toBe(customerRoutes.length);
    expect(exercised.resource?.size ?? 0).toBe(resourceRoutes.length);
    expect(exercised.self?.size ?? 0).toBe(selfRoutes.length);
    expect(exercised.ownData?.size ?? 0).toBe(ownDataRoutes.length);
    const none = routes.filter((r) => r.scope.kind === 'none').length;
    expect(customerRoutes.length + resourceRoutes.length + selfRoutes.length + none).toBe(routes.length);
  });
});

describe('clients inactifs', () => {
  let scene: InactiveCustomerScene;
  let user: Session;
  beforeAll(async () => {
    scene = await inactiveCustomerScene(w.customerA);
    user = await login(scene.user.email, scene.user.password);
  });

  it('un client inactif est absent de la liste de son utilisateur client, l’actif y est', async () => {
    const res = await call('GET', 'users/user-infos-with-customers', { token: user.token });
    const ids = res.json.customers.map((c: { id: string }) => c.id);
    expect(ids).toContain(scene.active);
    expect(ids).not.toContain(scene.inactive);
  });

  it.each(each(customerRoutes))('%s : refusée (403) à l’utilisateur client d’un client inactif, pas à l’administrateur', async (label, route) => {
    const req = buildRequest(route, scopedValues(route, scene.inactive), { ...customerValues(scene.inactive), userId: scene.user.id });
    expectRefused(await send(req, user.token), [403], `${label} (client inactif) par son utilisateur`);
    const byAdmin = await send(req, w.admin.token);
    expect([401, 403], `${label} (client inactif) par l’administrateur : ${byAdmin.status} ${byAdmin.text.slice(0, 200)}`).not.toContain(byAdmin.status);
    expect(byAdmin.status).toBeLessThan(500);
  });
});

describe('résumé', () => {
  it('chaque route de la table a été contrôlée au moins une fois', () => {
    const seen = new Set(Object.values(exercised).flatMap((s) => [...s]));
    const missed = routes.filter((r) => !seen.has(r)).map(routeLabel);
    expect(missed).toEqual([]);
    expect(seen.size).toBe(routes.length);
  });

  it('le client B existe et un autre utilisateur le voit (le refus n’est pas un défaut de données)', async () => {
    const res = await call('GET', 'users/user-infos-with-customers', { token: w.group.token });
    expect(res.status).toBe(200);
    expect(res.json.customers.map((c: { id: string }) => c.id)).toContain(w.othersThanA[0]);
  });
});

// ---------------------------------------------------------------------------------------------------
// The access matrix of docs/permissions.md, checked for every route of the table and the four actors.

type Actor = 'anonyme' | 'utilisateur client' | 'commercial' | 'administrateur';
const ACTORS: Actor[] = ['anonyme', 'utilisateur client', 'commercial', 'administrateur'];
type Cell = 'oui' | '401' | '403' | 'ses clients';

/** The table between the markers of docs/permissions.md: access level → actor → expected outcome. */
function readMatrix(): Record<string, Record<Actor, Cell>> {
  const doc = readFileSync(new URL('../../docs/permissions.md', import.meta.url), 'utf8');
  const block = /<!-- matrix:start -->([\s\S]*?)<!-- matrix:end -->/.exec(doc)?.[1];
  if (!block) throw new Error('docs/permissions.md : tableau des droits introuvable entre les marqueurs');
  const rows = block.split('\n').map((l) => l.trim()).filter((l) => l.startsWith('|') && !/^\|[-| ]+\|$/.test(l));
  const cells = (line: string) => line.slice(1, -1).split('|').map((c) => c.trim());
  const header = cells(rows[0]!);
  if (header.slice(1).join('|') !== ACTORS.join('|')) throw new Error(`docs/permissions.md : colonnes ${header.join(', ')} au lieu de ${ACTORS.join(', ')}`);
  return Object.fromEntries(
    rows.slice(1).map((line) => {
      const [access, ...values] = cells(line);
      for (const v of values) if (!['oui', '401', '403', 'ses clients'].includes(v)) throw new Error(`docs/permissions.md : cellule « ${v} » inconnue`);
      return [access, Object.fromEntries(ACTORS.map((a, i) => [a, values[i] as Cell]))];
    }),
  ) as Record<string, Record<Actor, Cell>>;
}

/**
 * A request that the route's validation refuses (400) once the role check has passed, so that asking
 * « does the role pass? » changes nothing: an invalid path id, an unknown query field or an invalid body.
 * Routes without any input are called as they are (reads, or writes without a target).
 */
function probeOf(route: AnyRoute): { req: ReturnType<typeof buildRequest>; invalid: boolean } {
  const valid = buildRequest(route, scopedValues(route, w.customerA), ownValues());
  const badParams = Object.fromEntries(Object.keys(valid.params).map((k) => [k, 'pas!valide']));
  if (route.params && !route.params.safeParse(badParams).success) {
    let path = route.path;
    for (const k of Object.keys(valid.params)) path = path.replace(new RegExp(`\\{${k}[^}]*\\}`), encodeURIComponent('pas!valide'));
    return { req: { ...valid, path }, invalid: true };
  }
  const badQuery = { ...valid.query, champInconnu: 'x' };
  if (route.query && !route.query.safeParse(badQuery).success) return { req: { ...valid, query: badQuery }, invalid: true };
  if (route.body && !route.body.safeParse({ champInconnu: 'x' }).success) return { req: { ...valid, body: { champInconnu: 'x' }, hasBody: true }, invalid: true };
  return { req: valid, invalid: false };
}

describe('matrice des droits (docs/permissions.md)', () => {
  const matrix = readMatrix();
  const tokenOf = (actor: Actor) => (actor === 'anonyme' ? null : actor === 'utilisateur client' ? w.userA.token : actor === 'commercial' ? w.commercial.token : w.admin.token);

  it('donne une ligne à chaque niveau d’accès de la table des routes', () => {
    for (const r of routes) expect(Object.keys(matrix), routeLabel(r)).toContain(r.access);
  });

  it.each(each(routes))('%s répond à chacun des quatre acteurs comme le dit la matrice', async (label, route) => {
    const { req, invalid } = probeOf(route);
    for (const actor of ACTORS) {
      const expected = matrix[route.access]![actor];
      const res = await send(req, tokenOf(actor));
      const context = `${label} par ${actor} (attendu : ${expected}) : ${res.status} ${res.text.slice(0, 200)}`;
      if (expected === '401' || expected === '403') {
        expectRefused(res, [Number(expected)], context);
      } else {
        expect([401, 403], context).not.toContain(res.status);
        expect(res.status, context).toBeLessThan(500);
        if (invalid) expect(res.status, context).toBe(400);
      }
    }
    mark('matrix', route);
  });

  it('limite le commercial à ses clients sur chaque route cloisonnée par client qu’il peut appeler', async () => {
    const mine = await call('GET', 'users/user-infos-with-customers', { token: w.commercial.token });
    const own = new Set<string>(mine.json.customers.map((c: { id: string }) => c.id));
    const list = await call('GET', 'customers', { token: w.admin.token, query: { pageSize: 100 } });
    const stranger = (list.json as { id: string }[]).map((c) => c.id).find((id) => !own.has(id));
    expect(stranger, 'un client que le commercial ne suit pas').toBeDefined();
    const scoped = customerRoutes.filter((r) => matrix[r.access]!.commercial === 'ses clients');
    expect(scoped.length).toBeGreaterThan(0);
    for (const route of scoped) {
      const req = buildRequest(route, scopedValues(route, stranger!), { ...customerValues(stranger!), userId: w.commercial.user.id });
      expectRefused(await send(req, w.commercial.token), [403, 404], `${routeLabel(route)} pour le client ${stranger}`);
    }
  });

  it('a contrôlé toutes les routes de la table', () => {
    expect(exercised.matrix?.size ?? 0).toBe(routes.length);
  });
});
