import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_NICE, lowerThreadPriority } from './background-priority.js';

/** Nice value of a thread of this process, as the scheduler sees it (field 19 of /proc/<pid>/task/<tid>/stat). */
const niceOf = (threadId: number): number => Number(readFileSync(`/proc/${process.pid}/task/${threadId}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);

describe.runIf(process.platform === 'linux')('background thread priority', () => {
  it('lowers the calling worker thread alone, and leaves the main thread as it is', async () => {
    const main = niceOf(process.pid);
    expect(lowerThreadPriority()).toBe(false);

    const pool = new Piscina<void, number>({ filename: fileURLToPath(new URL('./background-priority.fixture.ts', import.meta.url)), execArgv: ['--import', 'tsx'], maxThreads: 1 });
    try {
      const threadId = await pool.run();
      expect(niceOf(threadId)).toBe(Math.max(BACKGROUND_NICE, main));
      expect(niceOf(process.pid)).toBe(main);
    } finally {
      await pool.destroy();
    }
  }, 20_000);
});
