import { container, deleteIfMatch, readItem, replaceIfMatch } from './cosmos.js';
import type { AddressDoc } from '../model/addresses.js';

const customerData = () => container('customerData');

export type StoredAddress = AddressDoc & { _etag: string };

/** An address by id alone (the back office's paths carry no customer): one query across partitions, then its partition. */
export async function findAddressById(id: string): Promise<StoredAddress | undefined> {
  const { resources } = await customerData()
    .items.query<{ customerId: string }>({ query: "SELECT c.customerId FROM c WHERE c.type = 'address' AND c.id = @id", parameters: [{ name: '@id', value: id }] })
    .fetchAll();
  const owner = resources[0]?.customerId;
  if (!owner) return undefined;
  const doc = await readItem<AddressDoc>(customerData(), id, owner);
  return doc?.type === 'address' ? doc : undefined;
}

export async function createAddress(doc: AddressDoc): Promise<StoredAddress> {
  const { resource } = await customerData().items.create<AddressDoc>(doc);
  return resource as StoredAddress;
}

/** undefined when the stored version is no longer the one read (412). */
export const replaceAddress = (doc: AddressDoc, etag: string): Promise<StoredAddress | undefined> => replaceIfMatch(customerData(), doc.customerId, doc, etag);

export const deleteAddress = (doc: StoredAddress): Promise<boolean> => deleteIfMatch(customerData(), doc.id, doc.customerId, doc._etag);
