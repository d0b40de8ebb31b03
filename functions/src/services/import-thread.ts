import { requestCount } from '../context/foreground.js';
import type { ImportMessage } from '../model/imports.js';
import type { ImportTask } from '../workers/import-worker.js';
import { BACKGROUND_NICE, threadPool, workerModule } from './thread-pool.js';

/**
 * Import messages are handled on a thread of their own (workers/import-worker.ts), so that an import's
 * work and its garbage stay off the thread that serves the instance's requests. The messages the host hands
 * over at once share the thread, as they shared the event loop before, each waiting mostly on the database.
 * The thread starts with an upload (warmImportThread) or the first message, and ends after a minute idle.
 */
// Above what the host runs at once (host.json batchSize 8, plus newBatchThreshold, half of it, fetched while
// those run): no message waits for the thread while its invocation's 5 minutes run.
const CONCURRENT_MESSAGES = 16;

const pool = threadPool<ImportTask, void>(workerModule('import-worker'), {
  maxThreads: 1,
  concurrentTasksPerWorker: CONCURRENT_MESSAGES,
  niceIncrement: BACKGROUND_NICE,
});

/** Handles an import message on the import thread; its failure is this call's (the host then delivers it again). */
export const handleImportMessageInThread = (message: ImportMessage): Promise<void> => pool.run({ message, requests: requestCount() });

/**
 * An upload has just queued its message: this instance's import thread and its reading thread start now, while the
 * message waits for the queue's poll, instead of one after the other once it is delivered (about 1.5 s of module
 * loading from the sources, docs/import.md « Throughput »). Another instance may take the message: then these
 * threads end after a minute idle.
 */
export const warmImportThread = (): void => pool.warm();
