import { ApiError } from '../http/errors.js';
import type { WorkbookCheck } from './import-file-check.js';
import type { WorkbookCheckResult, WorkbookCheckTask } from '../workers/workbook-check.js';
import { threadPool, workerModule } from './thread-pool.js';

/**
 * The upload's workbook check on a thread of its own (workers/workbook-check.ts): inflating a 20 MB file and
 * scanning its XML held the serving thread, and with it every request of the instance, for as long as it
 * took. One thread per instance (uploads are an administrator's, a few a day), ended after a minute idle.
 */
const pool = threadPool<WorkbookCheckTask, WorkbookCheckResult>(workerModule('workbook-check'), { maxThreads: 1 });

/** checkWorkbook, run on the pool: the same answer, the same French 400s. */
export async function checkWorkbookOffThread(bytes: Uint8Array): Promise<WorkbookCheck> {
  // The upload keeps its bytes (they are stored next): the thread gets a copy, a memcpy of at most 20 MB.
  const result = await pool.run({ bytes });
  if (!result.ok) throw new ApiError(result.status, result.code, result.message, result.field, {}, result.params);
  return result.check;
}

/** Ends the pool's thread (tests, scripts); the next upload starts a new one. */
export const closeWorkbookCheckPool = (): Promise<void> => pool.close();
