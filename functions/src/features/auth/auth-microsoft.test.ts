/**
 * Microsoft sign-in, in process: a real Cosmos DB server (in memory) and a key set served on loopback
 * stand in for the database and for Microsoft Entra ID; the route handlers run through the same pipeline
 * as in Azure.
 */
import { peekJson, startAzuriteQueue } from '../../testing/azurite-queue.js';
import { startMemoryCosmos, type MemoryCosmos } from '../../testing/memory-cosmos.js';
import azureFunctions from '@azure/functions';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDoc } from '../../data/users-repository.js';

const { HttpRequest, InvocationContext } = azureFunctions;

const TENANT = '11111111-2222-3333-4444-555555555555';
const OTHER_TENANT = '99999999-8888-7777-6666-555555555555';
const CLIENT_ID = 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee';
const AUTHORITY_HOST = 'https://login.microsoftonline.com';
const ISSUER = `${AUTHORITY_HOST}/${TENANT}/v2.0`;

let cosmos: MemoryCosmos | undefined;
let jwksServer: Server;
let queues: Awaited<ReturnType<typeof startAzuriteQueue>>;
let privateKey: CryptoKey;
let strangerKey: CryptoKey;
const KID = 'cle-essai';

let mod: {
  toHttpHandler: typeof import('../../http/pipeline.js').toHttpHandler;
  loginMicrosoft: typeof import('./auth-microsoft.js').loginMicrosoft;
  getCurrentUser: typeof import('../users/users-get-current.js').getCurrentUser;
  linkMicrosoft: typeof import('../users/users-link-microsoft.js').linkMicrosoft;
  users: typeof import('../../data/users-repository.js');
  tokens: typeof import('../../auth/tokens.js');
  resetConfigForTests: typeof import('../../config.js').resetConfigForTests;
};

function user(id: string, email: string, entra: UserDoc['entra'], active = true): UserDoc {
  const now = new Date().toISOString();
  return {
    id,
    type: 'user',
    firstName: 'Essai',
    lastName: id,
    email,
    role: 'CUSTOMER',
    active,
    customerIds: [],
    passwordHash: null,
    tokensValidAfter: 0,
    passwordToken: null,
    entra,
    createdAt: now,
    updatedAt: now,
    searchText: email,
  };
}

interface EntraClaims {
  tid?: string;
  oid?: string;
  iss?: string;
  aud?: string;
  exp?: number;
  email?: string;
  key?: CryptoKey;
  kid?: string;
  /** Claims set as given; null leaves the claim out. */
  scp?: string | null;
  azp?: string | null;
  appid?: string;
}

async function entraToken(c: EntraClaims = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const payload: Record<string, unknown> = { tid: c.tid ?? TENANT, oid: c.oid ?? 'oid-linked', scp: 'access_as_user', azp: CLIENT_ID, ver: '2.0' };
  for (const claim of ['scp', 'azp'] as const) {
    if (c[claim] === null) delete payload[claim];
    else if (c[claim] !== undefined) payload[claim] = c[claim];
  }
  if (c.appid) payload.appid = c.appid;
  if (c.email) Object.assign(payload, { email: c.email, preferred_username: c.email, upn: c.email });
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: c.kid ?? KID, typ: 'JWT' })
    .setIssuer(c.iss ?? ISSUER)
    .setAudience(c.aud ?? CLIENT_ID)
    .setIssuedAt(now - 60)
    .setNotBefore(now - 60)
    .setExpirationTime(c.exp ?? now + 600)
    .sign(c.key ?? privateKey);
}

async function invoke(route: Parameters<typeof mod.toHttpHandler>[0], headers: Record<string, string>, body?: unknown) {
  const request = new HttpRequest({
    method: route.method,
    url: `http://localhost/api/${route.path}`,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: { string: JSON.stringify(body) } }),
  });
  const context = new InvocationContext({ functionName: route.name, invocationId: crypto.randomUUID() });
  const res = await mod.toHttpHandler(route)(request, context);
  const text = typeof res.body === 'string' ? res.body : '';
  return { status: res.status ?? 200, json: text ? JSON.parse(text) : undefined };
}

const signIn = (token: string) => invoke(mod.loginMicrosoft, { authorization: `Bearer ${token}` });

