/**
 * Sign-in when its counters cannot be used, in process: a real Cosmos DB server without the portal's
 * database, so that every counter read and write fails. The attempt must be refused (503, French), never
 * evaluated unthrottled and never answered with a 500.
 */
import azureFunctions from '@azure/functions';
import { startMemoryCosmos, type MemoryCosmos } from '../../testing/memory-cosmos.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const { HttpRequest, InvocationContext } = azureFunctions;

let cosmos: MemoryCosmos | undefined;
let mod: { toHttpHandler: typeof import('../../http/pipeline.js').toHttpHandler; login: typeof import('./auth-login.js').login };

beforeAll(async () => {
  // No ensureDatabase(): the database and its containers do not exist.
  cosmos = await startMemoryCosmos('portail-essai-sans-compteurs', { ensureDatabase: false });
  mod = { toHttpHandler: (await import('../../http/pipeline.js')).toHttpHandler, login: (await import('./auth-login.js')).login };
}, 60_000);

afterAll(async () => {
  await cosmos?.close();
});

describe('POST /api/Authenticate/login sans compteurs', () => {
  it('répond 503 avec un message français et Retry-After, pas 500', async () => {
    const request = new HttpRequest({
      method: 'POST',
      url: 'http://localhost/api/Authenticate/login',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: { string: JSON.stringify({ Email: 'quelquun@essai.test', Password: 'Mauvais!2025' }) },
    });
    const res = await mod.toHttpHandler(mod.login)(request, new InvocationContext({ functionName: 'login', invocationId: crypto.randomUUID() }));
    expect(res.status).toBe(503);
    expect(JSON.parse(String(res.body))).toEqual({
      error: { code: 'sign_in_unavailable', message: 'La connexion est momentanément indisponible. Réessayez dans un instant.' },
    });
    expect((res.headers as Record<string, string>)['Retry-After']).toBe('5');
  });
});
