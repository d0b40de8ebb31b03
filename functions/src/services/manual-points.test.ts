/**
 * An administrator's points adjustment is made once, with its audit entry and its follow-up (the customer's
 * statistics brought in line), even when the request's budget runs out once Cosmos DB has applied it: in
 * process against a Cosmos DB server in memory, whose answer to the patch is held until the budget is spent.
 */
import { startMemoryCosmos, type MemoryCosmos } from '../testing/memory-cosmos.js';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Server } from 'node:https';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

let cosmos: MemoryCosmos | undefined;
let server: Server;
let data: typeof import('../data/cosmos.js');
let budget: typeof import('../context/request-budget.js');
let pending: typeof import('./pending-writes.js');
let points: typeof import('./manual-points.js');
let year: number;

beforeAll(async () => {
  cosmos = await startMemoryCosmos('portail-essai-points-manuels');
  ({ data, server } = cosmos);
  budget = await import('../context/request-budget.js');
  pending = await import('./pending-writes.js');
  points = await import('./manual-points.js');
  year = (await import('../data/points-repository.js')).currentPointsYear();
}, 60_000);

afterAll(async () => {
  await cosmos?.close();
});

/**
 * The server applies the patches of points documents but keeps its answer until the request's budget is
 * spent: what a budget running out right after the write looks like to the API.
 */
let restore: (() => void) | undefined;
/** Resolves when the budget of the request that asRequestThatRunsOut runs is spent. */
let budgetSpent: Promise<void> = Promise.resolve();
function holdPointsPatchAnswers(): void {
  const listeners = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'PATCH' && req.url?.includes('/docs/points-')) {
      const released = budgetSpent;
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      res.end = ((...args: unknown[]) => {
        void released.then(() => end(...args));
        return res;
      }) as ServerResponse['end'];
    }
    for (const l of listeners) l.call(server, req, res);
  });
  restore = () => {
    server.removeAllListeners('request');
    for (const l of listeners) server.on('request', l);
  };
}
afterEach(() => {
  restore?.();
  restore = undefined;
});

async function newCustomer(): Promise<string> {
  const customerId = `c-${randomUUID()}`;
  const now = new Date().toISOString();
  const { emptyStatsDoc } = await import('../model/stats.js');
  await data.container('customerData').items.create(emptyStatsDoc(customerId, year, now));
  return customerId;
}
const pointsOf = async (customerId: string) => (await import('../data/points-repository.js')).readPoints(customerId, year);
const statsOf = async (customerId: string) => (await import('../data/stats-repository.js')).readStats(customerId, year);
const historyOf = async (customerId: string) => (await import('../data/audit-repository.js')).auditOf(customerId);

const adjust = (customerId: string, amount: number, idempotencyKey?: string) =>
  points.adjustPoints({
    customerId,
    amount,
    reason: 'Geste commercial',
    by: 'admin',
    idempotencyKey,
    body: { customerId, manualPointsToAdd: amount, reason: 'Geste commercial' },
  });

/** Runs `work` as a request of `ms` whose budget runs out; gives the work's own outcome once it is over. */
async function asRequestThatRunsOut<T>(ms: number, work: () => Promise<T>): Promise<PromiseSettledResult<T>> {
  let running: Promise<T> | undefined;
  const outcome = await budget.runWithinBudget(ms, () => {
    const signal = budget.budgetSignal()!;
    budgetSpent = new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
    return (running = work());
  });
  expect(outcome.spent).toBe(true);
  const [settled] = await Promise.allSettled([running!]);
  return settled!;
}

describe('a manual adjustment', () => {
  it('credits once, however often it is sent with its key, and answers the same balance', async () => {
    const customerId = await newCustomer();
    const key = randomUUID();
    const first = await adjust(customerId, 150, key);
    const again = await adjust(customerId, 150, key);
    expect(first).toMatchObject({ replay: false, points: { manual: 150, balance: 150 } });
    expect(again).toMatchObject({ replay: true, points: { manual: 150, balance: 150 } });
    expect((await pointsOf(customerId))?.entries.filter((e) => e.kind === 'manual')).toHaveLength(1);
    expect(await historyOf(customerId)).toHaveLength(1);
    expect(await historyOf(customerId)).toMatchObject([
      { before: { manualPoints: 0, balance: 0 }, after: { manualPoints: 150, balance: 150 }, reason: 'Geste commercial' },
    ]);
    // Without a key, each submission is an adjustment of its own.
    await adjust(customerId, 150);
    expect((await pointsOf(customerId))?.balance).toBe(300);
  }, 30_000);

  it('refuses the same key with another amount (422), and moves nothing', async () => {
    const customerId = await newCustomer();
    const key = randomUUID();
    await adjust(customerId, 40, key);
    await expect(adjust(customerId, 400, key)).rejects.toMatchObject({ status: 422, code: 'idempotency_key_reused' });
    expect((await pointsOf(customerId))?.balance).toBe(40);
  }, 30_000);

  it('applied by Cosmos DB as the budget runs out: the retry with its key completes it and credits nothing more', async () => {
    const customerId = await newCustomer();
    const key = randomUUID();
    holdPointsPatchAnswers();
    const cut = await asRequestThatRunsOut(1000, () => adjust(customerId, 75, key));
    restore?.();
    expect(cut.status).toBe('rejected');
    // Applied, but the request knew nothing of it: no audit entry, statistics not in line yet.
    expect((await pointsOf(customerId))?.balance).toBe(75);
    expect(await historyOf(customerId)).toEqual([]);

    const retry = await adjust(customerId, 75, key);
    expect(retry).toMatchObject({ replay: true, points: { manual: 75, balance: 75 } });
    expect((await pointsOf(customerId))?.balance).toBe(75);
    expect((await statsOf(customerId))?.manualPoints).toBe(75);
    expect(await historyOf(customerId)).toMatchObject([{ after: { manualPoints: 75 }, reason: 'Geste commercial' }]);
  }, 30_000);

  it('applied as the budget runs out and never retried: the replay timer writes its audit entry and its follow-up', async () => {
    const customerId = await newCustomer();
    holdPointsPatchAnswers();
    await asRequestThatRunsOut(1000, () => adjust(customerId, 20));
    restore?.();
    expect(await historyOf(customerId)).toEqual([]);
    expect((await statsOf(customerId))?.manualPoints).toBe(0);

    const report = await pending.replayPendingWrites(new Date(Date.now() + pending.REPLAY_AFTER_MS + 1000));
    expect(report.completed.length).toBeGreaterThanOrEqual(1);
    expect((await statsOf(customerId))?.manualPoints).toBe(20);
    expect(await historyOf(customerId)).toMatchObject([{ before: { manualPoints: 0 }, after: { manualPoints: 20 }, reason: 'Geste commercial', by: 'admin' }]);
    expect((await pointsOf(customerId))?.balance).toBe(20);
  }, 30_000);
});
