import { BlobServiceClient } from '@azure/storage-blob';
import { QueueServiceClient } from '@azure/storage-queue';
import { config } from '../config.js';
import { azureCredential } from './azure-credential.js';

let blobs: BlobServiceClient | undefined;
let queues: QueueServiceClient | undefined;

/** Blob service: Azurite's connection string locally, the managed identity in Azure (chosen by config). */
export function blobServiceClient(): BlobServiceClient {
  const { storage } = config();
  blobs ??=
    storage.kind === 'connectionString'
      ? BlobServiceClient.fromConnectionString(storage.connectionString)
      : new BlobServiceClient(storage.blobServiceUri, azureCredential());
  return blobs;
}

/** Queue service, chosen like the blob service. Every queue the app sends to is built from this one. */
export function queueServiceClient(): QueueServiceClient {
  const { storage } = config();
  queues ??=
    storage.kind === 'connectionString'
      ? QueueServiceClient.fromConnectionString(storage.connectionString)
      : new QueueServiceClient(storage.queueServiceUri, azureCredential());
  return queues;
}
