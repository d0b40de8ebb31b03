import { RestError, type ContainerClient } from '@azure/storage-blob';
import type { QueueClient } from '@azure/storage-queue';
import type { ImportMessage } from '../model/imports.js';
import { blobServiceClient, queueServiceClient } from './storage-clients.js';

/**
 * Blob container 'imports' (the uploaded originals and the chunk journals of each job) and the 'imports'
 * queue whose messages start and continue jobs. infra/modules/storage.bicep declares both, with the
 * poison queue the host fills after 5 failed deliveries.
 */
export const IMPORTS_QUEUE = 'imports';
export const IMPORTS_POISON_QUEUE = 'imports-poison';
export const IMPORTS_CONTAINER = 'imports';

let blobs: Promise<ContainerClient> | undefined;
let queue: Promise<QueueClient> | undefined;

function importsContainer(): Promise<ContainerClient> {
  blobs ??= (async () => {
    const client = blobServiceClient().getContainerClient(IMPORTS_CONTAINER);
    await client.createIfNotExists();
    return client;
  })();
  blobs.catch(() => (blobs = undefined));
  return blobs;
}

function importsQueue(): Promise<QueueClient> {
  queue ??= (async () => {
    const client = queueServiceClient().getQueueClient(IMPORTS_QUEUE);
    await client.createIfNotExists();
    return client;
  })();
  queue.catch(() => (queue = undefined));
  return queue;
}

/** Messages are base64 JSON, as host.json (messageEncoding) and the local host expect. */
export async function sendImportMessage(message: ImportMessage): Promise<void> {
  await (await importsQueue()).sendMessage(Buffer.from(JSON.stringify(message)).toString('base64'));
}

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
