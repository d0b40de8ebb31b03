/**
 * Sign-in when its counters cannot be used, in process: a real Cosmos DB server without the portal's
 * database, so that every counter read and write fails. The attempt must be refused (503, French), never
 * evaluated unthrottled and never answered with a 500.
 */
import { unitTestSettings } from '../../testing/unit-settings.js';
import azureFunctions from '@azure/functions';
import { createHttpsServer } from '@vercel/cosmosdb-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const { HttpRequest, InvocationContext } = azureFunctions;

let cosmos: Server;
let mod: { toHttpHandler: typeof import('../../http/pipeline.js').toHttpHandler; login: typeof import('./auth-login.js').login };

beforeAll(async () => {
  cosmos = createHttpsServer();
  const port = await new Promise<number>((resolve) => cosmos.listen(0, '127.0.0.1', () => resolve((cosmos.address() as AddressInfo).port)));
  // No ensureDatabase(): the database and its containers do not exist.
  Object.assign(process.env, unitTestSettings(port, 'portail-essai-sans-compteurs'));
  (await import('../../config.js')).resetConfigForTests();
  mod = { toHttpHandler: (await import('../../http/pipeline.js')).toHttpHandler, login: (await import('./auth-login.js')).login };
});

afterAll(async () => {
  await new Promise((r) => cosmos?.close(r));
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
