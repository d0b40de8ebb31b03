import type { ExportJobDoc, ExportMessage } from '../model/exports.js';
import { BLOB_CONTAINERS, openBlob, uploadBlobFile, type BlobDownload } from './blob.js';
import { container, readItem, withoutSystemProperties } from './cosmos.js';
import { queueSender } from './queue-sender.js';

/**
 * Background exports: their jobs are documents of the settings container (id 'export:<uuid>'), their
 * messages go to the 'exports' queue (poison queue 'exports-poison' after 5 failed deliveries), their
 * workbooks to the 'exports' blob container. infra/modules/storage.bicep declares all three.
 */
export const EXPORTS_QUEUE = 'exports';
export const EXPORTS_POISON_QUEUE = 'exports-poison';

const settings = () => container('settings');
const docId = (jobId: string) => `export:${jobId}`;
const blobName = (jobId: string) => `${jobId}.xlsx`;

export async function createExportJob(job: ExportJobDoc): Promise<void> {
  await settings().items.create(job);
}

export async function readExportJob(jobId: string): Promise<ExportJobDoc | undefined> {
  if (!/^[0-9a-f-]{36}$/.test(jobId)) return undefined;
  const doc = await readItem<ExportJobDoc>(settings(), docId(jobId), docId(jobId));
  return doc?.type === 'exportJob' ? doc : undefined;
}

/** Only the job's own worker writes it, one delivery at a time: no version to check. */
export async function saveExportJob(job: ExportJobDoc): Promise<void> {
  await settings().items.upsert({ ...withoutSystemProperties(job), updatedAt: new Date().toISOString() });
}

export const sendExportMessage = queueSender<ExportMessage>(EXPORTS_QUEUE);

/** Uploads the written workbook from its file. */
export const storeExportFile = (jobId: string, path: string, contentType: string): Promise<void> =>
  uploadBlobFile(BLOB_CONTAINERS.exports, blobName(jobId), path, contentType);

export const openExportFile = (jobId: string): Promise<BlobDownload | undefined> => openBlob(BLOB_CONTAINERS.exports, blobName(jobId));
