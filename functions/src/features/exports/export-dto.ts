import type { ExportJobDto } from '@portail/common';
import type { Principal } from '../../auth/principal.js';
import { readExportJob } from '../../data/export-jobs-repository.js';
import { failure } from '../../http/errors.js';
import type { ExportJobDoc } from '../../model/exports.js';

/** Days a finished export can be downloaded; storage.bicep deletes its blob after as many. */
export const EXPORT_KEPT_DAYS = 7;

/** The job, to its requester only: an export holds what their rights showed them when they asked (404 to anyone else). */
export async function requireOwnExport(jobId: string, principal: Principal): Promise<ExportJobDoc> {
  const job = await readExportJob(jobId);
  if (!job || job.requestedBy.id !== principal.user.id) throw failure('export_not_found');
  return job;
}

export const isExpired = (job: ExportJobDoc, now = Date.now()): boolean =>
  job.finishedAt !== null && now - Date.parse(job.finishedAt) > EXPORT_KEPT_DAYS * 86_400_000;

export const toExportDto = (job: ExportJobDoc): ExportJobDto => ({
  id: job.jobId,
  title: job.title,
  search: job.search,
  orderBy: job.orderBy,
  status: job.status,
  rows: job.rows,
  bytes: job.bytes,
  fileName: job.fileName,
  failure: job.failure,
  createdAt: job.createdAt,
  finishedAt: job.finishedAt,
});
