import { RestError, type BlockBlobClient, type ContainerClient } from '@azure/storage-blob';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { budgetSignal, throwIfBudgetSpent } from '../context/request-budget.js';
import { blobServiceClient } from './storage-clients.js';

/** Blob containers of the app (private: every download goes through the API and its access checks). */
export const BLOB_CONTAINERS = {
  invoices: 'invoices',
  contracts: 'contracts',
  productImages: 'product-images',
  // The container keeps its legacy name: it is stored data, renaming it would mean moving every image (docs/glossary.md).
  benefitImages: 'avantages',
  exports: 'exports',
} as const;
export type BlobContainerName = (typeof BLOB_CONTAINERS)[keyof typeof BLOB_CONTAINERS];

const ready = new Map<BlobContainerName, Promise<ContainerClient>>();

/** The container, created on first use (in Azure, Bicep creates them; locally Azurite starts empty). */
function blobContainer(name: BlobContainerName): Promise<ContainerClient> {
  let p = ready.get(name);
  if (!p) {
    const client = blobServiceClient().getContainerClient(name);
    p = client.createIfNotExists().then(() => client);
    p.catch(() => ready.delete(name));
    ready.set(name, p);
  }
  return p;
}

const blockBlob = async (container: BlobContainerName, name: string): Promise<BlockBlobClient> => (await blobContainer(container)).getBlockBlobClient(name);

const isBlobStatus = (err: unknown, status: number) => err instanceof RestError && err.statusCode === status;

export interface BlobDownload {
  stream: Readable;
  contentType: string | undefined;
  contentLength: number | undefined;
}

/** Opens a blob for streaming, or undefined when it does not exist. */
export async function openBlob(container: BlobContainerName, name: string): Promise<BlobDownload | undefined> {
  try {
    const res = await (await blockBlob(container, name)).download();
    if (!res.readableStreamBody) return undefined;
    return { stream: res.readableStreamBody as Readable, contentType: res.contentType, contentLength: res.contentLength };
  } catch (err) {
    if (isBlobStatus(err, 404)) return undefined;
    throw err;
  }
}

/**
 * Writes a blob only if none exists under that name; answers false when one already did (a concurrent
 * writer won: its content is the one kept).
 */
export async function createBlobOnce(container: BlobContainerName, name: string, bytes: Uint8Array, contentType: string): Promise<boolean> {
  try {
    const blob = await blockBlob(container, name);
    // Like Cosmos DB writes (data/cosmos.ts): nothing lands after the caller got its 503.
    throwIfBudgetSpent();
    await blob.uploadData(bytes, {
      blobHTTPHeaders: { blobContentType: contentType },
      conditions: { ifNoneMatch: '*' },
      abortSignal: budgetSignal(),
    });
    return true;
  } catch (err) {
    if (isBlobStatus(err, 409) || isBlobStatus(err, 412)) return false;
    throw err;
  }
}

/** Uploads a file to a blob, streamed (a workbook of a million rows is tens of megabytes). */
export async function uploadBlobFile(container: BlobContainerName, name: string, path: string, contentType: string): Promise<void> {
  await (await blockBlob(container, name)).uploadStream(createReadStream(path), 4 * 1024 * 1024, 4, { blobHTTPHeaders: { blobContentType: contentType } });
}

/** Deletes a blob; one already gone is not an error. */
export async function deleteBlobIfExists(container: BlobContainerName, name: string): Promise<void> {
  await (await blockBlob(container, name)).deleteIfExists();
}

/** The blobs of a container last written before `before`, by name (a sweep of what lost its records). */
export async function* blobsWrittenBefore(container: BlobContainerName, before: Date): AsyncGenerator<string> {
  for await (const blob of (await blobContainer(container)).listBlobsFlat()) {
    if (blob.properties.lastModified && blob.properties.lastModified < before) yield blob.name;
  }
}
