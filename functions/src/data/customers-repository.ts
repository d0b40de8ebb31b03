import { container, readItem } from './cosmos.js';
import type { CustomerDoc } from '../model/customers.js';

const customers = () => container('customers');

export const findCustomerById = (id: string) => readItem<CustomerDoc>(customers(), id, id);

export async function findCustomersByIds(ids: string[]): Promise<CustomerDoc[]> {
  if (ids.length === 0) return [];
  const { resources } = await customers()
    .items.query<CustomerDoc>({
      query: 'SELECT * FROM c WHERE ARRAY_CONTAINS(@ids, c.id) ORDER BY c.name',
      parameters: [{ name: '@ids', value: ids }],
    })
    .fetchAll();
  return resources;
}
