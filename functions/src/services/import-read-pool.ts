import { MessageChannel } from 'node:worker_threads';
import { errorMessage } from '@portail/common';
import { requestCount } from '../context/foreground.js';
import type { ReadCredit, ReadMessage, ReadRow, ReadTask } from '../workers/import-reader.js';
import { threadPool, workerModule, type ThreadPool } from './thread-pool.js';

/**
 * The streaming parser makes objects for every cell, nearly all dead by the next collection: with a young
 * generation of 128 MB instead of V8's default, reading and validating 200,000 lines took 5.8 to 6.2 CPU-s
 * instead of 6.3 to 7.2 (four alternated runs each, docs/import.md), for at most about 100 MB more.
 */
const READER_YOUNG_GENERATION_MB = 128;

/**
 * The upload's limits still let a ZIP of 20 MB expand to 1 GiB, sharedStrings.xml included, which ExcelJS
 * holds whole: with no limit the thread would take the instance's memory and every request with it. A
 * legitimate 1,000,000-line file with four distinct strings a line (4,000,000 shared strings, 349 MB of XML)
 * read under an old generation of 256 MB ran out; under 512 MB it finished in 156 s instead of 44 s, collecting
 * all the time: some 400 MB live. Twice that leaves it room, and with the rest of the process (1,172 MB of
 * RSS at 1,000,000 lines, docs/import.md) stays within the instance's 2,048 MB (infra/modules/functions.bicep).
 */
const READER_HEAP_MB = 1024;

/**
 * Workbooks are parsed on a worker thread (workers/import-reader.ts): parsing 200,000 lines is seconds of
 * synchronous work, during which the instance would serve no HTTP request. One thread per instance, started
 * by an upload (warmReadPool) or the first import; it ends after a minute idle. Its old generation is capped
 * at `heapMb` (READER_HEAP_MB; tests give a smaller one).
 */
export const readerPool = (heapMb: number) =>
  threadPool<ReadTask, void>(workerModule('import-reader'), { maxThreads: 1, youngGenerationMb: READER_YOUNG_GENERATION_MB, oldGenerationMb: heapMb });

const pool = readerPool(READER_HEAP_MB);

/** The reading thread ran out of its heap: the file is refused (workbook_too_much_memory) and the instance goes on. */
export class WorkbookTooLarge extends Error {
  constructor() {
    super(errorMessage('workbook_too_much_memory'));
  }
}

const readingFailure = (err: unknown): unknown => ((err as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new WorkbookTooLarge() : err);

export type { ReadRow };
export type WorkbookHead = Extract<ReadMessage, { kind: 'head' }>;
export type WorkbookEnd = Extract<ReadMessage, { kind: 'end' }>;

export interface WorkbookReading {
  head: WorkbookHead;
  /** The wanted rows, `batch` at a time (the last batch may be shorter); then the end, as the generator's return value. */
  batches: AsyncGenerator<ReadRow[], WorkbookEnd>;
  /** Stops the thread's reading if it is not over, and waits for it: call it however the reading ends. */
  close: () => Promise<void>;
}

export interface ReadRequest {
  bytes: Uint8Array;
  table: ReadTask['table'];
  from: number;
  count: number;
  limit: number;
  batch: number;
}

/**
 * Reads a workbook on the thread, `batch` data rows at a time from row `from`. The thread reads at most two
 * batches beyond those handed out, so memory stays a few batches whatever the file.
 */
export async function readWorkbook(request: ReadRequest, reader: ThreadPool<ReadTask, void> = pool): Promise<WorkbookReading> {
  const { batch, ...wanted } = request;
  const { port1, port2 } = new MessageChannel();
  const queue: ReadMessage[] = [];
  let failure: unknown;
  let wake: (() => void) | undefined;
  port1.on('message', (message: ReadMessage) => {
    queue.push(message);
    wake?.();
  });
  const run = reader.run({ ...wanted, ahead: 2 * batch, port: port2, requests: requestCount() }, { transferList: [port2] });
  // A thread that fails (an unreadable file) ends the wait; the error is thrown to the reader.
  run.catch((err: unknown) => {
    failure = readingFailure(err) ?? new Error('Lecture du classeur interrompue');
    wake?.();
  });
  const next = async (): Promise<ReadMessage> => {
    while (!queue.length) {
      if (failure) throw failure;
      await new Promise<void>((resolve) => (wake = resolve));
    }
    return queue.shift()!;
  };
  const credit = (message: ReadCredit) => port1.postMessage(message);

  let closed: Promise<void> | undefined;
  const close = () =>
    (closed ??= (async () => {
      credit({ stop: true });
      await run.catch(() => undefined);
      port1.close();
    })());

  let head: ReadMessage;
  try {
    head = await next();
    if (head.kind !== 'head') throw new Error(`Lecture du classeur : message ${head.kind} inattendu`);
  } catch (err) {
    await close();
    throw err;
  }

  async function* batches(): AsyncGenerator<ReadRow[], WorkbookEnd> {
    let consumed = 0;
    let rows: ReadRow[] = [];
    for (;;) {
      const message = await next();
      if (message.kind === 'end') {
        if (rows.length) yield rows;
        return message;
      }
      if (message.kind !== 'rows') continue;
      for (const row of message.rows) rows.push(row);
      while (rows.length >= batch) {
        const out = rows.slice(0, batch);
        rows = rows.slice(batch);
        consumed += out.length;
        credit({ consumed });
        yield out;
      }
    }
  }
  return { head, batches: batches(), close };
}

/** Ends the thread (tests that ran imports in their own process). */
export const closeReadPool = (): Promise<void> => pool.close();

/** Starts the reading thread ahead of an import (workers/import-worker.ts `warm`). */
export const warmReadPool = (): void => pool.warm();
