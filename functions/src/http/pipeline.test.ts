/**
 * The request time budget, in process: the pipeline as in Azure, a real Cosmos DB server (in memory) and
 * the real SDK client of data/cosmos.ts, so what is checked is what reaches the database.
 */
import { startMemoryCosmos, type MemoryCosmos } from '../testing/memory-cosmos.js';
import azureFunctions from '@azure/functions';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyRoute } from './route.js';

const { HttpRequest, InvocationContext } = azureFunctions;

// Long enough for one write to the local server on a machine busy with the rest of the suite.
const BUDGET_MS = 500;
let cosmos: MemoryCosmos | undefined;
let mod: {
  toHttpHandler: typeof import('./pipeline.js').toHttpHandler;
  defineRoute: typeof import('./route.js').defineRoute;
  ok: typeof import('./responses.js').ok;
  cosmos: typeof import('../data/cosmos.js');
  parseConfig: typeof import('../config.js').parseConfig;
};

const listen = (server: Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

beforeAll(async () => {
  cosmos = await startMemoryCosmos('portail-essai-budget', { env: { REQUEST_BUDGET_MS: String(BUDGET_MS) } });
  mod = {
    toHttpHandler: (await import('./pipeline.js')).toHttpHandler,
    defineRoute: (await import('./route.js')).defineRoute,
    ok: (await import('./responses.js')).ok,
    cosmos: cosmos.data,
    parseConfig: (await import('../config.js')).parseConfig,
  };
}, 60_000);

afterAll(async () => {
  await cosmos?.close();
});

/** A public test route whose handler is `work`; `done` settles when the handler itself does, 503 or not. */
function route(work: () => Promise<void>) {
  let settle!: (outcome: { error?: unknown }) => void;
  const done = new Promise<{ error?: unknown }>((resolve) => (settle = resolve));
  const r: AnyRoute = mod.defineRoute({
    name: 'budgetTest',
    method: 'POST',
    path: 'budget-test',
    access: 'public',
    scope: { kind: 'none' },
    summary: 'essai',
    tags: [],
    async handler() {
      try {
        await work();
        settle({});
      } catch (error) {
        settle({ error });
        throw error;
      }
      return mod.ok({ fait: true });
    },
  });
  return { route: r, done };
}

async function invoke(r: AnyRoute) {
  const request = new HttpRequest({ method: 'POST', url: 'http://localhost/api/budget-test' });
  const context = new InvocationContext({ functionName: r.name, invocationId: crypto.randomUUID() });
  const started = performance.now();
  const res = await mod.toHttpHandler(r)(request, context);
  const headers = (res.headers ?? {}) as Record<string, string>;
  return { status: res.status ?? 200, headers, json: JSON.parse(String(res.body)), elapsedMs: performance.now() - started };
}

const doc = (id: string) => ({ id, type: 'budget-test', customerId: 'client-budget' });
const stored = (id: string) => mod.cosmos.readItem(mod.cosmos.container('customerData'), id, 'client-budget');

describe('budget de temps d’une requête', () => {
  it('répond 503 « timeout » en français avec Retry-After quand le traitement dépasse le budget, sans l’attendre', async () => {
    const { route: r } = route(() => sleep(BUDGET_MS * 4).then(() => undefined));
    const res = await invoke(r);
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ error: { code: 'timeout', message: 'Le service met trop de temps à répondre. Réessayez dans un instant.' } });
    expect(Number(res.headers['Retry-After'])).toBeGreaterThan(0);
    expect(res.elapsedMs).toBeLessThan(BUDGET_MS * 4);
  });

  it('laisse passer un traitement qui écrit dans le budget', async () => {
    const { route: r, done } = route(async () => {
      await mod.cosmos.container('customerData').items.create(doc('dans-le-budget'));
    });
    const res = await invoke(r);
    expect(res.status).toBe(200);
    expect(await done).toEqual({});
    expect(await stored('dans-le-budget')).toMatchObject({ id: 'dans-le-budget' });
  });

  it('un traitement encore en cours après le 503 n’écrit plus rien : ni l’écriture suivante, ni celles d’après', async () => {
    const { route: r, done } = route(async () => {
      await mod.cosmos.container('customerData').items.create(doc('avant-l-echeance'));
      await sleep(BUDGET_MS * 2);
      await mod.cosmos.container('customerData').items.upsert(doc('apres-l-echeance'));
      await mod.cosmos.container('customerData').item('avant-l-echeance', 'client-budget').delete();
    });
    const res = await invoke(r);
    expect(res.status).toBe(503);
    const { error } = await done;
    expect((error as Error).name).toBe('AbortError');
    // Outside any request: no budget applies to these reads.
    expect(await stored('apres-l-echeance')).toBeUndefined();
    expect(await stored('avant-l-echeance')).toMatchObject({ id: 'avant-l-echeance' });
  });

  it('annule l’appel à Cosmos DB en cours à l’échéance', async () => {
    // A database that never answers: whatever call the handler makes is still in flight at the deadline.
    const silent = createServer(() => undefined);
    const port = await listen(silent);
    const { CosmosClient } = await import('@azure/cosmos');
    const client = new CosmosClient({ ...mod.cosmos.cosmosClientOptions(), endpoint: `http://127.0.0.1:${port}`, agent: undefined });
    let waitedMs = 0;
    const { route: r, done } = route(async () => {
      const startedAt = performance.now();
      try {
        await client.database('muette').container('c').items.create({ id: 'jamais' });
      } finally {
        waitedMs = performance.now() - startedAt;
      }
    });
    const res = await invoke(r);
    expect(res.status).toBe(503);
    expect(((await done).error as Error).name).toBe('AbortError');
    // Cancelled at the deadline, not after the SDK's own 60 s request timeout.
    expect(waitedMs).toBeLessThan(BUDGET_MS * 10);
    silent.closeAllConnections();
    await new Promise((r) => silent.close(r));
  });

  it('REQUEST_BUDGET_MS vaut 10 s par défaut et se refuse hors de 1 à 230 000 ms', () => {
    const base = { ...process.env, REQUEST_BUDGET_MS: undefined };
    expect(mod.parseConfig(base).requestBudgetMs).toBe(10_000);
    expect(mod.parseConfig({ ...base, REQUEST_BUDGET_MS: '2500' }).requestBudgetMs).toBe(2500);
    for (const bad of ['0', '-5', '1.5', 'dix', '300000']) expect(() => mod.parseConfig({ ...base, REQUEST_BUDGET_MS: bad }), bad).toThrow(/REQUEST_BUDGET_MS/);
  });
});