const listen = (server: Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

beforeAll(async () => {
  // A real queue: linking an account queues the mail that tells its owner.
  queues = await startAzuriteQueue();
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })));
  const jwksPort = await listen(jwksServer);

  cosmos = await startMemoryCosmos('portail-essai-microsoft', {
    env: {
      ENTRA_TENANT_ID: TENANT,
      ENTRA_CLIENT_ID: CLIENT_ID,
      ENTRA_AUTHORITY_HOST: AUTHORITY_HOST,
      ENTRA_JWKS_URI: `http://127.0.0.1:${jwksPort}/keys`,
      // A key set on loopback is only accepted on a developer's machine (config.ts).
      DEPLOYMENT_PROFILE: 'local',
      AzureWebJobsStorage: queues.connectionString,
    },
  });
  const config = await import('../../config.js');
  mod = {
    toHttpHandler: (await import('../../http/pipeline.js')).toHttpHandler,
    loginMicrosoft: (await import('./auth-microsoft.js')).loginMicrosoft,
    getCurrentUser: (await import('../users/users-get-current.js')).getCurrentUser,
    linkMicrosoft: (await import('../users/users-link-microsoft.js')).linkMicrosoft,
    users: await import('../../data/users-repository.js'),
    tokens: await import('../../auth/tokens.js'),
    resetConfigForTests: config.resetConfigForTests,
  };
  await mod.users.createUser(user('u-linked', 'lie@essai.test', { tid: TENANT, oid: 'oid-linked' }));
  await mod.users.createUser(user('u-email-only', 'meme-adresse@essai.test', null));
  await mod.users.createUser(user('u-inactive', 'inactif@essai.test', { tid: TENANT, oid: 'oid-inactive' }, false));
  await mod.users.createUser(user('u-to-link', 'a-lier@essai.test', null));
  await mod.users.createUser(user('u-other', 'autre@essai.test', null));
}, 60_000);

afterAll(async () => {
  queues?.stop();
  await cosmos?.close();
  await new Promise((r) => jwksServer?.close(r));
});

describe('POST /api/Authenticate/microsoft', () => {
  it('un jeton valide d’un utilisateur rattaché par (tid, oid) ouvre une session du portail', async () => {
    const res = await signIn(await entraToken());
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ id: 'u-linked', email: 'lie@essai.test' });
    const me = await invoke(mod.getCurrentUser, { authorization: `Bearer ${res.json.token}` });
    expect(me.status).toBe(200);
    expect(me.json.id).toBe('u-linked');
  });

  it('le portail reconnaît son site par appid (jeton v1) comme par azp, et son scope parmi d’autres', async () => {
    expect((await signIn(await entraToken({ azp: null, appid: CLIENT_ID }))).status).toBe(200);
    expect((await signIn(await entraToken({ scp: 'User.Read access_as_user' }))).status).toBe(200);
  });

  it('l’audience api://<client id> est acceptée aussi', async () => {
    expect((await signIn(await entraToken({ aud: `api://${CLIENT_ID}` }))).status).toBe(200);
  });

  it.each<[string, () => Promise<EntraClaims>]>([
    ['autre locataire', async () => ({ tid: OTHER_TENANT, iss: `${AUTHORITY_HOST}/${OTHER_TENANT}/v2.0` })],
    ['autre locataire, émetteur du nôtre', async () => ({ tid: OTHER_TENANT })],
    ['autre audience', async () => ({ aud: 'api://une-autre-application' })],
    ['émetteur v1', async () => ({ iss: `https://sts.windows.net/${TENANT}/` })],
    ['autre émetteur', async () => ({ iss: `https://evil.test/${TENANT}/v2.0` })],
    ['expiré', async () => ({ exp: Math.floor(Date.now() / 1000) - 120 })],
    ['clé inconnue, même kid', async () => ({ key: strangerKey })],
    ['clé inconnue, autre kid', async () => ({ key: strangerKey, kid: 'autre' })],
    ['(tid, oid) inconnus mais e-mail d’un utilisateur', async () => ({ oid: 'oid-inconnu', email: 'meme-adresse@essai.test' })],
    ['utilisateur désactivé', async () => ({ oid: 'oid-inactive' })],
    ['sans scp (jeton d’application, pas d’utilisateur)', async () => ({ scp: null })],
    ['scp d’une autre API', async () => ({ scp: 'User.Read Mail.Read' })],
    ['demandé par une autre application (azp)', async () => ({ azp: 'bbbbbbbb-0000-0000-0000-000000000000' })],
    ['sans azp ni appid', async () => ({ azp: null })],
    ['appid d’une autre application', async () => ({ azp: null, appid: 'bbbbbbbb-0000-0000-0000-000000000000' })],
  ])('refuse : %s', async (_, claims) => {
    const res = await signIn(await entraToken(await claims()));
    expect(res.status).toBe(401);
    expect(res.json.error).toMatchObject({ code: 'invalid_credentials', message: 'Échec de la connexion, utilisateur non autorisé' });
  });

  it('refuse un jeton alg none, un jeton de session du portail et l’absence de jeton', async () => {
    const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const none = `${b64({ alg: 'none' })}.${b64({ tid: TENANT, oid: 'oid-linked', iss: ISSUER, aud: CLIENT_ID, exp: now + 600 })}.`;
    expect((await signIn(none)).status).toBe(401);
    const ours = await mod.tokens.issueAccessToken('u-linked');
    expect((await signIn(ours.token)).status).toBe(401);
    expect((await invoke(mod.loginMicrosoft, {})).status).toBe(401);
  });

  it('répond 404 quand la connexion Microsoft n’est pas configurée', async () => {
    const saved = process.env.ENTRA_TENANT_ID;
    process.env.ENTRA_TENANT_ID = '';
    mod.resetConfigForTests();
    try {
      expect((await signIn(await entraToken())).status).toBe(404);
    } finally {
      process.env.ENTRA_TENANT_ID = saved;
      mod.resetConfigForTests();
    }
  });
});

