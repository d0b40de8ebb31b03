import { describe, expect, it, vi } from 'vitest';
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
    // The machine's clock would make this a race under load: the pauses are timers, so the test drives them.
    vi.useFakeTimers();
    try {
      const starts: number[] = [];
      const work = async () => void starts.push(Date.now());
      const first = coalesced('spaced', work, 60);
      await vi.advanceTimersByTimeAsync(10);
      // The first run is over, its pause is not: these calls wait for it, and share one run.
      const t = Date.now();
      void coalesced('spaced', work, 60);
      void coalesced('spaced', work, 60);
      expect(starts).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(49);
      expect(starts).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(starts).toHaveLength(2);
      expect(starts[1]! - t).toBe(50);
      // After the pause that follows the last run, a call runs at once again.
      await vi.advanceTimersByTimeAsync(60);
      await first;
      void coalesced('spaced', work, 60);
      expect(starts).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
