import { listQuerySchemaFor } from '@portail/common';
import { EXPORTS_POISON_QUEUE, EXPORTS_QUEUE } from '../../data/export-jobs-repository.js';
import type { ExportJobDoc, ExportMessage } from '../../model/exports.js';
import { checkedQueueFunction } from '../../queue-function.js';
import { declaredResources } from '../../resources/declared-resources.js';
import { listSheet } from '../../resources/list-sheet.js';
import { failListExport, runListExport } from '../../services/list-exports.js';
import { writeWorkbookFile } from '../../services/xlsx-pool.js';

const asMessage = (raw: unknown): ExportMessage | undefined => {
  const m = raw as Partial<ExportMessage> | null;
  return m && typeof m === 'object' && typeof m.jobId === 'string' ? { jobId: m.jobId } : undefined;
};

/** The job's list, read again with the search, sort and customers recorded when it was asked. */
async function writeList(job: ExportJobDoc, path: string) {
  const decl = declaredResources.find((d) => d.path === job.list);
  if (!decl) throw new Error(`Export ${job.jobId} : liste inconnue « ${job.list} »`);
  const query = listQuerySchemaFor(decl.list).parse({ orderBy: job.orderBy, search: job.search || undefined });
  const sheet = await listSheet(decl, query, job.scope);
  return writeWorkbookFile(sheet.layout, sheet.rows, path);
}

/** Writes queued exports: a failure is retried by the host, 5 failed deliveries move the message to exports-poison. */
export const processExportQueue = checkedQueueFunction('processExport', EXPORTS_QUEUE, {
  read: asMessage,
  unreadable: 'Message d’export illisible ignoré',
  handle: (message) => runListExport(message.jobId, writeList),
});

/** A message given up after 5 deliveries: the job is marked failed and its requester e-mailed. */
export const poisonedExportQueue = checkedQueueFunction('failPoisonedExport', EXPORTS_POISON_QUEUE, {
  read: asMessage,
  unreadable: 'Message d’export empoisonné illisible ignoré',
  handle: (message) => failListExport(message.jobId),
});
