import { describe, expect, it } from 'vitest';
import { startTimerHost, timerRunner } from './timer-host.js';

describe('local timer host', () => {
  it('runs each timer function on its interval with an invocation context, and survives a failing run', async () => {
    const calls: string[] = [];
    let failures = 0;
    const stop = startTimerHost([
      { name: 'tick', schedule: '* * * * * *', localEveryMs: 20, handler: async (_t, ctx) => void calls.push(ctx.functionName) },
      { name: 'boom', schedule: '* * * * * *', localEveryMs: 20, handler: async () => { failures++; throw new Error('échec voulu'); } },
    ]);
    await new Promise((r) => setTimeout(r, 110));
    stop();
    const seen = calls.length;
    await new Promise((r) => setTimeout(r, 60));
    expect(seen).toBeGreaterThanOrEqual(3);
    expect(new Set(calls)).toEqual(new Set(['tick']));
    expect(failures).toBeGreaterThanOrEqual(3);
    expect(calls.length).toBe(seen);
  });

  it('runs a timer now by its name, whatever its case, and knows no other name', async () => {
    const calls: string[] = [];
    const run = timerRunner([{ name: 'recoverPendingOrders', schedule: '0 */5 * * * *', localEveryMs: 300_000, handler: async (_t, ctx) => void calls.push(ctx.functionName) }]);
    expect(run('RECOVERPENDINGORDERS')).toBe(true);
    expect(run('unknown')).toBe(false);
    await new Promise((r) => setTimeout(r, 10));
    expect(calls).toEqual(['recoverPendingOrders']);
  });
});
