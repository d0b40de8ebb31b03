import { container, readItem } from './cosmos.js';
import type { CustomerDoc } from '../model/customers.js';

const customers = () => container('customers');

export const findCustomerById = (id: string) => readItem<CustomerDoc>(customers(), id, id);

/**
 * The customers of a user, by name: point reads in parallel (a user follows a few customers), never a query
 * across the container's partitions. Ids of customers since deleted are left out.
 */
export async function findCustomersByIds(ids: string[]): Promise<CustomerDoc[]> {
  const docs = await Promise.all([...new Set(ids)].map(findCustomerById));
  return docs.filter((d): d is NonNullable<typeof d> => d?.type === 'customer').sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}
