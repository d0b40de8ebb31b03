import { container, readItemById, replaceIfMatch } from './cosmos.js';
import { queryPartition } from './list-query.js';
import type { PriceListDoc } from '../model/price-lists.js';

const customerData = () => container('customerData');

export type StoredPriceList = PriceListDoc & { _etag: string };

/** A price list by id alone (the spec's paths carry no customer). */
export const findPriceListById = (id: string): Promise<StoredPriceList | undefined> =>
  readItemById<PriceListDoc>(customerData(), 'priceList', id, 'customerId');

/** A customer's price lists, newest first (one partition). */
export async function priceListsOf(customerId: string): Promise<StoredPriceList[]> {
  const lists = await queryPartition<StoredPriceList>(customerData(), customerId, "SELECT * FROM c WHERE c.customerId = @id AND c.type = 'priceList'", [
    { name: '@id', value: customerId },
  ]);
  return lists.sort((a, b) => b.startDate.localeCompare(a.startDate));
}

/** undefined when the stored version is no longer the one read (412). */
export const replacePriceList = (doc: PriceListDoc, etag: string): Promise<StoredPriceList | undefined> =>
  replaceIfMatch(customerData(), doc.customerId, doc, etag);

/** Every list's name, across customers (a few thousand headers; the lines are not read). */
export async function allPriceListNames(): Promise<{ id: string; customerId: string; name: string }[]> {
  const { resources } = await customerData()
    .items.query<{ id: string; customerId: string; name: string }>("SELECT c.id, c.customerId, c.name FROM c WHERE c.type = 'priceList'")
    .fetchAll();
  return resources;
}
