import { describe, expect, it } from 'vitest';
import { startTimerHost } from './timer-host.js';

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
});
