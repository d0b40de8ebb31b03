/**
 * Invalid input, for every route of the table, in process (testing/pipeline-harness.ts): malformed JSON,
 * wrong content types, oversized bodies, unknown, wrong-type and missing fields, invalid path and query
 * parameters. Each answer is a 4xx with the one error shape and a French message naming the field at fault,
 * and the handler never runs: nothing can change. Each is sent by a caller that every role and scope check
 * lets through, so that only validation can refuse; the same request unspoiled reaches the handler.
 */
import { isErrorCode, type ErrorCode } from '@portail/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../routes.js';
import { expectReached, expectRefused, startPipelineHarness, type Harness, type InvokeOptions, type PipelineAnswer } from '../testing/pipeline-harness.js';
import { buildRequest, customerValues, pathParams, routeLabel, scopedValues, type BuiltRequest } from '../testing/route-requests.js';
import { jsonSchemaOf, objectShape, wrongTypeFor } from '../testing/route-samples.js';
import type { AnyRoute } from './route.js';
import { requiresVersion } from './versioned-writes.js';

const DEFAULT_MAX_BODY = 64 * 1024;

/**
 * Path parameters any text passes, that the handler checks itself: an unknown export type answers 400
 * 'Action non autorisée.' (customer-portal spec §6 and §8), which the site shows as is. The API tests
 * check that refusal (tests/api/invalid-input.test.ts); here the pipeline must let them through.
 */
const CHECKED_BY_HANDLER = new Set(['exportCustomerData:type', 'exportCustomerDataFiltered:type']);

const bodyRoutes = routes.filter((r) => r.body !== undefined);
const paramRoutes = routes.filter((r) => pathParams(r).length > 0);
const queryRoutes = routes.filter((r) => r.query !== undefined && Object.keys(objectShape(r.query)?.properties ?? {}).length > 0);
const inputRoutes = routes.filter((r) => bodyRoutes.includes(r) || paramRoutes.includes(r) || queryRoutes.includes(r));
const each = (list: AnyRoute[]) => list.map((r) => [routeLabel(r), r] as const);
const exercised: Record<string, Set<AnyRoute>> = {};
const mark = (category: string, route: AnyRoute) => (exercised[category] ??= new Set()).add(route);

let h: Harness;
beforeAll(async () => {
  h = await startPipelineHarness('portail-essai-saisies');
}, 60_000);
afterAll(() => h?.close());

const valid = (route: AnyRoute): BuiltRequest =>
  buildRequest(route, scopedValues(route, h.customerA), { ...customerValues(h.customerA), userId: h.actors.userA.id });
/**
 * A caller every role and scope check lets through, so that only validation can refuse: A's buyer for the
 * routes of signed-in users (the portal's writes are theirs alone), the administrator for the others.
 */
const senderOf = (route: AnyRoute) => (route.access === 'user' ? h.actors.userA : h.actors.admin).token;
const asPermitted = (route: AnyRoute, req: BuiltRequest, options: Omit<InvokeOptions, 'token'> = {}) =>
  h.invoke(route, req, { ...options, token: senderOf(route) });
const rawSend = (route: AnyRoute, req: BuiltRequest, body: string, contentType: string | undefined) => asPermitted(route, req, { raw: { body, contentType } });

/** How many times each route's handler should have run: once per request meant to pass. */
const meantToPass = new Map<string, number>();
function expectPassed(route: AnyRoute, res: PipelineAnswer, label: string) {
  expectReached(res, label);
  meantToPass.set(route.name, (meantToPass.get(route.name) ?? 0) + 1);
}

/** Refused with one of the statuses, under a code the site knows (common/src/error-codes.ts), naming the field. */
function expectInvalid(res: PipelineAnswer, label: string, statuses: number[], field?: string, code?: ErrorCode) {
  expectRefused(res, statuses, label);
  expect(isErrorCode(res.json.error.code), `${label} : code « ${res.json.error.code} » inconnu`).toBe(true);
  if (code !== undefined) expect(res.json.error.code, label).toBe(code);
  if (field !== undefined) expect(res.json.error.message, `${label} : le message doit nommer « ${field} »`).toContain(field);
}

describe('la requête générée', () => {
  it.each(each(inputRoutes))('%s passe la validation et atteint son gestionnaire', async (label, route) => {
    // Each refusal below spoils this request in one place: it is that place that is refused.
    expectPassed(route, await asPermitted(route, valid(route)), label);
  });
});

