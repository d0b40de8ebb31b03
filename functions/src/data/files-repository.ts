import { container } from './cosmos.js';
import type { FileDoc } from '../model/files.js';

const customerData = () => container('customerData');

/** Contract files of a customer, newest first (one partition). */
export async function filesOfCustomer(customerId: string): Promise<FileDoc[]> {
  const { resources } = await customerData()
    .items.query<FileDoc>({ query: "SELECT * FROM c WHERE c.customerId = @customerId AND c.type = 'file' ORDER BY c.uploadDate DESC", parameters: [{ name: '@customerId', value: customerId }] }, { partitionKey: customerId })
    .fetchAll();
  return resources;
}

/** A file record by id alone (the download path carries no customer): a cross-partition lookup by id. */
export async function findFileById(id: string): Promise<FileDoc | undefined> {
  const { resources } = await customerData()
    .items.query<FileDoc>({ query: "SELECT * FROM c WHERE c.id = @id AND c.type = 'file'", parameters: [{ name: '@id', value: id }] })
    .fetchAll();
  return resources[0];
}
