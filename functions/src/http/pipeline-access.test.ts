/**
 * Who may call what, for every route of the table, in process (testing/pipeline-harness.ts): the token
 * (401), the role (403), the customer and self scopes the pipeline checks before the handler, and the
 * access matrix of docs/permissions.md. A route added to the table is checked here without a line more.
 * What only the handler decides (a resource's owner, the data a read returns) stays in tests/api.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../routes.js';
import { recordAcceptance } from '../data/terms-repository.js';
import { expectReached, expectRefused, startPipelineHarness, type Harness } from '../testing/pipeline-harness.js';
import { matrixRow } from '../testing/access-matrix.js';
import { ACTORS, readMatrix, rowOf as matrixRowOf, type Actor } from '../testing/permissions-matrix.js';
import { buildRequest, customerValues, routeLabel, scopedValues } from '../testing/route-requests.js';
import type { AnyRoute } from './route.js';

const publicRoutes = routes.filter((r) => r.access === 'public');
const protectedRoutes = routes.filter((r) => r.access !== 'public');
const adminRoutes = routes.filter((r) => r.access === 'admin');
const staffRoutes = routes.filter((r) => r.access === 'staff');
const customerRoutes = routes.filter((r) => r.scope.kind === 'customer');
const selfRoutes = routes.filter((r) => r.scope.kind === 'self');
const termsOpenRoutes = routes.filter((r) => r.access === 'user' && r.openBeforeTerms);
const termsBoundRoutes = routes.filter((r) => r.access === 'user' && !r.openBeforeTerms);
const each = (list: AnyRoute[]) => list.map((r) => [routeLabel(r), r] as const);

const exercised: Record<string, Set<AnyRoute>> = {};
const mark = (category: string, route: AnyRoute) => (exercised[category] ??= new Set()).add(route);

let h: Harness;
beforeAll(async () => {
  h = await startPipelineHarness('portail-essai-acces');
}, 60_000);
afterAll(() => h?.close());

/** A valid request about this customer (A by default), made on behalf of this user (A's by default). */
const requestFor = (route: AnyRoute, customerId = h.customerA, userId = h.actors.userA.id) =>
  buildRequest(route, scopedValues(route, customerId), { ...customerValues(customerId), userId });

// ---------------------------------------------------------------------------------------------------
// The access matrix of docs/permissions.md, for every route of the table and the four actors.

const matrix = readMatrix();
const rowOf = (route: AnyRoute) => matrixRowOf(matrix, route);
const actorName = (actor: Exclude<Actor, 'anonyme'>) => (actor === 'utilisateur client' ? 'userA' : actor === 'commercial' ? 'commercial' : 'admin');
const tokenOf = (actor: Actor) => (actor === 'anonyme' ? null : h.actors[actorName(actor)].token);

describe('sans jeton valide', () => {
  it.each(each(protectedRoutes))('%s répond 401 sans jeton, avec un jeton illisible ou mal formé', async (label, route) => {
    const req = requestFor(route);
    for (const token of [null, 'abc.def.ghi', 'pas-un-jeton', `${h.actors.admin.token}x`]) {
      expectRefused(await h.invoke(route, req, { token }), [401], `${label} jeton=${token?.slice(0, 12)}`);
    }
    const basic = await h.invoke(route, req, { headers: { authorization: 'Basic YWRtaW5AZGVtby50ZXN0OkRlbW8hMjAyNQ==' } });
    expectRefused(basic, [401], `${label} Basic`);
    mark('unauthenticated', route);
  });

  it.each(each(publicRoutes))('%s (publique) laisse passer sans jeton, et avec un jeton illisible', async (label, route) => {
    const req = requestFor(route);
    expectReached(await h.invoke(route, req), `${label} sans jeton`);
    expectReached(await h.invoke(route, req, { token: 'abc.def.ghi' }), `${label} jeton illisible`);
    mark('public', route);
  });
});

describe('rôles', () => {
  it.each(each(adminRoutes))('%s est refusée (403) à l’acheteur, au commercial et au groupement', async (label, route) => {
    const req = requestFor(route);
    for (const who of ['userA', 'commercial', 'group'] as const) {
      expectRefused(await h.invoke(route, req, { token: h.actors[who].token }), [403], `${label} par ${who}`);
    }
    mark('admin', route);
  });

  it.each(each(staffRoutes))('%s est refusée (403) aux utilisateurs clients', async (label, route) => {
    const req = requestFor(route);
    for (const who of ['userA', 'group'] as const) {
      expectRefused(await h.invoke(route, req, { token: h.actors[who].token }), [403], `${label} par ${who}`);
    }
    mark('staff', route);
  });
});

