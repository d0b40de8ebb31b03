/**
 * Invalid input, generated from the route table: every route with a body, path parameters or a query
 * schema gets malformed JSON, wrong types, unknown fields, an oversized body, wrong content types and
 * missing fields. Each answer must be a 4xx with {error:{code,message}}, a French message naming the
 * field at fault, never a 500, and nothing may change on the server.
 */
import { fr } from '@portail/common';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyRoute } from '../../functions/src/http/route.js';
import { call, expectErrorShape, login, type ApiResponse } from './support/api.js';
import { DEMO } from './support/env.js';
import { buildRequest, customerValues, fillPath, loadWorld, pathParams, routeLabel, routes, scopedValues, send, type BuiltRequest, type World } from './support/fixtures.js';
import { allMessages } from './support/mail.js';
import { jsonSchemaOf, objectShape, wrongTypeFor } from '../../functions/src/testing/route-samples.js';

const DEFAULT_MAX_BODY = 64 * 1024;

/**
 * Refusals whose message the specification fixes: an unknown export type answers 400 'Action non
 * autorisée.' (customer-portal spec §6 and §8), which the site shows as is.
 */
const SPEC_MESSAGES: Record<string, string> = {
  'exportCustomerData:type': fr['alert.error.unauthorized-action'],
  'exportCustomerDataFiltered:type': fr['alert.error.unauthorized-action'],
};

const bodyRoutes = routes.filter((r) => r.body !== undefined);
const paramRoutes = routes.filter((r) => pathParams(r).length > 0);
const queryRoutes = routes.filter((r) => r.query !== undefined && Object.keys(objectShape(r.query)?.properties ?? {}).length > 0);
const inputRoutes = routes.filter((r) => bodyRoutes.includes(r) || paramRoutes.includes(r) || queryRoutes.includes(r));
const each = (list: AnyRoute[]) => list.map((r) => [routeLabel(r), r] as const);
const exercised: Record<string, Set<AnyRoute>> = {};
const mark = (category: string, route: AnyRoute) => (exercised[category] ??= new Set()).add(route);

let w: World;
let mailCountBefore = 0;
let snapshotBefore: Map<string, string>;

const ownValues = () => ({ ...customerValues(w.customerA), userId: w.userA.user.id });
/** The administrator passes every role and customer check: only validation can refuse. */
const tokenFor = () => w.admin.token;
const valid = (route: AnyRoute): BuiltRequest => buildRequest(route, scopedValues(route, w.customerA), ownValues());

function expectInvalid(res: ApiResponse, label: string, statuses = [400, 413, 415], field?: string, specKey?: string) {
  expect(res.status, `${label} : ${res.status} ${res.text.slice(0, 300)}`).not.toBe(500);
  expect(statuses, `${label} : ${res.status} ${res.text.slice(0, 300)}`).toContain(res.status);
  expectErrorShape(res, label);
  if (specKey && SPEC_MESSAGES[specKey] === res.json.error.message) return;
  if (field !== undefined) {
    expect(res.json.error.message, `${label} : le message doit nommer « ${field} »`).toContain(field);
  }
}

const rawSend = (req: BuiltRequest, raw: string | Uint8Array, contentType: string | undefined) =>
  call(req.method, req.path, { token: tokenFor(), query: req.query, raw, contentType });

/** Readable GET answers that must not change: the caller's own data and customer A's. */
async function snapshot(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const route of routes.filter((r) => r.method === 'GET' && r.scope.kind !== 'resource' && r.access !== 'public')) {
    let req: BuiltRequest;
    try {
      req = valid(route);
    } catch {
      continue;
    }
    const token = route.access === 'user' ? w.userA.token : w.admin.token;
    const res = await send(req, token);
    if (res.json !== undefined) out.set(routeLabel(route), `${res.status} ${JSON.stringify(res.json)}`);
  }
  return out;
}

beforeAll(async () => {
  w = await loadWorld();
  mailCountBefore = (await allMessages()).length;
  const first = await snapshot();
  const second = await snapshot();
  // Only answers that are stable from one read to the next are compared afterwards.
  snapshotBefore = new Map([...first].filter(([k, v]) => second.get(k) === v));
});

