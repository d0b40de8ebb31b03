import { setImmediate as nextTurn } from 'node:timers/promises';
import { MessageChannel } from 'node:worker_threads';
import type { SheetData, SheetValue } from '../domain/sheet.js';
import type { SheetTask } from '../workers/xlsx-worker.js';
import { threadPool, workerModule } from './thread-pool.js';

/**
 * Workbooks are written with SheetJS on worker threads (workers/xlsx-worker.ts): one XLSX.write of 20,000
 * rows is about 0.9 s of synchronous work, during which an instance's event loop would serve no other
 * request. One small pool per instance, started on the first export; idle threads end after a minute.
 */

const ROWS_PER_MESSAGE = 500;

const pool = threadPool<SheetTask, ArrayBuffer>(workerModule('xlsx-worker'), { maxThreads: 2 });

/**
 * Writes the sheet as .xlsx bytes on the pool. An aborted `signal` (the request's budget) rejects at once
 * and ends the thread that was writing it: a workbook nobody will receive is not finished.
 */
export async function writeWorkbook(sheet: SheetData, signal?: AbortSignal): Promise<Uint8Array> {
  signal?.throwIfAborted();
  const { rows, ...layout } = sheet;
  const { port1, port2 } = new MessageChannel();
  const written = pool.run({ ...layout, rows: port2 }, { signal, transferList: [port2] });
  // Its rejection (an abort) is awaited below, once the rows are sent or the sending stopped.
  written.catch(() => undefined);
  try {
    // The rows a slice per turn of the event loop: each copy to the thread holds the loop well under a millisecond.
    for (let i = 0; i < rows.length && !signal?.aborted; i += ROWS_PER_MESSAGE) {
      port1.postMessage(rows.slice(i, i + ROWS_PER_MESSAGE));
      await nextTurn();
    }
    port1.postMessage(null);
    return new Uint8Array(await written);
  } finally {
    port1.close();
  }
}

/**
 * Like writeWorkbook, with rows that arrive in batches (a list read a page at a time): each batch goes to the
 * thread as soon as it is read, so the instance never holds the whole list, whatever its length.
 */
export async function writeWorkbookFrom(layout: Omit<SheetData, 'rows'>, batches: AsyncIterable<SheetValue[][]>, signal?: AbortSignal): Promise<Uint8Array> {
  signal?.throwIfAborted();
  const { port1, port2 } = new MessageChannel();
  const written = pool.run({ ...layout, rows: port2 }, { signal, transferList: [port2] });
  written.catch(() => undefined);
  try {
    for await (const rows of batches) {
      if (signal?.aborted) break;
      for (let i = 0; i < rows.length; i += ROWS_PER_MESSAGE) {
        port1.postMessage(rows.slice(i, i + ROWS_PER_MESSAGE));
        await nextTurn();
      }
    }
    port1.postMessage(null);
    return new Uint8Array(await written);
  } finally {
    port1.close();
  }
}

/** Ends the pool's threads (tests, scripts); the next workbook starts a new pool. */
export const closeWorkbookPool = (): Promise<void> => pool.close();
