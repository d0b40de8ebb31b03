/**
 * Worker thread of services/import-thread.ts: runs an import job's queue message (reading, validation,
 * planning, bulk writes, statistics refresh, summary e-mail) away from the thread that serves the HTTP
 * requests. A 200,000-line import allocates millions of short-lived objects: on the serving thread its
 * collections and its synchronous slices held the customers' requests (home statistics p99 136 ms during an
 * import, docs/import.md); here they hold only this thread, which has its own heap. The job still gives
 * way to the requests of the instance (context/foreground.ts) through the count the main thread shares.
 * Built as its own entry point (dist/workers/import-worker.js).
 */
import { shareRequestCount } from '../context/foreground.js';
import type { ImportMessage } from '../model/imports.js';
import { handleImportMessage } from '../services/import-process.js';
import { warmReadPool } from '../services/import-read-pool.js';

export interface ImportTask {
  message: ImportMessage;
  /** The main thread's count of requests in flight (context/foreground.ts requestCount). */
  requests: SharedArrayBuffer;
}

/** Started by an upload, ahead of its queue message (services/import-thread.ts): the reading thread starts too. */
export function warm(): void {
  warmReadPool();
}

export default async function runImportMessage({ message, requests }: ImportTask): Promise<void> {
  shareRequestCount(requests);
  await handleImportMessage(message);
}
