import { BlobServiceClient } from '@azure/storage-blob';
import { config } from '../../functions/src/config.js';

const CONTRACTS_BLOB_CONTAINER = 'contracts';

/** Uploads the contract PDFs (overwriting: the same seed gives the same files). */
export async function uploadContractFiles(files: readonly { blobName: string; bytes: Uint8Array }[]): Promise<void> {
  const service = BlobServiceClient.fromConnectionString(config().storageConnectionString);
  const target = service.getContainerClient(CONTRACTS_BLOB_CONTAINER);
  await target.createIfNotExists();
  await Promise.all(files.map((f) => target.getBlockBlobClient(f.blobName).uploadData(f.bytes, { blobHTTPHeaders: { blobContentType: 'application/pdf' } })));
}

// Stored data keeps its legacy name: renaming the container would mean moving every image in Azure (docs/glossary.md).
const BENEFIT_IMAGES_BLOB_CONTAINER = 'avantages';

/** Uploads the images of the Programme services' carousels (overwriting: they are the same every run). */
export async function uploadBenefitImages(files: readonly { fileName: string; contentType: string; bytes: Uint8Array }[]): Promise<void> {
  const service = BlobServiceClient.fromConnectionString(config().storageConnectionString);
  const target = service.getContainerClient(BENEFIT_IMAGES_BLOB_CONTAINER);
  await target.createIfNotExists();
  await Promise.all(files.map((f) => target.getBlockBlobClient(f.fileName).uploadData(f.bytes, { blobHTTPHeaders: { blobContentType: f.contentType } })));
}

const PRODUCT_IMAGES_BLOB_CONTAINER = 'product-images';

/** Uploads the catalogue's illustrations (overwriting: they are the same every run). */
export async function uploadProductImages(files: readonly { blobName: string; contentType: string; bytes: Uint8Array }[]): Promise<void> {
  const service = BlobServiceClient.fromConnectionString(config().storageConnectionString);
  const target = service.getContainerClient(PRODUCT_IMAGES_BLOB_CONTAINER);
  await target.createIfNotExists();
  await Promise.all(files.map((f) => target.getBlockBlobClient(f.blobName).uploadData(f.bytes, { blobHTTPHeaders: { blobContentType: f.contentType } })));
}
