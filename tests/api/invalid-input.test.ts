/**
 * Invalid input over HTTP: what only the whole stack shows. Every route of the table gets malformed JSON,
 * wrong types, unknown, oversized and missing fields, wrong content types and invalid parameters in process
 * (functions/src/http/pipeline-input.test.ts), where the handler is shown never to run. Here, through the
 * real host (its URL decoding, its streamed bodies and headers): one reference list stands for the twelve,
 * and the one refusal a handler makes itself, the export type, is checked for both routes that take it.
 */
import { fr } from '@portail/common';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyRoute } from '../../functions/src/http/route.js';
import { call, expectErrorShape, session, type ApiResponse, type Session } from './support/api.js';
import { API_URL, DEMO } from './support/env.js';
import { buildRequest, customerValues, fillPath, routes, type BuiltRequest } from './support/fixtures.js';
import { allMessages } from './support/mail.js';

/** The reference list that stands for the twelve (they are built from one declaration each, by one function). */
const LIST = 'franchiseGroups';
const routeNamed = (name: string): AnyRoute => {
  const route = routes.find((r) => r.name === name);
  if (!route) throw new Error(`route ${name} absente de la table`);
  return route;
};
const create = routeNamed('createFranchiseGroup');
const update = routeNamed('updateFranchiseGroup');
const list = routeNamed('listFranchiseGroups');

let admin: Session;
let mailCountBefore = 0;
let listBefore: string;

const readList = async () => JSON.stringify((await call('GET', LIST, { token: admin.token, query: { pageSize: 100 } })).json);

beforeAll(async () => {
  admin = await session(DEMO.admin);
  mailCountBefore = (await allMessages()).length;
  listBefore = await readList();
});

function expectInvalid(res: ApiResponse, label: string, statuses: number[], field?: string) {
  expect(statuses, `${label} : ${res.status} ${res.text.slice(0, 300)}`).toContain(res.status);
  expectErrorShape(res, label);
  if (field !== undefined) expect(res.json.error.message, `${label} : le message doit nommer « ${field} »`).toContain(field);
}

const rawSend = (req: BuiltRequest, raw: string, contentType: string | undefined) =>
  call(req.method, req.path, { token: admin.token, query: req.query, raw, contentType });

describe(`une liste de noms pour les douze (${LIST}), à travers l’hôte`, () => {
  it('refuse un JSON mal formé et un corps vide (400)', async () => {
    const req = buildRequest(create);
    expectInvalid(await rawSend(req, '{"a":', 'application/json'), 'JSON tronqué', [400]);
    expectInvalid(await rawSend(req, '', 'application/json'), 'corps vide', [400]);
  });

  it('refuse un type de contenu autre que JSON (415), Content-Type absent compris', async () => {
    const req = buildRequest(create);
    const json = JSON.stringify(req.body);
    expectInvalid(await rawSend(req, json, 'text/plain'), 'text/plain', [415]);
    expectInvalid(await rawSend(req, json, undefined), 'sans Content-Type', [415]);
  });

  it('refuse un corps trop volumineux (413), qu’il arrive d’un bloc ou par morceaux sans Content-Length', async () => {
    const req = buildRequest(create);
    const big = JSON.stringify({ ...(req.body as object), remplissage: 'x'.repeat(64 * 1024) });
    expectInvalid(await rawSend(req, big, 'application/json'), `${big.length} octets`, [413]);
    const chunks = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < chunks.length; i += 8192) controller.enqueue(chunks.slice(i, i + 8192));
        controller.close();
      },
    });
    const res = await fetch(`${API_URL}/api/${LIST}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('payload_too_large');
  });

  it('refuse un champ inconnu, de mauvais type ou manquant, en le nommant', async () => {
    const req = buildRequest(create);
    expectInvalid(
      await rawSend(req, JSON.stringify({ ...(req.body as object), champInconnu: 'x' }), 'application/json'),
      'champ inconnu',
      [400],
      'champInconnu',
    );
    const wrong = await rawSend(req, JSON.stringify({ name: 42 }), 'application/json');
    expectInvalid(wrong, 'name de mauvais type', [400], 'name');
    expect(wrong.json.error.field).toBe('name');
    expectInvalid(await rawSend(req, '{}', 'application/json'), 'name manquant', [400], 'name');
  });

  it('refuse un identifiant de chemin invalide, décodé par l’hôte, en le nommant', async () => {
    const req = buildRequest(update);
    for (const bad of ['mauvais$id', 'x'.repeat(300), 'a b', '<script>']) {
      const res = await call('PUT', fillPath(update, { id: bad }), { token: admin.token, body: req.body });
      expectInvalid(res, `id=${bad.slice(0, 20)}`, [400], 'id');
    }
  });

  it('refuse un paramètre de requête inconnu ou de mauvais type, en le nommant', async () => {
    const req = buildRequest(list);
    expectInvalid(await call('GET', req.path, { token: admin.token, query: { ...req.query, champInconnu: '1' } }), 'paramètre inconnu', [400], 'champInconnu');
    expectInvalid(await call('GET', req.path, { token: admin.token, query: { pageSize: 'pas~valide' } }), 'pageSize=pas~valide', [400], 'pageSize');
  });
});

describe('le type d’export, que le gestionnaire vérifie lui-même', () => {
  it.each(['exportCustomerData', 'exportCustomerDataFiltered'])(
    '%s refuse un type inconnu : 400 « Action non autorisée. » (spécification §6 et §8)',
    async (name) => {
      const route = routeNamed(name);
      const customerId = (await call('GET', 'customers', { token: admin.token })).json[0].id as string;
      const req = buildRequest(route, {}, customerValues(customerId));
      for (const bad of ['mauvais$id', 'x'.repeat(300), 'a b', '<script>', 'customers']) {
        const res = await call('GET', fillPath(route, { ...req.params, type: bad }), { token: admin.token, query: req.query });
        expectInvalid(res, `type=${bad.slice(0, 20)}`, [400]);
        expect(res.json.error.message).toBe(fr['alert.error.unauthorized-action']);
      }
    },
  );
});

describe('rien n’a changé', () => {
  it('aucun e-mail n’est parti et la liste est celle d’avant', async () => {
    expect((await allMessages()).length).toBe(mailCountBefore);
    expect(await readList()).toBe(listBefore);
  });
});