describe('cloisonnement par client, vérifié avant le gestionnaire', () => {
  it.each(each(customerRoutes))('%s : refusée (403) pour un client qui n’est pas celui de l’appelant, permise pour le sien', async (label, route) => {
    const aboutB = requestFor(route, h.customerB);
    expect(JSON.stringify(aboutB), `${label} : la requête doit désigner le client B`).toContain(h.customerB);
    const row = rowOf(route);
    for (const actor of ['utilisateur client', 'commercial', 'administrateur'] as const) {
      const token = tokenOf(actor);
      if (row[actor] === 'ses clients') {
        expectRefused(await h.invoke(route, aboutB, { token }), [403], `${label} (client B) par ${actor}`);
        // The same request about A, their own customer, passes: it is B that is refused, not the request.
        expectReached(await h.invoke(route, requestFor(route), { token }), `${label} (client A) par ${actor}`);
      } else if (row[actor] === 'oui') {
        expectReached(await h.invoke(route, aboutB, { token }), `${label} (client B) par ${actor}`);
      }
    }
    if (row['utilisateur client'] === 'ses clients')
      expectRefused(await h.invoke(route, requestFor(route), { token: h.actors.group.token }), [403], `${label} (client A) par le groupement`);
    mark('customer', route);
  });

  it.each(each(customerRoutes))('%s : refusée (403) à l’utilisateur client d’un client inactif, pas à l’administrateur', async (label, route) => {
    const req = requestFor(route, h.inactiveCustomer, h.actors.inactiveUser.id);
    const row = rowOf(route);
    expectRefused(await h.invoke(route, req, { token: h.actors.inactiveUser.token }), [403], `${label} (client inactif) par son utilisateur`);
    if (row.administrateur === 'oui')
      expectReached(await h.invoke(route, req, { token: h.actors.admin.token }), `${label} (client inactif) par l’administrateur`);
    // The same user keeps their active customer.
    if (row['utilisateur client'] === 'ses clients') {
      expectReached(
        await h.invoke(route, requestFor(route, h.customerA, h.actors.inactiveUser.id), { token: h.actors.inactiveUser.token }),
        `${label} (client actif)`,
      );
    }
    mark('inactive', route);
  });

  it.each(each(selfRoutes))('%s refuse (403) l’identifiant d’un autre utilisateur, sauf à l’administrateur', async (label, route) => {
    const scope = route.scope;
    if (scope.kind !== 'self') throw new Error('impossible');
    const about = (userId: string) => buildRequest(route, { [scope.in]: { [scope.key]: userId } }, { ...customerValues(h.customerA), userId });
    expectRefused(await h.invoke(route, about(h.actors.group.id), { token: h.actors.userA.token }), [403], `${label} avec l’utilisateur du groupement`);
    expectReached(await h.invoke(route, about(h.actors.userA.id), { token: h.actors.userA.token }), `${label} avec son propre identifiant`);
    const byAdmin = await h.invoke(route, about(h.actors.group.id), { token: h.actors.admin.token });
    // What only the person can say (accepting the terms) is not said for them, not even by an administrator.
    if (scope.ownOnly) expectRefused(byAdmin, [403], `${label} par l’administrateur pour un autre`);
    else expectReached(byAdmin, `${label} par l’administrateur`);
    mark('self', route);
  });
});

describe('matrice des droits (docs/permissions.md)', () => {
  it('donne une ligne à chaque niveau d’accès de la table des routes', () => {
    for (const r of routes) expect(Object.keys(matrix), routeLabel(r)).toContain(matrixRow(r));
  });

  it.each(each(routes))('%s répond à chacun des quatre acteurs comme le dit la matrice', async (label, route) => {
    for (const actor of ACTORS) {
      const expected = rowOf(route)[actor];
      // About customer A, the customer of both the buyer and the commercial (« ses clients »), and about the
      // caller themself where a route names a user: the scopes are checked on their own above.
      const req = requestFor(route, h.customerA, actor === 'anonyme' ? h.actors.userA.id : h.actors[actorName(actor)].id);
      const res = await h.invoke(route, req, { token: tokenOf(actor) });
      const context = `${label} par ${actor} (attendu : ${expected})`;
      if (expected === '401' || expected === '403') expectRefused(res, [Number(expected)], context);
      else expectReached(res, context);
    }
    mark('matrix', route);
  });

  it('limite le commercial et l’acheteur à leurs clients sur chaque route cloisonnée par client', async () => {
    const limited = ACTORS.filter((a) => Object.values(matrix).some((row) => row[a] === 'ses clients'));
    expect(limited).toEqual(['utilisateur client', 'commercial']);
    for (const actor of limited) {
      const scoped = customerRoutes.filter((r) => rowOf(r)[actor] === 'ses clients');
      expect(scoped.length, actor).toBeGreaterThan(0);
      for (const route of scoped)
        expectRefused(
          await h.invoke(route, requestFor(route, h.customerB), { token: tokenOf(actor) }),
          [403],
          `${routeLabel(route)} pour le client B par ${actor}`,
        );
    }
  });
});

