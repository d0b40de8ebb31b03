import type { ImportJobDto } from '@portail/common';
import { readImportJob } from '../../data/import-jobs-repository.js';
import { failure } from '../../http/errors.js';
import type { ImportJobDoc } from '../../model/imports.js';
import { importFailureMessage } from '../../services/import-report.js';

export const toImportJobDto = (job: ImportJobDoc): ImportJobDto => ({
  id: job.jobId,
  table: job.table,
  fileName: job.fileName,
  dryRun: job.options.dryRun,
  status: job.status,
  progress: job.progress,
  counts: job.counts,
  errors: job.errors,
  warnings: job.warnings,
  // A failure stored as text (before codes) has no code the site knows: the site shows its text.
  failure:
    job.failure === null
      ? null
      : typeof job.failure === 'string'
        ? { code: 'import_failed', message: job.failure }
        : { code: job.failure.code, message: importFailureMessage(job.failure), ...(job.failure.params && { params: job.failure.params }) },
  rollbackPending: job.rollback !== null && job.rollback.doneAt === null,
  supersededBy: job.supersededBy ?? [],
  createdBy: { email: job.createdBy.email, name: job.createdBy.name },
  createdAt: job.createdAt,
  finishedAt: job.finishedAt,
  rollback: job.rollback && {
    requestedAt: job.rollback.requestedAt,
    by: job.rollback.by,
    doneAt: job.rollback.doneAt,
    refused: job.rollback.refused ?? null,
    deleted: job.rollback.deleted ?? 0,
    restored: job.rollback.restored ?? 0,
    skipped: job.rollback.skipped ?? 0,
    skips: job.rollback.skips ?? [],
  },
});

export async function requireImportJob(id: string): Promise<ImportJobDoc> {
  const job = await readImportJob(id);
  if (!job) throw failure('import_not_found');
  return job;
}
