/**
 * Access control over HTTP: what only the whole stack shows. The pipeline's own checks (401, roles, the
 * customer and self scopes, the matrix of docs/permissions.md) run for every route of the table in process,
 * in functions/src/http/pipeline-access.test.ts. Here, through the real host and the demo data:
 * - every customer-scoped and self-scoped route refuses another customer's or user's data;
 * - every resource-scoped route's handler refuses a resource of another customer (it loads it to know);
 * - the reads of a customer user's own data show nothing of another customer;
 * - a customer made inactive in the database is refused to its user;
 * - the public routes answer without a token;
 * - one reference list stands for the twelve: its routes answer the four actors as the matrix says.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { isCustomerPortalWrite, type AnyRoute } from '../../functions/src/http/route.js';
import { ACTORS, readMatrix, rowOf, type Actor } from '../../functions/src/testing/permissions-matrix.js';
import { call, expectErrorShape, login, type ApiResponse, type Session } from './support/api.js';
import { inactiveCustomerScene, type InactiveCustomerScene } from './support/security.js';
import { buildRequest, customerValues, loadWorld, resolverFor, routeLabel, routes, scopedValues, send, type World } from './support/fixtures.js';

const publicRoutes = routes.filter((r) => r.access === 'public');
const customerRoutes = routes.filter((r) => r.scope.kind === 'customer');
const resourceRoutes = routes.filter((r) => r.scope.kind === 'resource');
const selfRoutes = routes.filter((r) => r.scope.kind === 'self');
/** Reads that a customer user may make and that are about no customer in particular: the handler picks its data. */
const ownDataRoutes = routes.filter((r) => r.access === 'user' && r.scope.kind === 'none' && r.method === 'GET');
/** The reference list that stands for the twelve (they are built from one declaration each, by one function). */
const REPRESENTATIVE_LIST = 'franchiseGroups';
const representative = routes.filter((r) => r.path === REPRESENTATIVE_LIST || r.path.startsWith(`${REPRESENTATIVE_LIST}/`));

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

describe('routes publiques', () => {
  it.each(each(publicRoutes))('%s (publique) répond sans jeton, sans erreur serveur', async (label, route) => {
    const res = await send(buildRequest(route, {}, ownValues()), null);
    expect(res.status, `${label} : ${res.text.slice(0, 300)}`).toBeLessThan(500);
    if (res.status >= 400) expectErrorShape(res, label);
    mark('public', route);
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
    const req = buildRequest(
      route,
      { params: { [route.scope.param]: fixture.id } },
      { ...customerValues(fixture.customerId ?? w.othersThanA[0]), userId: w.userA.user.id },
    );
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
  });

  it('le client B existe et un autre utilisateur le voit (le refus n’est pas un défaut de données)', async () => {
    const res = await call('GET', 'users/user-infos-with-customers', { token: w.group.token });
    expect(res.status).toBe(200);
    expect(res.json.customers.map((c: { id: string }) => c.id)).toContain(w.othersThanA[0]);
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
    // Staff only read the portal: its writes are refused to them (functions/src/http/staff-read-only.test.ts).
    if (isCustomerPortalWrite(route) && !route.adminMayWrite) return;
    const byAdmin = await send(req, w.admin.token);
    expect([401, 403], `${label} (client inactif) par l’administrateur : ${byAdmin.status} ${byAdmin.text.slice(0, 200)}`).not.toContain(byAdmin.status);
    expect(byAdmin.status).toBeLessThan(500);
  });
});

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
  if (route.body && !route.body.safeParse({ champInconnu: 'x' }).success)
    return { req: { ...valid, body: { champInconnu: 'x' }, hasBody: true }, invalid: true };
  return { req: valid, invalid: false };
}

const matrix = readMatrix();

describe('une liste de noms pour les douze, à travers la pile', () => {
  const tokenOf = (actor: Actor) =>
    actor === 'anonyme' ? null : actor === 'utilisateur client' ? w.userA.token : actor === 'commercial' ? w.commercial.token : w.admin.token;

  it('a ses sept routes dans la table', () => {
    expect(representative.map((r) => r.name).sort()).toEqual(
      [
        'createFranchiseGroup',
        'deleteFranchiseGroup',
        'exportFranchiseGroups',
        'getFranchiseGroup',
        'listFranchiseGroups',
        'queueExportFranchiseGroups',
        'updateFranchiseGroup',
      ].sort(),
    );
  });

  it.each(each(representative))('%s répond à chacun des quatre acteurs comme le dit la matrice', async (label, route) => {
    const { req, invalid } = probeOf(route);
    for (const actor of ACTORS) {
      const expected = rowOf(matrix, route)[actor];
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
  });
});

describe('le commercial, à travers la pile', () => {
  it('limite le commercial à ses clients sur chaque route cloisonnée par client qu’il peut appeler', async () => {
    const mine = await call('GET', 'users/user-infos-with-customers', { token: w.commercial.token });
    const own = new Set<string>(mine.json.customers.map((c: { id: string }) => c.id));
    const list = await call('GET', 'customers', { token: w.admin.token, query: { pageSize: 100 } });
    const stranger = (list.json as { id: string }[]).map((c) => c.id).find((id) => !own.has(id));
    expect(stranger, 'un client que le commercial ne suit pas').toBeDefined();
    const scoped = customerRoutes.filter((r) => rowOf(matrix, r).commercial === 'ses clients');
    expect(scoped.length).toBeGreaterThan(0);
    for (const route of scoped) {
      const req = buildRequest(route, scopedValues(route, stranger!), { ...customerValues(stranger!), userId: w.commercial.user.id });
      expectRefused(await send(req, w.commercial.token), [403, 404], `${routeLabel(route)} pour le client ${stranger}`);
    }
  });
});
