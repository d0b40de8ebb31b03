import { container } from './cosmos.js';
import { recordOwner } from './lookups-repository.js';
import type { FileDoc } from '../model/files.js';

const customerData = () => container('customerData');

export type StoredFile = FileDoc & { _etag?: string };

async function filesWhere(where: string, parameters: { name: string; value: string }[]): Promise<StoredFile[]> {
  const { resources } = await customerData()
    .items.query<StoredFile>({ query: `SELECT * FROM c WHERE c.type = 'file' AND ${where}`, parameters })
    .fetchAll();
  return resources;
}

/** Every record of one stored file: one per customer allowed to download it (cross-partition, a few). */
export const recordsOfBlob = (blobName: string) => filesWhere('c.blobName = @blob', [{ name: '@blob', value: blobName }]);

export const recordsOfContract = (contractId: string) => filesWhere('c.contractId = @id', [{ name: '@id', value: contractId }]);

/** The owner's lookup first, so that the record is never found without it (GET /api/files/{id}). */
export async function createFileRecord(doc: FileDoc): Promise<void> {
  await recordOwner('file', doc.id, doc.customerId);
  await customerData().items.create<FileDoc>(doc);
}

export async function deleteFileRecord(doc: FileDoc): Promise<void> {
  try {
    await customerData().item(doc.id, doc.customerId).delete();
  } catch (err) {
    if ((err as { code?: number }).code !== 404) throw err;
  }
}
