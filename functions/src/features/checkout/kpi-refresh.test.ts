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

  it('runs a call that comes within the spacing after the last run once the spacing has passed', async () => {
    const starts: number[] = [];
    const work = async () => void starts.push(performance.now());
    const first = coalesced('spaced', work, 60);
    await new Promise((r) => setTimeout(r, 10));
    // The first run is over, its pause is not: these calls wait for it, and share one run.
    const t = performance.now();
    void coalesced('spaced', work, 60);
    void coalesced('spaced', work, 60);
    expect(starts).toHaveLength(1);
    await first;
    expect(starts).toHaveLength(2);
    expect(starts[1]! - t).toBeGreaterThanOrEqual(40);
    // After the pause that follows the last run, a call runs at once again.
    await new Promise((r) => setTimeout(r, 80));
    void coalesced('spaced', work, 60);
    expect(starts).toHaveLength(3);
  });
});