describe('conditions générales à accepter', () => {
  it('ne laissent ouverts avant l’acceptation que le compte de l’utilisateur et les conditions elles-mêmes', () => {
    expect(termsOpenRoutes.map(routeLabel)).toEqual([
      'POST /api/Authenticate/changePassword (changePassword)',
      'GET /api/users/user (getCurrentUser)',
      'GET /api/users/user-infos-with-customers (getUserInfosWithCustomers)',
      'POST /api/users/link-microsoft (linkMicrosoft)',
      'GET /api/TermsAndConditions/accepted/{userId} (getTermsAccepted)',
      'GET /api/TermsAndConditions/current (getCurrentTerms)',
      'POST /api/TermsAndConditions/accept (acceptTerms)',
    ]);
  });

  it.each(each(termsBoundRoutes))(
    '%s : refusée (403 terms_not_accepted) à l’utilisateur client qui ne les a pas acceptées, pas au personnel',
    async (label, route) => {
      const newcomer = await h.invoke(route, requestFor(route, h.customerA, h.actors.newcomer.id), { token: h.actors.newcomer.token });
      expectRefused(newcomer, [403], `${label} par un utilisateur client sans acceptation`);
      expect(newcomer.json.error.code, label).toBe('terms_not_accepted');
      expect(newcomer.json.error.message, label).toContain('conditions générales');
      // Staff have accepted nothing in this harness: the terms bind customer users only.
      for (const who of ['commercial', 'admin'] as const) {
        const res = await h.invoke(route, requestFor(route, h.customerA, h.actors[who].id), { token: h.actors[who].token });
        expect(res.json?.error?.code, `${label} par ${who}`).not.toBe('terms_not_accepted');
      }
      mark('terms', route);
    },
  );

  it.each(each(termsOpenRoutes))('%s : ouverte à l’utilisateur client qui ne les a pas encore acceptées', async (label, route) => {
    expectReached(await h.invoke(route, requestFor(route, h.customerA, h.actors.newcomer.id), { token: h.actors.newcomer.token }), label);
    mark('terms', route);
  });

  it('une fois acceptées, le portail s’ouvre dès l’appel suivant', async () => {
    const route = routes.find((r) => r.name === 'getCart')!;
    const req = requestFor(route, h.customerA, h.actors.newcomer.id);
    expectRefused(await h.invoke(route, req, { token: h.actors.newcomer.token }), [403], 'avant');
    const userId = h.actors.newcomer.id;
    await recordAcceptance({
      id: h.termsVersionId,
      type: 'termsAcceptance',
      userId,
      termVersionId: h.termsVersionId,
      acceptanceDate: new Date().toISOString(),
    });
    expectReached(await h.invoke(route, req, { token: h.actors.newcomer.token }), 'après l’acceptation');
  });
});

describe('résumé', () => {
  it('chaque route de la table a été contrôlée, dans chaque catégorie qui la concerne', () => {
    expect(exercised.unauthenticated?.size ?? 0).toBe(protectedRoutes.length);
    expect(exercised.public?.size ?? 0).toBe(publicRoutes.length);
    expect(exercised.admin?.size ?? 0).toBe(adminRoutes.length);
    expect(exercised.staff?.size ?? 0).toBe(staffRoutes.length);
    expect(exercised.customer?.size ?? 0).toBe(customerRoutes.length);
    expect(exercised.inactive?.size ?? 0).toBe(customerRoutes.length);
    expect(exercised.self?.size ?? 0).toBe(selfRoutes.length);
    expect(exercised.matrix?.size ?? 0).toBe(routes.length);
    expect(exercised.terms?.size ?? 0).toBe(routes.filter((r) => r.access === 'user').length);
    expect(protectedRoutes.length + publicRoutes.length).toBe(routes.length);
  });
});
