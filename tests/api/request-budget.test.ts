/**
 * The request time budget against the real local host. The shared stack keeps its 10 s budget; this file
 * starts a second Functions host of its own, on the deployment package the stack built, the same Cosmos DB
 * and Azurite, with REQUEST_BUDGET_MS=1, the way the host reads its settings at start, and stops it at the
 * end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stackSettings } from './support/direct.js';
import { API_URL, DEMO, DEMO_PASSWORD } from './support/env.js';

const root = new URL('../../', import.meta.url).pathname;
let host: ChildProcess | undefined;
let hostUrl = '';
let output = '';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const port = await freePort();
  hostUrl = `http://127.0.0.1:${port}`;
  // What scripts/stack.ts built for the stack under test: its Functions host and the API's package.
  const built = `${root}.local/api-${new URL(API_URL).port}`;
  host = spawn(process.execPath, [`${built}/functions-host.mjs`, `${built}/package`], {
    cwd: root,
    env: { ...process.env, ...stackSettings(), LOCAL_SETTINGS_FILE: `${root}local.settings.sample.json`, FUNCTIONS_PORT: String(port), REQUEST_BUDGET_MS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  host.stdout?.on('data', (d) => (output += d));
  host.stderr?.on('data', (d) => (output += d));
  const until = Date.now() + 90_000;
  while (!output.includes(`localhost:${port}/api`)) {
    if (host.exitCode !== null || Date.now() > until) throw new Error(`L’hôte de test n’a pas démarré :\n${output.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
});

afterAll(async () => {
  if (!host || host.exitCode !== null) return;
  const stopped = new Promise((r) => host?.once('exit', r));
  try {
    process.kill(-(host.pid as number), 'SIGTERM');
  } catch {
    host.kill('SIGTERM');
  }
  await stopped;
});

describe('budget de temps d’une requête (hôte local, REQUEST_BUDGET_MS=1)', () => {
  it('une connexion, qui lit Cosmos DB et vérifie un mot de passe, répond 503 « timeout » en français avec Retry-After', async () => {
    const res = await fetch(`${hostUrl}/api/Authenticate/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Email: DEMO.customer, Password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({ error: { code: 'timeout', message: 'Le service met trop de temps à répondre. Réessayez dans un instant.' } });
  });

  it('la pile partagée garde son budget : la même connexion y réussit', async () => {
    const { login } = await import('./support/api.js');
    await expect(login(DEMO.customer)).resolves.toMatchObject({ token: expect.any(String) });
  });
});
