import { describe, expect, it } from 'vitest';
import { coalesced } from './kpi-refresh.js';

describe('coalesced', () => {
  it('runs once per key at a time, and once more for all the calls made meanwhile', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const work = () =>
      new Promise<void>((resolve) => {
        runs++;
        release = resolve;
      });
    const first = coalesced('a', work);
    for (let i = 0; i < 10; i++) void coalesced('a', work);
    expect(runs).toBe(1);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(runs).toBe(2);
    release();
    await first;
    expect(runs).toBe(2);
    // Free again afterwards; another key never waits.
    const again = coalesced('a', async () => void runs++);
    await Promise.all([again, coalesced('b', async () => void runs++)]);
    expect(runs).toBe(4);
  });
});
