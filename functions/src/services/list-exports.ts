import { randomUUID } from 'node:crypto';
import { describeOrderBy } from '@portail/common';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { config } from '../config.js';
import { XLSX_CONTENT_TYPE } from '../domain/company-orders-xlsx.js';
import { createExportJob, readExportJob, saveExportJob, sendExportMessage, storeExportFile } from '../data/export-jobs-repository.js';
import { escapeHtml, sendMail } from '../mail/send-mail.js';
import type { ExportJobDoc } from '../model/exports.js';
import { takeAllowance } from './allowances.js';

/** What the job exports: the list (a declaration's path), the screen's search and sort, the caller's customers. */
export interface ExportRequest {
  list: string;
  title: string;
  fileName: string;
  search: string;
  orderBy: string;
  scope?: readonly string[];
  requestedBy: { id: string; email: string };
}

/** Writes the whole list to the file `path`; answers the rows and bytes written. Given by the handler layer, which knows the lists. */
export type ListWriter = (job: ExportJobDoc, path: string) => Promise<{ rows: number; bytes: number }>;

/**
 * Records the job and queues it; the caller answers 202 with its id. Each user queues at most
 * ALLOWANCES.backgroundExport an hour (domain/allowances.ts): past it, a French 429 and nothing queued.
 */
export async function queueListExport(request: ExportRequest): Promise<ExportJobDoc> {
  const allowance = await takeAllowance('backgroundExport', request.requestedBy.id);
  const jobId = randomUUID();
  const now = new Date().toISOString();
  const job: ExportJobDoc = {
    id: `export:${jobId}`,
    type: 'exportJob',
    jobId,
    list: request.list,
    title: request.title,
    search: request.search,
    orderBy: request.orderBy,
    ...(request.scope ? { scope: [...request.scope] } : {}),
    requestedBy: request.requestedBy,
    status: 'queued',
    rows: null,
    bytes: null,
    fileName: request.fileName,
    failure: null,
    createdAt: now,
    updatedAt: now,
    finishedAt: null,
  };
  try {
    await createExportJob(job);
  } catch (err) {
    // Nothing was queued: the unit is the user's again.
    await allowance.giveBack();
    throw err;
  }
  await sendExportMessage({ jobId });
  return job;
}

/** The job's page on the site: the requester signs in there and downloads the workbook. */
const jobLink = (jobId: string) => `${config().publicUrl}/admin/exports/${jobId}`;

/**
 * Runs a queued export: the workbook is written to a temporary file, streamed to storage, and the requester
 * e-mailed its link. A failure is thrown for the host to deliver the message again; a job already done (a
 * message delivered twice) is left as it is.
 */
export async function runListExport(jobId: string, write: ListWriter): Promise<void> {
  const job = await readExportJob(jobId);
  if (!job || job.status === 'done' || job.status === 'failed') return;
  await saveExportJob({ ...job, status: 'running' });
  const dir = await mkdtemp(join(tmpdir(), 'export-'));
  try {
    const path = join(dir, 'export.xlsx');
    const { rows, bytes } = await write(job, path);
    await storeExportFile(jobId, path, XLSX_CONTENT_TYPE);
    const done: ExportJobDoc = { ...job, status: 'done', rows, bytes, finishedAt: new Date().toISOString() };
    await saveExportJob(done);
    await sendExportMail(done);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A message given up after 5 deliveries: the job is marked failed and its requester told. */
export async function failListExport(jobId: string): Promise<void> {
  const job = await readExportJob(jobId);
  if (!job || job.status === 'done' || job.status === 'failed') return;
  const failed: ExportJobDoc = {
    ...job,
    status: 'failed',
    failure: 'L’export a échoué 5 fois de suite ; il est abandonné. Relancez-le depuis la liste.',
    finishedAt: new Date().toISOString(),
  };
  await saveExportJob(failed);
  await sendExportMail(failed);
}

async function sendExportMail(job: ExportJobDoc): Promise<void> {
  const link = jobLink(job.jobId);
  const filters = [describeOrderBy(job.orderBy), ...(job.search ? [`recherche : « ${job.search} »`] : [])].join(' ; ');
  const outcome =
    job.status === 'done' ? `est prêt : ${new Intl.NumberFormat('fr-FR').format(job.rows ?? 0)} lignes (${filters}).` : `a échoué. ${job.failure ?? ''}`.trim();
  const subject = `[Portail fidélité] Export « ${job.title} » : ${job.status === 'done' ? 'prêt' : 'échec'}`;
  const action = job.status === 'done' ? 'Télécharger le fichier (connexion requise, lien valable 7 jours)' : 'Détail de l’export';
  const text = [`Votre export de la liste « ${job.title} » ${outcome}`, '', `${action} : ${link}`].join('\n');
  const html = `<p>Votre export de la liste « ${escapeHtml(job.title)} » ${escapeHtml(outcome)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`;
  await sendMail({ to: job.requestedBy.email, subject, text, html });
}
