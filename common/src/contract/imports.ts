import { z } from 'zod';
import type { CodedFailure } from '../error-codes.js';
import { fr } from '../i18n/fr.js';
import { idSchema } from './common.js';

/** Excel imports (issue 11): POST /api/import and the job calls beyond the spec. */

export const IMPORT_TABLES = ['strykerCommands', 'products', 'price-list'] as const;
export type ImportTable = (typeof IMPORT_TABLES)[number];

/** back-office.md section 5: the message key of an import without a file, and its text. */
export const NO_FILE_SELECTED_KEY = 'errors.no-file-selected';
export const NO_FILE_SELECTED = fr['errors.no-file-selected'];

export const IMPORT_MAX_MEGABYTES = 20;

export type ImportStatus = 'queued' | 'running' | 'done' | 'failed' | 'rolledBack';

export interface ImportCountsDto {
  read: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  duplicate: number;
}

export interface ImportRejectionDto {
  row: number;
  column: string;
  value: string;
  reason: string;
}

export interface ImportJobDto {
  id: string;
  table: ImportTable;
  fileName: string;
  dryRun: boolean;
  status: ImportStatus;
  progress: number;
  counts: ImportCountsDto;
  errors: ImportRejectionDto[];
  warnings: string[];
  /** Why the job failed as a whole: the site words it by its code (error-codes.ts), `message` is its French text (a job failed before codes: its text). */
  failure: CodedFailure | null;
  /** A rollback was asked and is not finished yet. */
  rollbackPending: boolean;
  /** Later jobs that changed records this one wrote: while there is one, this job cannot be rolled back. */
  supersededBy: string[];
  createdBy: { email: string; name: string };
  createdAt: string;
  finishedAt: string | null;
  /** The rollback asked, once its worker has run: what it undid, or why it undid nothing, and what it left as it was. */
  rollback?: ImportRollbackDto | null;
}

/** A record the rollback left as it was: written since the import, deleted since, or still used (a cart, a list, an order). */
export interface ImportRollbackSkipDto {
  id: string;
  label: string;
  reason: 'changed' | 'deleted' | 'in-use';
  /** The same in French, as the rollback's e-mail says it. */
  detail: string;
}

export interface ImportRollbackDto {
  requestedAt: string;
  by: string;
  doneAt: string | null;
  /** Set when a later import had written the same records by the time the rollback ran: nothing was undone. */
  refused: string | null;
  deleted: number;
  restored: number;
  skipped: number;
  /** The first 50 records left as they were. */
  skips: ImportRollbackSkipDto[];
}

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date attendue au format aaaa-mm-jj');

/** The text fields of the multipart upload beside `file`. */
export const importFieldsSchema = z
  .object({
    table: z.enum(IMPORT_TABLES, { error: 'La table doit être strykerCommands, products ou price-list' }),
    dryRun: z.enum(['true', 'false'], { error: 'dryRun doit valoir true ou false' }).default('false'),
    priceListId: idSchema.optional(),
    /** Customer ids, separated by commas. */
    customerIds: z.string().max(20_000).optional(),
    startDate: isoDay.optional(),
    endDate: isoDay.optional(),
  })
  .strict();

export const importIdParamsSchema = z.strictObject({ id: z.uuid({ error: "L'identifiant d'import est invalide" }) });
export const importTableParamsSchema = z.strictObject({
  table: z.enum(IMPORT_TABLES, { error: 'La table doit être strykerCommands, products ou price-list' }),
});