describe('corps de requête', () => {
  it.each(each(bodyRoutes))('%s refuse un JSON mal formé, un corps vide et un JSON qui n’est pas du bon type', async (label, route) => {
    const req = valid(route);
    expectInvalid(await rawSend(req, '{"a":', 'application/json'), `${label} JSON tronqué`, [400]);
    expectInvalid(await rawSend(req, '{"a": 1,}', 'application/json; charset=utf-8'), `${label} virgule finale`, [400]);
    expectInvalid(await rawSend(req, '', 'application/json'), `${label} corps vide`, [400]);
    expectInvalid(await rawSend(req, 'null', 'application/json'), `${label} null`, [400]);
    const shape = objectShape(route.body!);
    if (shape) {
      expectInvalid(await rawSend(req, '[]', 'application/json'), `${label} liste au lieu d’objet`, [400]);
      expectInvalid(await rawSend(req, '"texte"', 'application/json'), `${label} chaîne au lieu d’objet`, [400]);
    } else {
      expectInvalid(await rawSend(req, JSON.stringify(wrongTypeFor(jsonSchemaOf(route.body!))), 'application/json'), `${label} mauvais type`, [400]);
    }
    mark('malformed', route);
  });

  it.each(each(bodyRoutes))('%s refuse un type de contenu autre que JSON (415)', async (label, route) => {
    const req = valid(route);
    const json = JSON.stringify(req.body);
    expectInvalid(await rawSend(req, json, 'text/plain'), `${label} text/plain`, [415]);
    expectInvalid(await rawSend(req, json, undefined), `${label} sans Content-Type`, [415]);
    const boundary = 'ESSAI1234';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${json}\r\n--${boundary}--\r\n`;
    expectInvalid(await rawSend(req, multipart, `multipart/form-data; boundary=${boundary}`), `${label} multipart`, [415]);
    expectInvalid(await rawSend(req, json, 'application/x-www-form-urlencoded'), `${label} formulaire`, [415]);
    mark('contentType', route);
  });

  it.each(each(bodyRoutes))('%s refuse un corps trop volumineux (413)', async (label, route) => {
    const req = valid(route);
    const max = route.maxBodyBytes ?? DEFAULT_MAX_BODY;
    const padding = 'x'.repeat(max + 1);
    const big = objectShape(route.body!) ? JSON.stringify({ ...(req.body as object), remplissage: padding }) : JSON.stringify(padding);
    expectInvalid(await rawSend(req, big, 'application/json'), `${label} ${big.length} octets`, [413]);
    mark('oversized', route);
  });

  it.each(each(bodyRoutes))('%s refuse les champs inconnus, les mauvais types et les champs manquants en les nommant', async (label, route) => {
    const req = valid(route);
    const shape = objectShape(route.body!);
    if (shape) {
      expect(shape.strict, `${label} : le schéma du corps doit refuser les champs inconnus (z.strictObject)`).toBe(true);
      const unknown = await rawSend(req, JSON.stringify({ ...(req.body as object), champInconnu: 'x' }), 'application/json');
      expectInvalid(unknown, `${label} champ inconnu`, [400], 'champInconnu');
      for (const [name, propSchema] of Object.entries(shape.properties)) {
        const res = await rawSend(req, JSON.stringify({ ...(req.body as object), [name]: wrongTypeFor(propSchema) }), 'application/json');
        expectInvalid(res, `${label} « ${name} » de mauvais type`, [400], name);
        expect(res.json.error.field, `${label} « ${name} »`).toBe(name);
      }
      for (const name of shape.required) {
        const body = { ...(req.body as Record<string, unknown>) };
        delete body[name];
        const res = await rawSend(req, JSON.stringify(body), 'application/json');
        expectInvalid(res, `${label} « ${name} » manquant`, [400], name);
        expect(res.json.error.field, `${label} « ${name} »`).toBe(name);
      }
    } else {
      expectInvalid(await rawSend(req, JSON.stringify({ inattendu: true }), 'application/json'), `${label} objet au lieu d’une valeur`, [400]);
    }
    mark('fields', route);
  });
});

describe('paramètres', () => {
  it.each(each(paramRoutes))('%s refuse des paramètres de chemin invalides en les nommant', async (label, route) => {
    const req = valid(route);
    for (const name of pathParams(route)) {
      for (const bad of ['mauvais$id', 'x'.repeat(300), 'a b', '<script>']) {
        const path = fillPath(route, { ...req.params, [name]: bad });
        const res = await call(route.method, path, { token: tokenFor(), query: req.query, ...(req.hasBody ? { body: req.body } : {}) });
        expectInvalid(res, `${label} ${name}=${bad.slice(0, 20)}`, [400], name, `${route.name}:${name}`);
      }
    }
    mark('params', route);
  });

  it.each(each(queryRoutes))('%s refuse des paramètres de requête inconnus ou de mauvais type', async (label, route) => {
    const req = valid(route);
    const shape = objectShape(route.query!)!;
    const send = (query: Record<string, string>) => call(route.method, req.path, { token: tokenFor(), query, ...(req.hasBody ? { body: req.body } : {}) });
    if (shape.strict) expectInvalid(await send({ ...req.query, champInconnu: '1' }), `${label} paramètre inconnu`, [400], 'champInconnu');
    for (const [name, s] of Object.entries(shape.properties)) {
      const typed = s.type === 'integer' || s.type === 'number' || Array.isArray(s.enum) || typeof s.pattern === 'string';
      if (!typed) continue;
      const res = await send({ ...req.query, [name]: 'pas~valide' });
      expectInvalid(res, `${label} ${name}=pas~valide`, [400], name);
    }
    for (const name of shape.required) {
      const query = { ...req.query };
      delete query[name];
      expectInvalid(await send(query), `${label} ${name} manquant`, [400], name);
    }
    mark('query', route);
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

  it('aucun e-mail n’est parti', async () => {
    expect((await allMessages()).length).toBe(mailCountBefore);
  });

  it('les données lisibles de l’utilisateur et du client A sont inchangées', async () => {
    const after = await snapshot();
    expect(snapshotBefore.size).toBeGreaterThan(0);
    for (const [label, before] of snapshotBefore) expect(after.get(label), label).toBe(before);
  });

  it('la connexion de démonstration fonctionne toujours et les entrées invalides ne comptent pas comme des échecs', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await call('POST', 'Authenticate/login', { body: { Email: DEMO.customer, Password: 123 } });
      expectInvalid(res, 'connexion mot de passe numérique', [400], 'Password');
    }
    const s = await login(DEMO.customer);
    expect(s.user.email).toBe(DEMO.customer);
  });
});
