import { container, readItem } from './cosmos.js';
import { ownerOf } from './lookups-repository.js';
import type { FileDoc } from '../model/files.js';

const customerData = () => container('customerData');

/** Contract files of a customer, newest first (one partition). */
export async function filesOfCustomer(customerId: string): Promise<FileDoc[]> {
  const { resources } = await customerData()
    .items.query<FileDoc>(
      {
        query: "SELECT * FROM c WHERE c.customerId = @customerId AND c.type = 'file' ORDER BY c.uploadDate DESC",
        parameters: [{ name: '@customerId', value: customerId }],
      },
      { partitionKey: customerId },
    )
    .fetchAll();
  return resources;
}

/** A file record by id alone (the download path carries no customer): its owner's lookup, then a point read. */
export async function findFileById(id: string): Promise<FileDoc | undefined> {
  const customerId = await ownerOf('file', id);
  if (!customerId) return undefined;
  const doc = await readItem<FileDoc>(customerData(), id, customerId);
  return doc?.type === 'file' ? doc : undefined;
}
