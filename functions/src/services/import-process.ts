import { giveWay } from '../context/foreground.js';
import { readImportJob, updateImportJob } from '../data/import-jobs-repository.js';
import { journalBlobName, originalBlobName, putImportBlob, readImportBlob, sendImportMessage, writtenBlobName } from '../data/import-storage.js';
import { headerWarnings, matchHeaders, missingColumnsFailure, type HeaderMatch } from '../domain/import-headers.js';
import { supersededJobs } from '../domain/import-supersession.js';
import type { ValidRow } from '../domain/import-rows.js';
import { emptyCounts, type ChunkJournal, type ImportFailure, type ImportJobDoc, type ImportMessage, type JournalChange } from '../model/imports.js';
import { MAX_ROWS } from './import-file-check.js';
import { readWorkbook, WorkbookTooLarge, type ReadRow, type WorkbookHead, type WorkbookReading } from './import-read-pool.js';
import type { TableImport } from './import-plan.js';
import { TABLE_IMPORTS } from './import-tables.js';
import { sendImportSummary } from './import-report.js';
import { markSuperseded, revertImport } from './import-rollback.js';
import { refreshSalesStats } from './sales-lines.js';

/**
 * Runs an import job from its queue messages. The rows go by chunks (CHUNK_ROWS, fixed per job): each chunk is planned
 * (what it would create, update, leave unchanged, reject), its plan is written to a journal blob, then its
 * writes are made, then the job records the chunk as done. A message delivered again after a crash resumes
 * after the last chunk done; a chunk whose journal was written keeps it (its counts, rejections and the
 * records it lists) and is planned again only for the records themselves, all of them written again, so the
 * final state and the counts are those of an uninterrupted run. An invocation stops after `maxRows` rows or
 * `maxMs` and leaves a continuation message: Azure ends an invocation at 5 minutes (Consumption plan).
 */
// A chunk reads each of its customers' stored lines once (natural keys): 10,000 rows halve those reads
// against 5,000 (200,000 lines: 24.7 s instead of 30.4 s, docs/import-bench.md) for a journal of a few MB.
export const CHUNK_ROWS = 10_000;
/** The summary e-mail lists the first 50 rejections from these (import-report.ts): not fewer. */
const KEPT_ERRORS = 50;
const YIELD_EVERY_ROWS = 500;
const KEPT_WARNINGS = 50;

export interface ProcessLimits {
  maxRows: number;
  maxMs: number;
  /** Tests: called once a chunk's writes are made, before the job records it (a throw here is a crash at the worst moment). */
  afterWrites?: (chunk: number) => void | Promise<void>;
}

export const DEFAULT_LIMITS: ProcessLimits = { maxRows: 250_000, maxMs: 4 * 60_000 };

const toSets = (touched: Record<string, number[]>) => new Map(Object.entries(touched).map(([k, v]) => [k, new Set(v)]));
const fromSets = (touched: Map<string, Set<number>>) => Object.fromEntries([...touched].map(([k, v]) => [k, [...v].sort()]));

/**
 * JSON.stringify of a chunk's journal (10,000 changes, those that replace a record with that record) held
 * the event loop for tens of milliseconds: the changes are written a few hundred at a time, with the other
 * requests let through in between. Same JSON, changes last.
 */
async function journalText(journal: ChunkJournal): Promise<string> {
  const { changes, ...head } = journal;
  const parts: string[] = [];
  for (let i = 0; i < changes.length; i += YIELD_EVERY_ROWS) {
    parts.push(
      changes
        .slice(i, i + YIELD_EVERY_ROWS)
        .map((c) => JSON.stringify(c))
        .join(','),
    );
    await giveWay();
  }
  return `${JSON.stringify(head).slice(0, -1)},"changes":[${parts.join(',')}]}`;
}

// A code, not a sentence: the site words it in its reader's language, the summary e-mail in French.
async function fail(jobId: string, failure: ImportFailure): Promise<void> {
  // Only the call that failed the job goes on (a redelivered message finds it failed already).
  let failedHere = false;
  const job = await updateImportJob(jobId, (j) => {
    failedHere = j.status !== 'done' && j.status !== 'failed';
    return failedHere ? { ...j, status: 'failed', failure, finishedAt: new Date().toISOString() } : undefined;
  });
  if (!job || !failedHere) return;
  // The chunks written before the failure stay: their customers' statistics must reflect them.
  await refreshSalesStats(toSets(job.touched));
  await sendImportSummary(job);
}

