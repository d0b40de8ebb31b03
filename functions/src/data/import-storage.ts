import { RestError, type ContainerClient } from '@azure/storage-blob';
import type { ImportMessage } from '../model/imports.js';
import { queueSender } from './queue-sender.js';
import { blobServiceClient } from './storage-clients.js';

/**
 * Blob container 'imports' (the uploaded originals and the chunk journals of each job) and the 'imports'
 * queue whose messages start and continue jobs. infra/modules/storage.bicep declares both, with the
 * poison queue the host fills after 5 failed deliveries.
 */
export const IMPORTS_QUEUE = 'imports';
export const IMPORTS_POISON_QUEUE = 'imports-poison';
export const IMPORTS_CONTAINER = 'imports';

let blobs: Promise<ContainerClient> | undefined;

function importsContainer(): Promise<ContainerClient> {
  blobs ??= (async () => {
    const client = blobServiceClient().getContainerClient(IMPORTS_CONTAINER);
    await client.createIfNotExists();
    return client;
  })();
  blobs.catch(() => (blobs = undefined));
  return blobs;
}

export const sendImportMessage = queueSender<ImportMessage>(IMPORTS_QUEUE);

export async function putImportBlob(name: string, bytes: Uint8Array | string, contentType = 'application/json'): Promise<void> {
  const body = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  await (await importsContainer()).getBlockBlobClient(name).uploadData(body, { blobHTTPHeaders: { blobContentType: contentType } });
}

export async function readImportBlob(name: string): Promise<Buffer | undefined> {
  try {
    return await (await importsContainer()).getBlockBlobClient(name).downloadToBuffer();
  } catch (err) {
    if (err instanceof RestError && err.statusCode === 404) return undefined;
    throw err;
  }
}

export const originalBlobName = (jobId: string) => `${jobId}/original`;
export const journalBlobName = (jobId: string, chunk: number) => `${jobId}/chunk-${String(chunk).padStart(6, '0')}.json`;
/** The ETag of each record a chunk wrote, stored once its writes are made: a rollback undoes only those versions. */
export const writtenBlobName = (jobId: string, chunk: number) => `${jobId}/chunk-${String(chunk).padStart(6, '0')}.written.json`;

/**
 * Records a later job's rollback put back as this job wrote them, with their new ETags: this job's own rollback
 * still finds them as it left them. One blob per rollback, named in time order (a later one wins).
 */
export const restoredBlobName = (jobId: string, by: string, at: Date) => `${jobId}/restored/${at.toISOString()}-${by}.json`;

/** The names of the blobs under a prefix, in name order. */
export async function importBlobNames(prefix: string): Promise<string[]> {
  const names: string[] = [];
  for await (const blob of (await importsContainer()).listBlobsFlat({ prefix })) names.push(blob.name);
  return names.sort();
}
