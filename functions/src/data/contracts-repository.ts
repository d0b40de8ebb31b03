import { container, readItem, replaceIfMatch } from './cosmos.js';
import type { ContractDoc } from '../model/contracts.js';

const contracts = () => container('contracts');

export type StoredContract = ContractDoc & { _etag: string };

export async function findContractById(id: string): Promise<StoredContract | undefined> {
  const doc = await readItem<ContractDoc>(contracts(), id, id);
  return doc?.type === 'contract' ? doc : undefined;
}

/** undefined when the stored version is no longer the one read (412). */
export const replaceContract = (doc: ContractDoc, etag: string): Promise<StoredContract | undefined> => replaceIfMatch(contracts(), doc.id, doc, etag);

/** The contracts whose exclusions of this kind name `name`, each with its version (cross-partition, few documents). */
export async function contractsExcluding(key: keyof ContractDoc['exclusions'], name: string): Promise<StoredContract[]> {
  const { resources } = await contracts()
    .items.query<StoredContract>({
      query: `SELECT * FROM c WHERE c.type = 'contract' AND ARRAY_CONTAINS(c.exclusions.${key}, @name)`,
      parameters: [{ name: '@name', value: name }],
    })
    .fetchAll();
  return resources;
}

/** Contracts of a customer, newest start first (cross-partition, few documents). */
export async function contractsOf(customerId: string): Promise<StoredContract[]> {
  const { resources } = await contracts()
    .items.query<StoredContract>({
      query: "SELECT * FROM c WHERE c.type = 'contract' AND ARRAY_CONTAINS(c.customerIds, @id) ORDER BY c.startDate DESC",
      parameters: [{ name: '@id', value: customerId }],
    })
    .fetchAll();
  return resources;
}

/**
 * Customers by number (cross-partition, a contract names a few). Numbers are not unique keys: where two
 * customers share one, the active one is taken (the first by id when both are, or neither).
 */
export async function customersByNumbers(numbers: readonly string[]): Promise<{ id: string; number: string; name: string }[]> {
  if (numbers.length === 0) return [];
  const { resources } = await container('customers')
    .items.query<{ id: string; number: string; name: string; active?: boolean }>({
      query: "SELECT c.id, c.number, c.name, c.active FROM c WHERE c.type = 'customer' AND ARRAY_CONTAINS(@numbers, c.number)",
      parameters: [{ name: '@numbers', value: [...numbers] }],
    })
    .fetchAll();
  const chosen = new Map<string, { id: string; number: string; name: string; active?: boolean }>();
  for (const c of resources.sort((a, b) => a.id.localeCompare(b.id))) {
    const kept = chosen.get(c.number);
    if (!kept || (kept.active === false && c.active !== false)) chosen.set(c.number, c);
  }
  return [...chosen.values()].map(({ id, number, name }) => ({ id, number, name }));
}