export async function handleImportMessage(message: ImportMessage, limits: ProcessLimits = DEFAULT_LIMITS): Promise<void> {
  if (message.kind === 'rollback') return revertImport(message.jobId);
  const job = await readImportJob(message.jobId);
  if (!job || job.status === 'done' || job.status === 'failed' || job.status === 'rolledBack') return;
  const started = Date.now();
  const bytes = await readImportBlob(originalBlobName(job.jobId));
  if (!bytes) throw new Error(`Fichier d'origine de l'import ${job.jobId} introuvable`);
  const fromChunk = Math.max(message.fromChunk, job.chunksDone);
  const size = job.chunkRows ?? CHUNK_ROWS;
  // Whole chunks only: an invocation's last chunk is never cut.
  const count = Math.max(1, Math.floor(limits.maxRows / size)) * size;
  let reading;
  try {
    reading = await readWorkbook({ bytes, table: job.table, from: fromChunk * size, count, limit: MAX_ROWS, batch: size });
  } catch (err) {
    // A file that passed the upload checks and still cannot be read will not read better on a retry.
    console.error(`Import ${job.jobId} : classeur illisible`, err);
    return fail(job.jobId, { code: err instanceof WorkbookTooLarge ? 'workbook_too_much_memory' : 'workbook_unreadable' });
  }
  try {
    let outcome: ChunksOutcome;
    try {
      outcome = await processChunks(job, reading, fromChunk, size, started, limits);
    } catch (err) {
      // Out of memory midway, the reading would run out again on every redelivery.
      if (!(err instanceof WorkbookTooLarge)) throw err;
      outcome = { kind: 'fail', failure: { code: 'workbook_too_much_memory' } };
    }
    if (outcome.kind === 'fail') return fail(job.jobId, outcome.failure);
    if (outcome.kind === 'continue') return sendImportMessage({ kind: 'process', jobId: job.jobId, fromChunk: outcome.fromChunk });
    await finish(job.jobId, outcome.totalRows);
  } finally {
    await reading.close();
  }
}

type ChunksOutcome = { kind: 'fail'; failure: ImportFailure } | { kind: 'continue'; fromChunk: number } | { kind: 'done'; totalRows: number };

/**
 * Plans (or replays) and writes the chunks the reading gives, until the file ends or the invocation's limits.
 * For a table whose chunks are independent, the next chunk is planned while the previous one is written: the
 * database works on the writes while this instance validates and plans, instead of each waiting on the other.
 */
async function processChunks(
  job: ImportJobDoc,
  reading: WorkbookReading,
  fromChunk: number,
  size: number,
  started: number,
  limits: ProcessLimits,
): Promise<ChunksOutcome> {
  const match = matchHeaders(job.table, reading.head.headers);
  if (match.missing.length) return { kind: 'fail', failure: missingColumnsFailure(match.missing) };
  await updateImportJob(job.jobId, (j) => (j.status === 'queued' ? { ...j, status: 'running' } : undefined));
  const table = TABLE_IMPORTS[job.table];
  const planChunk = await chunkPlanner(job, table, match, reading.head);
  // Progress against the rows the upload counted (the exact count is known at the end of the file).
  const expectedChunks = Math.max(1, Math.ceil(job.totalRows / size));
  let writing: Promise<void> = Promise.resolve();
  let chunk = fromChunk;
  try {
    for (; ; chunk++) {
      if (Date.now() - started > limits.maxMs) return { kind: 'continue', fromChunk: chunk };
      const next = await reading.batches.next();
      if (next.done) {
        const end = next.value;
        if (end.tooMany) return { kind: 'fail', failure: { code: 'file_too_many_rows', params: { max: MAX_ROWS } } };
        return end.complete ? { kind: 'done', totalRows: end.totalRows } : { kind: 'continue', fromChunk: chunk };
      }
      const planned = await planChunk(chunk, reading.head.headerRow + 1 + chunk * size, next.value);
      // One chunk written at a time, in order: the job records them one after the other.
      await writing;
      writing = writeChunk(job, table, planned, limits, Math.max(expectedChunks, chunk + 2));
      if (!table.independentChunks) await writing;
      else writing.catch(() => undefined);
    }
  } finally {
    // Whatever ends the loop, the chunk being written is finished (or its failure thrown) before the invocation ends.
    await writing;
  }
}

/** A chunk's journal and the writes to make: those it plans, or on a redelivery those its journal lists. */
interface PlannedChunk {
  journal: ChunkJournal;
  changes: JournalChange[];
}

const entryKey = (c: { partitionKey: string; id: string }) => `${c.partitionKey}\u0001${c.id}`;

/**
 * The journal keeps each record's key and what it replaces, not the record written (that would double what an
 * import serialises and stores: 140 MB for 200,000 lines). The rows give the records again, and the plan that
 * a redelivery makes of them writes the records the journal lists, whatever part of them was written.
 */
