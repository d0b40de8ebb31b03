import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { ReadResult, ReadTask } from '../workers/import-reader.js';

/**
 * Workbooks are parsed on a worker thread (workers/import-reader.ts): SheetJS parses a file in one
 * synchronous call of several seconds for 200,000 lines, during which the instance would serve no HTTP
 * request. One thread per instance, started by the first import; it ends after a minute idle.
 */
const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = fromSource ? new URL('../workers/import-reader.ts', import.meta.url) : new URL('./workers/import-reader.js', import.meta.url);

function workerExecArgv(): string[] | undefined {
  if (!fromSource || process.execArgv.some((arg) => /[\\/]tsx[\\/]/.test(arg))) return undefined;
  return [...process.execArgv, '--import', 'tsx'];
}

let pool: Piscina<ReadTask, ReadResult> | undefined;

export function readWorkbookSlice(task: ReadTask): Promise<ReadResult> {
  pool ??= new Piscina<ReadTask, ReadResult>({ filename: fileURLToPath(workerUrl), execArgv: workerExecArgv(), minThreads: 0, maxThreads: 1, idleTimeout: 60_000 });
  return pool.run(task);
}

/** Ends the thread (tests that ran imports in their own process). */
export async function closeReadPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
