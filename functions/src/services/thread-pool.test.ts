import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { threadPool } from './thread-pool.js';

afterEach(() => vi.restoreAllMocks());

describe('thread pool', () => {
  it('survives a thread that fails as it starts: the waiting task is refused, and the next one gets a new pool', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const file = join(mkdtempSync(join(tmpdir(), 'pool-')), 'worker.mjs');
    writeFileSync(file, "throw new Error('démarrage impossible');\n");
    const pool = threadPool<number, number>(pathToFileURL(file), { maxThreads: 1 });

    await expect(pool.run(2)).rejects.toThrow();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('worker.mjs'), expect.objectContaining({ message: expect.stringContaining('démarrage impossible') }));

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
});
