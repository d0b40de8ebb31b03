import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKGROUND_NICE, threadPool } from './thread-pool.js';

/** Nice value of a thread of this process, as the scheduler sees it (field 19 of /proc/<pid>/task/<tid>/stat). */
const niceOf = (threadId: number): number => Number(readFileSync(`/proc/${process.pid}/task/${threadId}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);

afterEach(() => vi.restoreAllMocks());

describe('thread pool', () => {
  it('survives a thread that fails as it starts: the waiting task is refused, and the next one gets a new pool', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const file = join(mkdtempSync(join(tmpdir(), 'pool-')), 'worker.mjs');
    writeFileSync(file, "throw new Error('démarrage impossible');\n");
    const pool = threadPool<number, number>(pathToFileURL(file), { maxThreads: 1 });

    await expect(pool.run(2)).rejects.toThrow();
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('worker.mjs'),
      expect.objectContaining({ message: expect.stringContaining('démarrage impossible') }),
    );

    writeFileSync(file, 'export default (n) => n * 2;\n');
    await expect(pool.run(2)).resolves.toBe(4);
    await pool.close();
  }, 20_000);

  it('warms a thread ahead of a task: the module is loaded and its warm export run on the thread that then takes the task', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'pool-')), 'worker.mjs');
    writeFileSync(file, 'let warmed = 0;\nexport function warm() { warmed++; }\nexport default () => warmed;\n');
    const pool = threadPool<number, number>(pathToFileURL(file), { maxThreads: 1 });

    pool.warm();
    await expect(pool.run(0)).resolves.toBe(1);
    await pool.close();
  }, 20_000);

  it("gives its threads the young generation asked for, and V8's own without one", async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'pool-')), 'worker.cjs');
    writeFileSync(file, "module.exports = () => require('node:worker_threads').resourceLimits.maxYoungGenerationSizeMb;\n");
    const sized = threadPool<void, number>(pathToFileURL(file), { maxThreads: 1, youngGenerationMb: 128 });
    const plain = threadPool<void, number>(pathToFileURL(file), { maxThreads: 1 });
    try {
      expect(await sized.run()).toBe(128);
      expect(await plain.run()).not.toBe(128);
    } finally {
      await Promise.all([sized.close(), plain.close()]);
    }
  }, 20_000);

  it.runIf(process.platform === 'linux')(
    'runs background threads at a lower priority, and the threads they start too, the main thread unchanged',
    async () => {
      // Each thread reads its own nice value (field 19 of /proc/thread-self/stat) while it runs.
      const ownNice = "Number(require('node:fs').readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1].split(' ')[16])";
      const file = join(mkdtempSync(join(tmpdir(), 'pool-')), 'worker.cjs');
      writeFileSync(
        file,
        [
          "const { Worker } = require('node:worker_threads');",
          'module.exports = async () => {',
          `  const nested = new Worker(${JSON.stringify(`require('node:worker_threads').parentPort.postMessage(${ownNice})`)}, { eval: true });`,
          "  const started = await new Promise((resolve) => nested.once('message', resolve));",
          `  return [${ownNice}, started];`,
          '};',
        ].join('\n'),
      );
      const main = niceOf(process.pid);
      const pool = threadPool<void, [number, number]>(pathToFileURL(file), { maxThreads: 1, niceIncrement: BACKGROUND_NICE });
      try {
        const expected = Math.min(19, main + BACKGROUND_NICE);
        expect(await pool.run()).toEqual([expected, expected]);
        expect(niceOf(process.pid)).toBe(main);
      } finally {
        await pool.close();
      }
    },
    20_000,
  );
});
