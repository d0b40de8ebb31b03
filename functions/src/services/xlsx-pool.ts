import { setImmediate as nextTurn } from 'node:timers/promises';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { SheetData, SheetValue } from '../domain/sheet.js';
import type { SheetFileResult, SheetFileTask } from '../workers/xlsx-file-writer.js';
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

/** Sends the batches to a thread's port a slice per turn of the event loop, then null; stops once `signal` is aborted. */
async function sendRows(port: MessagePort, batches: AsyncIterable<SheetValue[][]>, signal?: AbortSignal): Promise<void> {
  for await (const rows of batches) {
    if (signal?.aborted) break;
    for (let i = 0; i < rows.length; i += ROWS_PER_MESSAGE) {
      port.postMessage(rows.slice(i, i + ROWS_PER_MESSAGE));
      await nextTurn();
    }
  }
  port.postMessage(null);
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
    await sendRows(port1, batches, signal);
    return new Uint8Array(await written);
  } finally {
    port1.close();
  }
}

const filePool = threadPool<SheetFileTask, SheetFileResult>(workerModule('xlsx-file-writer'), { maxThreads: 1 });
/** The file being written: one at a time, or a waiting task's rows would pile up in its port until its turn. */
let writing: Promise<unknown> = Promise.resolve();

/**
 * Writes a workbook of any length to the file `path`, streamed by ExcelJS on a thread of its own (background
 * exports: a million rows in memory would not fit an instance). Answers the rows and bytes written.
 */
export function writeWorkbookFile(layout: Omit<SheetData, 'rows'>, batches: AsyncIterable<SheetValue[][]>, path: string): Promise<SheetFileResult> {
  const turn = writing.then(async () => {
    const { port1, port2 } = new MessageChannel();
    const failed = new AbortController();
    const written = filePool.run({ ...layout, rows: port2, path }, { transferList: [port2] });
    // A thread that failed reads no more rows: stop reading the list for it.
    written.catch(() => failed.abort());
    try {
      await sendRows(port1, batches, failed.signal);
      return await written;
    } finally {
      port1.close();
    }
  });
  writing = turn.catch(() => undefined);
  return turn;
}

/** Ends the pool's threads (tests, scripts); the next workbook starts a new pool. */
export const closeWorkbookPool = async (): Promise<void> => {
  await Promise.all([pool.close(), filePool.close()]);
};
