// settings (pk /id): one document per import job, id 'import:<uuid>'. Journals and the original file are
// blobs of the 'imports' container (data/import-blobs.ts).

import type { ErrorCode, ErrorParams, ImportStatus, ImportTable } from '@portail/common';

export type { ImportTable } from '@portail/common';

export interface ImportFailure {
  code: ErrorCode;
  params?: ErrorParams;
}

export interface ImportCounts {
  read: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  duplicate: number;
}

export const emptyCounts = (): ImportCounts => ({ read: 0, created: 0, updated: 0, unchanged: 0, rejected: 0, duplicate: 0 });

/** A rejected row: its Excel row number, the column (as headed in the file), the value and why, in French. */
export interface ImportRejection {
  row: number;
  column: string;
  value: string;
  reason: string;
}

export interface ImportOptions {
  dryRun: boolean;
  /** Price lists: the list to load the lines into ("current list")... */
  priceListId?: string;
  /** ...or the customers whose list of these dates is created or completed. */
  customerIds?: string[];
  startDate?: string;
  endDate?: string;
}

export interface ImportJobDoc {
  id: string;
  type: 'importJob';
  jobId: string;
  table: ImportTable;
  fileName: string;
  fileSize: number;
  options: ImportOptions;
  status: ImportStatus;
  /** 0-100. */
  progress: number;
  counts: ImportCounts;
  /** The first 50 rejected rows; the error report holds them all. */
  errors: ImportRejection[];
  warnings: string[];
  /**
   * Set when the job failed as a whole (missing column, unreadable file, poison): its cause, worded by the site
   * and the summary e-mail. A string is the French text a job stored before failures had codes.
   */
  failure: ImportFailure | string | null;
  /** Data rows as the upload counted them (an .xls: 0), for the progress; the file's exact count once done. */
  totalRows: number;
  /** Rows per chunk, fixed for the job (journals and messages count in chunks). */
  chunkRows?: number;
  /** Chunks whose writes are done: a redelivered message resumes after them. */
  chunksDone: number;
  /** Customers (and years) whose statistics are refreshed once, at the end. */
  touched: Record<string, number[]>;
  rollback: null | ImportRollback;
  /**
   * Later jobs that replaced records this one wrote (domain/import-supersession.ts), each marked before its
   * writes and unmarked when rolled back: while one is listed, this job's rollback is refused (409).
   */
  supersededBy?: string[];
  createdBy: { id: string; email: string; name: string };
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

/** A record the rollback left as it is, and why (services/import-rollback.ts). */
export interface RollbackSkip {
  id: string;
  /** What the admin recognises: « produit REF-1 », « liste de prix « Import … » », « ligne de vente F1 / REF-1 ». */
  label: string;
  /** changed: written since the import (another import, the back office); deleted: gone since; in-use: a cart, a list or an order uses it. */
  reason: 'changed' | 'deleted' | 'in-use';
  /** The same, in French, for the e-mail and the history. */
  detail: string;
}

interface ImportRollback {
  requestedAt: string;
  /** E-mail of the administrator who asked (the rollback's e-mail goes there). */
  by: string;
  /** Their user id (the audit entries' author); absent on rollbacks asked before it was recorded. */
  byId?: string;
  doneAt: string | null;
  /** Set when the worker found a later import had written the same records since the request: nothing was undone. */
  refused?: string;
  /** Records deleted (created by the import) and put back as they were (updated by it). */
  deleted?: number;
  restored?: number;
  /** Records left as they are; `skips` lists the first 50. */
  skipped?: number;
  skips?: RollbackSkip[];
}

/** Queue messages of 'imports' (a few hundred bytes, far below the 64 KiB limit). */
export type ImportMessage = { kind: 'process'; jobId: string; fromChunk: number } | { kind: 'rollback'; jobId: string };

/** A record a chunk writes, as its journal keeps it: with what it replaces (absent: the record is created). */
export interface JournalEntry<T = Record<string, unknown>> {
  partitionKey: string;
  id: string;
  before?: T;
}

/** One planned write: the journal's entry and the record as written. */
export interface JournalChange<T = Record<string, unknown>> extends JournalEntry<T> {
  after: T;
}

/**
 * Written before a chunk's writes: what the chunk counts, rejects and changes. A redelivery keeps it as the
 * chunk's record (counts, what a rollback undoes) and plans again only the writes it lists.
 */
export interface ChunkJournal {
  chunk: number;
  firstRow: number;
  lastRow: number;
  counts: ImportCounts;
  rejections: ImportRejection[];
  warnings: string[];
  changes: JournalEntry[];
}