describe('corps de requête', () => {
  it.each(each(bodyRoutes))('%s refuse un JSON mal formé, un corps vide et un JSON qui n’est pas du bon type', async (label, route) => {
    const req = valid(route);
    expectInvalid(await rawSend(route, req, '{"a":', 'application/json'), `${label} JSON tronqué`, [400], undefined, 'invalid_json');
    expectInvalid(await rawSend(route, req, '{"a": 1,}', 'application/json; charset=utf-8'), `${label} virgule finale`, [400]);
    expectInvalid(await rawSend(route, req, '', 'application/json'), `${label} corps vide`, [400], undefined, 'invalid_json');
    expectInvalid(await rawSend(route, req, 'null', 'application/json'), `${label} null`, [400]);
    if (objectShape(route.body!)) {
      expectInvalid(await rawSend(route, req, '[]', 'application/json'), `${label} liste au lieu d’objet`, [400]);
      expectInvalid(await rawSend(route, req, '"texte"', 'application/json'), `${label} chaîne au lieu d’objet`, [400]);
    } else {
      expectInvalid(await rawSend(route, req, JSON.stringify(wrongTypeFor(jsonSchemaOf(route.body!))), 'application/json'), `${label} mauvais type`, [400]);
    }
    mark('malformed', route);
  });

  it.each(each(bodyRoutes))('%s refuse un type de contenu autre que JSON (415), et accepte JSON avec son jeu de caractères', async (label, route) => {
    const req = valid(route);
    const json = JSON.stringify(req.body);
    expectInvalid(await rawSend(route, req, json, 'text/plain'), `${label} text/plain`, [415], undefined, 'unsupported_media_type');
    expectInvalid(await rawSend(route, req, json, undefined), `${label} sans Content-Type`, [415]);
    const boundary = 'ESSAI1234';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${json}\r\n--${boundary}--\r\n`;
    expectInvalid(await rawSend(route, req, multipart, `multipart/form-data; boundary=${boundary}`), `${label} multipart`, [415]);
    expectInvalid(await rawSend(route, req, json, 'application/x-www-form-urlencoded'), `${label} formulaire`, [415]);
    expectInvalid(await rawSend(route, req, json, 'application/jsonx'), `${label} application/jsonx`, [415]);
    expectPassed(route, await rawSend(route, req, json, 'Application/JSON; charset=utf-8'), `${label} Application/JSON; charset=utf-8`);
    mark('contentType', route);
  });

  it.each(each(bodyRoutes))('%s refuse un corps trop volumineux (413), annoncé ou non par Content-Length', async (label, route) => {
    const req = valid(route);
    const max = route.maxBodyBytes ?? DEFAULT_MAX_BODY;
    const padding = 'x'.repeat(max + 1);
    const big = objectShape(route.body!) ? JSON.stringify({ ...(req.body as object), remplissage: padding }) : JSON.stringify(padding);
    // Without Content-Length (a chunked body) the bytes are counted as they arrive.
    expectInvalid(await rawSend(route, req, big, 'application/json'), `${label} ${big.length} octets`, [413], undefined, 'payload_too_large');
    const declared = await asPermitted(route, req, { headers: { 'content-length': String(big.length) }, raw: { body: big, contentType: 'application/json' } });
    expectInvalid(declared, `${label} ${big.length} octets annoncés`, [413]);
    mark('oversized', route);
  });

  it.each(each(bodyRoutes))('%s refuse les champs inconnus, les mauvais types et les champs manquants en les nommant', async (label, route) => {
    const req = valid(route);
    const shape = objectShape(route.body!);
    if (shape) {
      expect(shape.strict, `${label} : le schéma du corps doit refuser les champs inconnus (z.strictObject)`).toBe(true);
      const unknown = await rawSend(route, req, JSON.stringify({ ...(req.body as object), champInconnu: 'x' }), 'application/json');
      expectInvalid(unknown, `${label} champ inconnu`, [400], 'champInconnu', 'unknown_field');
      expect(unknown.json.error.params, label).toEqual({ field: 'champInconnu' });
      for (const [name, propSchema] of Object.entries(shape.properties)) {
        const res = await rawSend(route, req, JSON.stringify({ ...(req.body as object), [name]: wrongTypeFor(propSchema) }), 'application/json');
        expectInvalid(res, `${label} « ${name} » de mauvais type`, [400], name);
        expect(res.json.error.field, `${label} « ${name} »`).toBe(name);
      }
      for (const name of shape.required) {
        const body = { ...(req.body as Record<string, unknown>) };
        delete body[name];
        const res = await rawSend(route, req, JSON.stringify(body), 'application/json');
        expectInvalid(res, `${label} « ${name} » manquant`, [400], name);
        expect(res.json.error.field, `${label} « ${name} »`).toBe(name);
      }
    } else {
      expectInvalid(await rawSend(route, req, JSON.stringify({ inattendu: true }), 'application/json'), `${label} objet au lieu d’une valeur`, [400]);
    }
    mark('fields', route);
  });
});

describe('paramètres', () => {
  it.each(each(paramRoutes))('%s refuse des paramètres de chemin invalides en les nommant', async (label, route) => {
    const req = valid(route);
    for (const name of pathParams(route)) {
      for (const bad of ['mauvais$id', 'x'.repeat(300), 'a b', '<script>']) {
        const res = await asPermitted(route, { ...req, params: { ...req.params, [name]: bad } });
        if (CHECKED_BY_HANDLER.has(`${route.name}:${name}`)) expectPassed(route, res, `${label} ${name}=${bad.slice(0, 20)}`);
        else expectInvalid(res, `${label} ${name}=${bad.slice(0, 20)}`, [400], name);
      }
    }
    mark('params', route);
  });

  it.each(each(queryRoutes))('%s refuse des paramètres de requête inconnus ou de mauvais type, et les manquants', async (label, route) => {
    const req = valid(route);
    const shape = objectShape(route.query!)!;
    const send = (query: Record<string, string>) => asPermitted(route, { ...req, query });
    if (shape.strict) expectInvalid(await send({ ...req.query, champInconnu: '1' }), `${label} paramètre inconnu`, [400], 'champInconnu');
    for (const [name, s] of Object.entries(shape.properties)) {
      const typed = s.type === 'integer' || s.type === 'number' || Array.isArray(s.enum) || typeof s.pattern === 'string';
      if (!typed) continue;
      expectInvalid(await send({ ...req.query, [name]: 'pas~valide' }), `${label} ${name}=pas~valide`, [400], name);
    }
    for (const name of shape.required) {
      const query = { ...req.query };
      delete query[name];
      expectInvalid(await send(query), `${label} ${name} manquant`, [400], name);
    }
    mark('query', route);
  });
});

/**
 * No lost update (docs/permissions.md, « Modifications concurrentes »): every write of the back office names
 * the version it was made on. Without If-Match it is refused (428) before its handler runs, whatever the
 * route; each handler then compares the version (412 when stale, tested with its service).
 */
describe('version lue (If-Match)', () => {
  const versioned = routes.filter(requiresVersion);

  it('est exigée par chaque PUT et DELETE du back-office, et par les POST qui modifient un élément en place', () => {
    const backOfficeEdits = routes.filter((r) => (r.access === 'admin' || r.access === 'staff') && (r.method === 'PUT' || r.method === 'DELETE'));
    expect(backOfficeEdits.length).toBeGreaterThan(30);
    for (const r of backOfficeEdits) expect(versioned, routeLabel(r)).toContain(r);
    // The six writes that took no version before issue 31 (medium 6).
    const names = versioned.map((r) => r.name);
    for (const name of [
      'saveContractExclusions',
      'setPriceListPrice',
      'linkCustomerUsers',
      'updateContractFileAccess',
      'deleteContractFile',
      'updateCartDiscountRate',
      'updateKpiManualCogs',
      'updateKpiKey',
    ]) {
      expect(names).toContain(name);
    }
    // The portal's own writes (a buyer's cart) are not concurrent edits of a shared record.
    expect(names).not.toContain('updateCartItemQuantity');
  });

  it.each(each(versioned))('%s sans If-Match (ou vide) : 428 en français, le gestionnaire n’est pas atteint', async (label, route) => {
    const req = valid(route);
    const { ['if-match']: _, ...others } = req.headers;
    expect(_, `${label} : la requête générée envoie If-Match`).toBeDefined();
    for (const headers of [others, { ...others, 'if-match': '  ' }]) {
      const res = await asPermitted(route, { ...req, headers });
      expectRefused(res, [428], `${label} If-Match ${JSON.stringify(headers['if-match'] ?? null)}`);
      expect(res.json.error.code).toBe('precondition_required');
    }
  });
});

describe('rien n’a changé', () => {
  it('couvre toutes les routes qui reçoivent des données', () => {
    for (const category of ['malformed', 'contentType', 'oversized', 'fields']) expect(exercised[category]?.size ?? 0, category).toBe(bodyRoutes.length);
    expect(exercised.params?.size ?? 0).toBe(paramRoutes.length);
    expect(exercised.query?.size ?? 0).toBe(queryRoutes.length);
    const seen = new Set(Object.values(exercised).flatMap((s) => [...s]));
    expect(seen.size).toBe(inputRoutes.length);
  });

  it('aucun gestionnaire n’a tourné pour une requête refusée : seules celles faites pour passer l’ont atteint', () => {
    expect(meantToPass.size).toBe(inputRoutes.length);
    expect(Object.fromEntries(h.reachedCount)).toEqual(Object.fromEntries(meantToPass));
  });

  it('une connexion refusée pour un mot de passe qui n’est pas du texte n’atteint pas le gestionnaire (elle ne compte pas comme un échec)', async () => {
    const login = routes.find((r) => r.name === 'login')!;
    const req = { ...valid(login), body: { Email: 'admin@essai.test', Password: 123 } };
    for (let i = 0; i < 6; i++) expectInvalid(await h.invoke(login, req), 'connexion mot de passe numérique', [400], 'Password');
  });
});
