/**
 * Issue 33: an administrator makes a group buyer from the users' screen. POST and PUT /api/users take the
 * user's buying group (buyingGroupId), check it (it exists, only a group buyer has one) and keep it; a refusal
 * is a French 400 under that field and writes nothing. Through the pipeline to the real handlers, in process
 * against a Cosmos DB server in memory (testing/pipeline-harness.ts).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { looksFrench } from '../../testing/french.js';
import { startPipelineHarness, type Harness } from '../../testing/pipeline-harness.js';
import { fillPath, type BuiltRequest } from '../../testing/route-requests.js';

let h: Harness;
let sink: Server;
/** The addresses of the invitations sent (SendGrid's v3 JSON, received by a local stand-in for its server). */
const invited: string[] = [];
let cosmos: typeof import('../../data/cosmos.js');
const GROUP = 'buyingGroups-alliance-essai';
const OTHER_GROUP = 'buyingGroups-reseau-essai';
const person = (email: string) => ({ firstName: 'Hélène', lastName: 'Garnier', email, active: true });

beforeAll(async () => {
  sink = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const mail = JSON.parse(body) as { personalizations: { to: { email: string }[] }[] };
      invited.push(...mail.personalizations.flatMap((p) => p.to.map((t) => t.email)));
      res.writeHead(202).end();
    });
  });
  const port = await new Promise<number>((resolve) => sink.listen(0, '127.0.0.1', () => resolve((sink.address() as AddressInfo).port)));
  process.env.SENDGRID_BASE_URL = `http://127.0.0.1:${port}/`;
  h = await startPipelineHarness('portail-essai-acheteurs', { realHandlers: true });
  cosmos = await import('../../data/cosmos.js');
  const now = new Date().toISOString();
  for (const [id, name] of [
    [GROUP, 'Alliance Essai'],
    [OTHER_GROUP, 'Réseau Essai'],
  ]) {
    await cosmos
      .container('referenceData')
      .items.create({ id, type: 'referenceItem', list: 'buyingGroups', name, nameKey: name.toLowerCase(), createdAt: now, updatedAt: now, updatedBy: 'seed' });
  }
}, 60_000);

afterAll(async () => {
  await h?.close();
  await new Promise((r) => sink?.close(r));
});

async function run(
  name: string,
  input: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown; headers?: Record<string, string> },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; etag: string | null; body: any }> {
  const route = h.routes.find((r) => r.name === name)!;
  const params = input.params ?? {};
  const request: BuiltRequest = {
    method: route.method,
    path: fillPath(route, params),
    query: input.query ?? {},
    body: input.body,
    hasBody: input.body !== undefined,
    params,
    headers: input.headers ?? {},
  };
  const answer = await h.invoke(route, request, { token: h.actors.admin.token });
  return { status: answer.status, etag: answer.headers.get('ETag'), body: answer.json };
}

const stored = async (id: string) => (await run('getUser', { params: { id } })).body;
const usersWithEmail = async (email: string) =>
  (
    await cosmos
      .container('users')
      .items.query({ query: "SELECT c.id FROM c WHERE c.type = 'user' AND c.email = @e", parameters: [{ name: '@e', value: email }] })
      .fetchAll()
  ).resources;

function expectRefusedField(answer: { status: number; body: { error: { code: string; message: string; field?: string } } }, label: string): void {
  expect(answer.status, label).toBe(400);
  expect(answer.body.error.field, label).toBe('buyingGroupId');
  expect(looksFrench(answer.body.error.message), label).toBe(true);
}

