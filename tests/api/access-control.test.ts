/**
 * Access control, generated from the route table (functions/src/routes.ts): every route is exercised, and
 * a route added without what its check needs (a resource resolver, a valid sample) fails here.
 */
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
