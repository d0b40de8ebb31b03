/**
 * A signed-in user changes their own password (POST /api/Authenticate/changePassword), in process: the
 * route runs through the pipeline as in Azure, against a Cosmos DB server and an Azurite queue in memory.
 */
import { peekJson, startAzuriteQueue } from '../../testing/azurite-queue.js';
import { looksFrench } from '../../testing/french.js';
import azureFunctions from '@azure/functions';
import { startMemoryCosmos, type MemoryCosmos } from '../../testing/memory-cosmos.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyRoute } from '../../http/route.js';
import type { UserDoc } from '../../data/users-repository.js';

const { HttpRequest, InvocationContext } = azureFunctions;
const CURRENT = 'Ancien!2025mdp';
const NEW = 'Nouveau!k3x9qzA1';

let cosmos: MemoryCosmos | undefined;
let queues: Awaited<ReturnType<typeof startAzuriteQueue>>;
let mod: {
  toHttpHandler: typeof import('../../http/pipeline.js').toHttpHandler;
  changePassword: AnyRoute;
  getCurrentUser: AnyRoute;
  users: typeof import('../../data/users-repository.js');
  tokens: typeof import('../../auth/tokens.js');
  passwords: typeof import('../../auth/passwords.js');
};

async function invoke(route: AnyRoute, token: string, body?: unknown) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const request = new HttpRequest({
    method: route.method,
    url: `http://localhost/api/${route.path}`,
    headers,
    ...(body === undefined ? {} : { body: { string: JSON.stringify(body) } }),
  });
  const res = await mod.toHttpHandler(route)(request, new InvocationContext({ functionName: route.name, invocationId: crypto.randomUUID() }));
  return {
    status: res.status ?? 200,
    headers: (res.headers ?? {}) as Record<string, string>,
    json: typeof res.body === 'string' && res.body ? JSON.parse(res.body) : undefined,
  };
}

const change = (token: string, body: Record<string, string>) =>
  invoke(mod.changePassword, token, { currentPassword: CURRENT, password: NEW, confirmPassword: NEW, ...body });

async function newUser(id: string, passwordHash: string | null): Promise<{ token: string }> {
  const now = new Date().toISOString();
  const doc: UserDoc = {
    id,
    type: 'user',
    firstName: 'Camille',
    lastName: 'Essai',
    email: `${id}@essai.test`,
    role: 'CUSTOMER',
    active: true,
    customerIds: [],
    passwordHash,
    tokensValidAfter: 0,
    passwordToken: null,
    entra: null,
    createdAt: now,
    updatedAt: now,
    searchText: id,
  };
  await mod.users.createUser(doc);
  return mod.tokens.issueAccessToken(id);
}

function expectFieldError(res: { status: number; json: { error: { field?: string; message: string } } }, field: string) {
  expect(res.status, JSON.stringify(res.json)).toBe(400);
  expect(res.json.error.field).toBe(field);
  expect(looksFrench(res.json.error.message)).toBe(true);
}

let currentHash: string;
beforeAll(async () => {
  queues = await startAzuriteQueue();
  cosmos = await startMemoryCosmos('portail-essai-changement-mdp', { env: { AzureWebJobsStorage: queues.connectionString } });
  mod = {
    toHttpHandler: (await import('../../http/pipeline.js')).toHttpHandler,
    changePassword: (await import('./auth-change-password.js')).changePassword,
    getCurrentUser: (await import('../users/users-get-current.js')).getCurrentUser,
    users: await import('../../data/users-repository.js'),
    tokens: await import('../../auth/tokens.js'),
    passwords: await import('../../auth/passwords.js'),
  };
  currentHash = await mod.passwords.hashPassword(CURRENT);
}, 60_000);

afterAll(async () => {
  queues?.stop();
  await cosmos?.close();
});

describe('changement du mot de passe par l’utilisateur connecté', () => {
  it('enregistre le nouveau, ferme les autres sessions, en ouvre une pour l’appelant et prévient l’utilisateur', { timeout: 30_000 }, async () => {
    const first = await newUser('u-change', currentHash);
    const other = await mod.tokens.issueAccessToken('u-change');
    const res = await change(first.token, {});
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.user).toMatchObject({ id: 'u-change', email: 'u-change@essai.test' });

    for (const old of [first.token, other.token]) expect((await invoke(mod.getCurrentUser, old)).status).toBe(401);
    expect((await invoke(mod.getCurrentUser, res.json.token)).status).toBe(200);

    const stored = await mod.users.findUserById('u-change');
    expect(await mod.passwords.verifyPassword(stored!.passwordHash, NEW)).toBe(true);
    expect(await mod.passwords.verifyPassword(stored!.passwordHash, CURRENT)).toBe(false);
    const notices = (await peekJson(queues.service, 'password-reset-requests')).filter((m) => (m as { userId?: string }).userId === 'u-change');
    expect(notices).toEqual([expect.objectContaining({ notice: 'password-changed', userId: 'u-change' })]);
  });

  it(
    'refuse, sans rien changer, un mot de passe actuel faux, un nouveau hors politique, divulgué, identique ou mal confirmé',
    { timeout: 30_000 },
    async () => {
      const { token } = await newUser('u-refus', currentHash);
      expectFieldError(await change(token, { currentPassword: 'Faux!2025mdp' }), 'currentPassword');
      expectFieldError(await change(token, { password: 'court1!', confirmPassword: 'court1!' }), 'password');
      expectFieldError(await change(token, { password: 'Password123!', confirmPassword: 'Password123!' }), 'password');
      expectFieldError(await change(token, { password: CURRENT, confirmPassword: CURRENT }), 'password');
      expectFieldError(await change(token, { confirmPassword: `${NEW}x` }), 'confirmPassword');

      expect((await invoke(mod.getCurrentUser, token)).status).toBe(200);
      const stored = await mod.users.findUserById('u-refus');
      expect(stored!.passwordHash).toBe(currentHash);
      expect((await peekJson(queues.service, 'password-reset-requests')).some((m) => (m as { userId?: string }).userId === 'u-refus')).toBe(false);
    },
  );

  it('refuse un compte sans mot de passe (connexion Microsoft seule) comme un mot de passe actuel faux', async () => {
    const { token } = await newUser('u-microsoft', null);
    expectFieldError(await change(token, {}), 'currentPassword');
  });

  it('compte chaque essai du mot de passe actuel comme une connexion : au-delà, 429 avec Retry-After, même pour le bon', async () => {
    const { token } = await newUser('u-essais', currentHash);
    const statuses: number[] = [];
    for (let i = 0; i < 8 && !statuses.includes(429); i++) statuses.push((await change(token, { currentPassword: `Faux!${i}mdpA` })).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses).toContain(429);
    const right = await change(token, {});
    expect(right.status).toBe(429);
    expect(Number(right.headers['Retry-After'])).toBeGreaterThan(0);
    expect(looksFrench(right.json.error.message)).toBe(true);
    expect((await mod.users.findUserById('u-essais'))!.passwordHash).toBe(currentHash);
    // Each attempt checks a password (argon2): on a loaded machine this takes seconds.
  }, 60_000);
});