async function chunkPlanner(job: ImportJobDoc, table: TableImport, match: HeaderMatch, head: WorkbookHead) {
  const planner = await table.prepare(job);
  const headerOf = (key: string) => match.columns.find((c) => c.column.key === key)?.header ?? key;
  const seen = new Set(head.keysBefore);
  return async (chunk: number, firstRow: number, rows: ReadRow[]): Promise<PlannedChunk> => {
    const name = journalBlobName(job.jobId, chunk);
    const stored = await readImportBlob(name);
    const written = stored && (JSON.parse(stored.toString('utf8')) as ChunkJournal);
    const listed = new Set(written ? written.changes.map(entryKey) : []);
    const counts = emptyCounts();
    const valid: ValidRow[] = [];
    const rejections = [];
    // The reading thread has validated the rows (workers/import-reader.ts); duplicates are told here, in file order.
    for (const { key, result } of rows) {
      if (result.ok === 'blank') continue;
      counts.read++;
      if (result.ok === false) rejections.push(result.rejection);
      else if (key && seen.has(key)) counts.duplicate++;
      else valid.push(result.value);
      if (key) seen.add(key);
    }
    const plan = await planner(valid, headerOf, written ? (partitionKey, id) => listed.has(entryKey({ partitionKey, id })) : undefined);
    // Planned before: the chunk's record is that journal, and its writes are still those it lists.
    if (written) return { journal: written, changes: plan.changes.filter((c) => listed.has(entryKey(c))) };
    rejections.push(...plan.rejections);
    rejections.sort((a, b) => a.row - b.row);
    Object.assign(counts, { created: plan.created, updated: plan.updated, unchanged: plan.unchanged, rejected: rejections.length });
    const warnings = [...(chunk === 0 ? headerWarnings(match) : []), ...plan.warnings];
    const entries = plan.changes.map(({ partitionKey, id, before }) => (before ? { partitionKey, id, before } : { partitionKey, id }));
    const journal: ChunkJournal = { chunk, firstRow, lastRow: firstRow + rows.length - 1, counts, rejections, warnings, changes: entries };
    await putImportBlob(name, await journalText(journal));
    return { journal, changes: plan.changes };
  };
}

/** Makes a chunk's writes, then records the chunk as done in the job (counts, errors, touched customers, progress). */
async function writeChunk(job: ImportJobDoc, table: TableImport, { journal, changes }: PlannedChunk, limits: ProcessLimits, chunks: number): Promise<void> {
  const { chunk } = journal;
  const touched = toSets(job.touched);
  if (!job.options.dryRun && changes.length) {
    await markSuperseded(supersededJobs(journal.changes, job.jobId), job.jobId);
    const etags = await table.apply(changes, touched);
    // Before the chunk counts as done: a crash in between writes the chunk again, and this blob with it.
    await putImportBlob(writtenBlobName(job.jobId, chunk), JSON.stringify(Object.fromEntries(etags)));
  }
  await limits.afterWrites?.(chunk);
  const done = await updateImportJob(job.jobId, (j) => {
    if (j.chunksDone > chunk) return undefined;
    const counts = { ...j.counts };
    for (const k of Object.keys(counts) as (keyof typeof counts)[]) counts[k] += journal.counts[k];
    const merged = toSets(j.touched);
    for (const [c, ys] of touched) merged.set(c, new Set([...(merged.get(c) ?? []), ...ys]));
    return {
      ...j,
      chunksDone: chunk + 1,
      counts,
      errors: [...j.errors, ...journal.rejections].slice(0, KEPT_ERRORS),
      warnings: [...j.warnings, ...journal.warnings].slice(0, KEPT_WARNINGS),
      touched: fromSets(merged),
      progress: Math.min(99, Math.floor(((chunk + 1) / chunks) * 100)),
    };
  });
  if (done) job.touched = done.touched;
}

/** Refreshes each touched customer's statistics once, marks the job done and sends the summary. */
async function finish(jobId: string, totalRows: number): Promise<void> {
  const job = await readImportJob(jobId);
  if (!job || job.status === 'done') return;
  await refreshSalesStats(toSets(job.touched));
  const done = await updateImportJob(jobId, (j) =>
    j.status === 'done' ? undefined : { ...j, status: 'done', totalRows, progress: 100, finishedAt: new Date().toISOString() },
  );
  if (done) await sendImportSummary(done);
}

/** The message moved to imports-poison after 5 failed deliveries: the job fails and its uploader is told. */
export async function handlePoisonedImport(message: ImportMessage): Promise<void> {
  if (message.kind === 'rollback') {
    await updateImportJob(message.jobId, (j) => ({
      ...j,
      rollback: j.rollback ? { ...j.rollback, doneAt: null } : null,
      failure: { code: 'import_rollback_abandoned' },
    }));
    return;
  }
  await fail(message.jobId, { code: 'import_abandoned' });
}
