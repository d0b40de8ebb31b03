import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { GIVE_WAY_MS, giveWay, requestCount, requestsInFlight, serving } from './foreground.js';
import { runWithinBudget } from './request-budget.js';

/** A request that stays in flight until `end` is called. */
function openRequest() {
  let end!: () => void;
  const done = serving(() => new Promise<void>((resolve) => (end = resolve)));
  return { end: async () => (end(), await done) };
}

const settledWithin = async (work: Promise<unknown>, ms: number) =>
  Promise.race([work.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('background work gives way to the requests in flight', () => {
  it('goes on at once when no request is being served', async () => {
    expect(requestsInFlight()).toBe(0);
    expect(await settledWithin(giveWay(), 20)).toBe(true);
  });

  it('waits while a request is served and goes on as soon as every request has ended', async () => {
    const first = openRequest();
    const second = openRequest();
    const pieces = [giveWay(), giveWay(), giveWay(), giveWay()];
    await first.end();
    await second.end();
    expect(await settledWithin(Promise.all(pieces), 20)).toBe(true);
    expect(requestsInFlight()).toBe(0);
  });

  it('lets one piece go every GIVE_WAY_MS while requests never stop, first come first served', async () => {
    const request = openRequest();
    const began = performance.now();
    const order: number[] = [];
    const at: number[] = [];
    const pieces = [0, 1, 2].map((n) => giveWay().then(() => (order.push(n), at.push(performance.now() - began))));
    await Promise.all(pieces);
    await request.end();
    expect(order).toEqual([0, 1, 2]);
    expect(at[0]).toBeGreaterThanOrEqual(GIVE_WAY_MS - 5);
    expect(at[1] - at[0]).toBeGreaterThanOrEqual(GIVE_WAY_MS - 5);
    expect(at[2] - at[1]).toBeGreaterThanOrEqual(GIVE_WAY_MS - 5);
  });

  it('never makes a request wait on the others', async () => {
    const other = openRequest();
    const outcome = runWithinBudget(5_000, () => serving(() => giveWay().then(() => 'served')));
    expect(await settledWithin(outcome, 20)).toBe(true);
    expect(await outcome).toEqual({ spent: false, value: 'served' });
    await other.end();
  });

  it('counts a request that fails as ended', async () => {
    await expect(serving(() => Promise.reject(new Error('refusée')))).rejects.toThrow('refusée');
    expect(requestsInFlight()).toBe(0);
  });

  it('makes a background thread wait for the requests of this one, and lets it go as soon as they end', async () => {
    // Piscina's own entry point is JavaScript: it loads the .ts task module through tsx's hooks.
    const thread = new Piscina<SharedArrayBuffer, number>({
      filename: fileURLToPath(new URL('./foreground-thread.fixture.ts', import.meta.url)),
      execArgv: ['--import', 'tsx'],
      maxThreads: 1,
    });
    try {
      const piece = () => thread.run(requestCount());
      // Nothing served: the thread's work goes on. Its first run also loads tsx and the modules on the new thread:
      // 5.5 s in a rehearsal where the browser tests ran beside the unit tests, so the bound only has to tell
      // « goes on » from « waits for ever ».
      expect(await settledWithin(piece(), 30_000)).toBe(true);
      // The waits are read on the thread's clock: a test thread kept busy by other work would otherwise
      // see its own timers late and the thread's on time (seen at a load average of 17).
      const request = openRequest();
      expect(await piece()).toBeGreaterThanOrEqual(GIVE_WAY_MS - 5);
      await request.end();
      const again = openRequest();
      let ended = false;
      let wentFirst = false;
      const waiting = piece().then((ms) => ((wentFirst = !ended), ms));
      await new Promise((resolve) => setTimeout(resolve, 30));
      ended = true;
      await again.end();
      // It waited for the request, and went as soon as it ended rather than at its next turn.
      expect(await waiting).toBeLessThan(GIVE_WAY_MS - 5);
      expect(wentFirst).toBe(false);
    } finally {
      await thread.destroy();
    }
  }, 60_000);
});