describe('the buying group of a new user', () => {
  it('makes a group buyer of its group, kept, answered and written to the history', async () => {
    const created = await run('createUser', { body: { ...person('acheteuse@essai.test'), userRole: 'GROUP_BUYER', buyingGroupId: GROUP } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ userRole: 'GROUP_BUYER', buyingGroupId: GROUP });
    expect(await stored(created.body.id)).toMatchObject({ userRole: 'GROUP_BUYER', buyingGroupId: GROUP });
    const history = await run('listAudit', { query: { entity: 'users', entityId: created.body.id } });
    expect(history.body.flatMap((e: { changes: unknown[] }) => e.changes)).toContainEqual({ field: 'buyingGroupId', after: GROUP });
    expect(invited).toContain('acheteuse@essai.test');
  }, 30_000);

  it('answers the same user to a retry with the same Idempotency-Key', async () => {
    const headers = { 'Idempotency-Key': '5b0c5c3e-2b8e-4f51-9a53-0d7f1f0a7e11' };
    const body = { ...person('rejeu@essai.test'), userRole: 'GROUP_BUYER', buyingGroupId: GROUP };
    const first = await run('createUser', { body, headers });
    const again = await run('createUser', { body, headers });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body).toEqual(first.body);
    expect(await usersWithEmail('rejeu@essai.test')).toHaveLength(1);
  }, 30_000);

  it('is refused in French, and nothing written, when missing, unknown or given to another role', async () => {
    const cases: [string, object][] = [
      ['acheteur sans groupement', { userRole: 'GROUP_BUYER' }],
      ['groupement inconnu', { userRole: 'GROUP_BUYER', buyingGroupId: 'buyingGroups-inconnu' }],
      ['commercial avec groupement', { userRole: 'COMMERCIAL', buyingGroupId: GROUP }],
    ];
    for (const [label, fields] of cases) {
      const email = `refus-${cases.findIndex(([l]) => l === label)}@essai.test`;
      expectRefusedField(await run('createUser', { body: { ...person(email), ...fields } }), label);
      expect(await usersWithEmail(email), label).toEqual([]);
      expect(invited, label).not.toContain(email);
    }
  }, 30_000);

  it('is not needed by the spec’s payload for the other roles', async () => {
    const created = await run('createUser', { body: { ...person('client@essai.test'), userRole: 'CUSTOMER' } });
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty('buyingGroupId');
  }, 30_000);
});

describe('the buying group of an edited user', () => {
  it('stays when the spec’s payload leaves it out, moves when given, and goes with the role', async () => {
    const { body: user } = await run('createUser', { body: { ...person('edition@essai.test'), userRole: 'GROUP_BUYER', buyingGroupId: GROUP } });
    const edit = async (fields: object) => {
      const read = await run('getUser', { params: { id: user.id } });
      return run('updateUser', {
        params: { id: user.id },
        body: { ...person('edition@essai.test'), firstName: 'Hélène-Marie', ...fields },
        headers: { 'If-Match': read.etag! },
      });
    };
    expect((await edit({ userRole: 'GROUP_BUYER' })).body).toMatchObject({ firstName: 'Hélène-Marie', buyingGroupId: GROUP });
    expect((await edit({ userRole: 'GROUP_BUYER', buyingGroupId: OTHER_GROUP })).body).toMatchObject({ buyingGroupId: OTHER_GROUP });
    const history = await run('listAudit', { query: { entity: 'users', entityId: user.id } });
    expect(history.body.flatMap((e: { changes: unknown[] }) => e.changes)).toContainEqual({ field: 'buyingGroupId', before: GROUP, after: OTHER_GROUP });

    const demoted = await edit({ userRole: 'CUSTOMER' });
    expect(demoted.status).toBe(200);
    expect(demoted.body).not.toHaveProperty('buyingGroupId');
    // Made a group buyer again, it must be given its group: nothing of the edit is written without one.
    const before = await run('getUser', { params: { id: user.id } });
    expectRefusedField(await edit({ userRole: 'GROUP_BUYER', lastName: 'Refusée' }), 'sans groupement');
    expectRefusedField(await edit({ userRole: 'GROUP_BUYER', buyingGroupId: 'buyingGroups-inconnu' }), 'groupement inconnu');
    const after = await run('getUser', { params: { id: user.id } });
    expect([after.etag, after.body]).toEqual([before.etag, before.body]);
  }, 30_000);
});
