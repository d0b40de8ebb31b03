/**
 * Security events as the logs receive them, in process: the real routes and pipeline against a Cosmos DB
 * server in memory, the invocation's logger captured. Each event is one JSON line with its name, the user
 * id when known and a pseudonym of the client address; never the password, the token nor the address.
 */
import azureFunctions from '@azure/functions';
import { startMemoryCosmos, type MemoryCosmos } from '../testing/memory-cosmos.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyRoute } from './route.js';

const { HttpRequest, InvocationContext } = azureFunctions;

const PASSWORD = 'Correct-Cheval-Pile-2025';
const ADDRESS = '198.51.100.23';
let cosmos: MemoryCosmos | undefined;
let routes: AnyRoute[];
let toHttpHandler: typeof import('./pipeline.js').toHttpHandler;
let findUserById: typeof import('../data/users-repository.js').findUserById;
const tokens: Record<'admin' | 'commercial', string> = { admin: '', commercial: '' };

beforeAll(async () => {
  cosmos = await startMemoryCosmos('portail-essai-journal-securite', { env: { REQUEST_BUDGET_MS: '10000' } });
  const users = await import('../data/users-repository.js');
  findUserById = users.findUserById;
  const { issueAccessToken } = await import('../auth/tokens.js');
  const { hashPassword } = await import('../auth/passwords.js');
  const now = new Date().toISOString();
  for (const [name, role] of [
    ['admin', 'ADMIN'],
    ['commercial', 'COMMERCIAL'],
  ] as const) {
    const id = `utilisateur-${name}`;
    await users.createUser({
      id,
      type: 'user',
      firstName: name,
      lastName: 'Essai',
      email: `${name}@essai.test`,
      role,
      active: true,
      customerIds: [],
      passwordHash: await hashPassword(PASSWORD),
      tokensValidAfter: 0,
      passwordToken: null,
      entra: null,
      createdAt: now,
      updatedAt: now,
      searchText: name,
    });
    tokens[name] = (await issueAccessToken(id)).token;
  }
  toHttpHandler = (await import('./pipeline.js')).toHttpHandler;
  routes = (await import('../routes.js')).routes;
}, 60_000);

afterAll(() => cosmos?.close());

interface Call {
  method: string;
  path: string;
  params?: Record<string, string>;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/** Calls a route as Azure would, and answers its status with every security event it logged, parsed. */
async function call(name: string, c: Call) {
  const route = routes.find((r) => r.name === name);
  if (!route) throw new Error(`Route inconnue : ${name}`);
  const headers: Record<string, string> = { 'x-forwarded-for': ADDRESS, ...c.headers };
  if (c.token) headers.authorization = `Bearer ${c.token}`;
  if (c.body !== undefined) headers['content-type'] = 'application/json';
  const request = new HttpRequest({
    method: c.method,
    url: `http://localhost/api/${c.path}`,
    headers,
    params: c.params ?? {},
    ...(c.body !== undefined ? { body: { string: JSON.stringify(c.body) } } : {}),
  });
  const lines: string[] = [];
  const context = new InvocationContext({
    functionName: name,
    invocationId: crypto.randomUUID(),
    logHandler: (_level, ...args) => lines.push(args.map(String).join(' ')),
  });
  const res = await toHttpHandler(route)(request, context);
  const events = lines.filter((l) => l.startsWith('{"securityEvent"'));
  return { status: res.status, events: events.map((l) => JSON.parse(l) as Record<string, unknown>), raw: events.join('\n') };
}

const pseudonymOfAddress = expect.stringMatching(/^[0-9a-f]{32}$/);

describe('le journal de sécurité', () => {
  it('note une connexion refusée avec l’utilisateur, sans le mot de passe ni l’adresse en clair', async () => {
    const wrong = await call('login', { method: 'POST', path: 'Authenticate/login', body: { Email: 'commercial@essai.test', Password: 'Mauvais-Mot-2025' } });
    expect(wrong.status).toBe(401);
    expect(wrong.events).toEqual([
      expect.objectContaining({
        securityEvent: 'sign_in_failed',
        userId: 'utilisateur-commercial',
        reason: 'wrong_password',
        clientAddress: pseudonymOfAddress,
      }),
    ]);
    expect(wrong.raw).not.toContain('Mauvais-Mot-2025');
    expect(wrong.raw).not.toContain(ADDRESS);
    expect(wrong.raw).not.toContain('commercial@essai.test');

    const unknown = await call('login', { method: 'POST', path: 'Authenticate/login', body: { Email: 'personne@essai.test', Password: 'Mauvais-Mot-2025' } });
    expect(unknown.status).toBe(401);
    expect(unknown.events).toEqual([
      expect.objectContaining({ securityEvent: 'sign_in_failed', reason: 'unknown_account', account: expect.stringMatching(/^[0-9a-f]{32}$/) }),
    ]);
    expect(unknown.events[0]).not.toHaveProperty('userId');
    // One address, one pseudonym: the attempts of one machine can be counted.
    expect(unknown.events[0]!.clientAddress).toBe(wrong.events[0]!.clientAddress);
  });

  it('note un 403 avec l’utilisateur et la route, et un 401 sans jeton', async () => {
    const refused = await call('listUsers', { method: 'GET', path: 'users', token: tokens.commercial });
    expect(refused.status).toBe(403);
    expect(refused.events).toEqual([
      expect.objectContaining({
        securityEvent: 'request_refused',
        status: 403,
        code: 'forbidden',
        route: 'listUsers',
        userId: 'utilisateur-commercial',
        clientAddress: pseudonymOfAddress,
      }),
    ]);
    expect(refused.raw).not.toContain(tokens.commercial);

    const anonymous = await call('listUsers', { method: 'GET', path: 'users' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.events).toEqual([expect.objectContaining({ securityEvent: 'request_refused', status: 401, route: 'listUsers' })]);
  });

  it('note un changement de rôle : qui, par qui, de quel rôle à quel rôle', async () => {
    const before = await findUserById('utilisateur-commercial');
    const changed = await call('updateUser', {
      method: 'PUT',
      path: 'users/utilisateur-commercial',
      params: { id: 'utilisateur-commercial' },
      token: tokens.admin,
      headers: { 'if-match': before!._etag },
      body: { firstName: 'commercial', lastName: 'Essai', email: 'commercial@essai.test', active: true, userRole: 'ADMIN' },
    });
    expect(changed.status).toBe(200);
    expect(changed.events).toEqual([
      expect.objectContaining({
        securityEvent: 'role_changed',
        userId: 'utilisateur-commercial',
        by: 'utilisateur-admin',
        from: 'COMMERCIAL',
        to: 'ADMIN',
        clientAddress: pseudonymOfAddress,
      }),
    ]);
  });
});