describe('POST /api/users/link-microsoft', () => {
  const link = async (userId: string, accessToken: string) => {
    const session = await mod.tokens.issueAccessToken(userId);
    return invoke(mod.linkMicrosoft, { authorization: `Bearer ${session.token}` }, { accessToken });
  };

  it('rattache (tid, oid) d’un jeton validé à l’utilisateur connecté, qui peut ensuite se connecter avec Microsoft', async () => {
    const token = await entraToken({ oid: 'oid-new', email: 'autre@essai.test' });
    expect((await signIn(token)).status).toBe(401);
    const res = await link('u-to-link', token);
    expect(res.status).toBe(200);
    expect(res.json.id).toBe('u-to-link');
    const after = await signIn(token);
    expect(after.status).toBe(200);
    // Matched on (tid, oid): the e-mail claim named another user and changed nothing.
    expect(after.json.user.id).toBe('u-to-link');
    expect((await mod.users.findUserById('u-to-link'))?.entra).toEqual({ tid: TENANT, oid: 'oid-new' });
    // Linking the same identity again is harmless, and tells its owner once: when it was linked.
    expect((await link('u-to-link', token)).status).toBe(200);
    const notices = (await peekJson(queues.service, 'password-reset-requests')).filter((m) => (m as { userId?: string }).userId === 'u-to-link');
    expect(notices).toEqual([{ notice: 'microsoft-linked', userId: 'u-to-link' }]);
  }, 30_000);

  it('refuse une identité déjà rattachée à un autre utilisateur, ou un second compte Microsoft', async () => {
    const taken = await link('u-other', await entraToken({ oid: 'oid-linked' }));
    expect(taken.status).toBe(409);
    expect(taken.json.error.code).toBe('microsoft_account_taken');
    const second = await link('u-linked', await entraToken({ oid: 'oid-second' }));
    expect(second.status).toBe(409);
    expect((await signIn(await entraToken({ oid: 'oid-second' }))).status).toBe(401);
  });

  it('refuse un jeton Microsoft invalide (400, la session reste valable) et exige une session', async () => {
    const bad = await link('u-other', await entraToken({ aud: 'api://autre' }));
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatchObject({ code: 'microsoft_token_invalid', field: 'accessToken' });
    const anonymous = await invoke(mod.linkMicrosoft, {}, { accessToken: await entraToken({ oid: 'oid-x' }) });
    expect(anonymous.status).toBe(401);
  });
});
