import { container } from './cosmos.js';
import { queryPartition } from './list-query.js';
import type { SalesLineDoc } from '../model/sales.js';

export type SalesLineColumns = Pick<SalesLineDoc, 'id' | 'customerId' | 'reference' | 'gimCustom' | 'sapgCustom' | 'pointCategory'>;

/** Ids of every customer that has a sales partition to look at (the customers container: a few hundred). */
export async function allCustomerIds(): Promise<string[]> {
  const { resources } = await container('customers').items.query<string>("SELECT VALUE c.id FROM c WHERE c.type = 'customer'").fetchAll();
  return resources;
}

/** What the custom columns of a customer's lines are now (one partition, five fields a line). */
export const salesColumnsOf = (customerId: string) =>
  queryPartition<SalesLineColumns>(
    container('sales'),
    customerId,
    "SELECT c.id, c.customerId, c.reference, c.gimCustom, c.sapgCustom, c.pointCategory FROM c WHERE c.customerId = @id AND c.type = 'salesLine'",
    [{ name: '@id', value: customerId }],
  );

export const salesLinesByIds = (customerId: string, ids: readonly string[]) =>
  queryPartition<SalesLineDoc>(container('sales'), customerId, 'SELECT * FROM c WHERE c.customerId = @id AND ARRAY_CONTAINS(@ids, c.id)', [
    { name: '@id', value: customerId },
    { name: '@ids', value: [...ids] },
  ]);

/** Id and year of a customer's lines whose `field` holds `name` (one partition). */
export const salesLinesNamed = (customerId: string, field: keyof SalesLineDoc, name: string) =>
  queryPartition<Pick<SalesLineDoc, 'id' | 'year'>>(
    container('sales'),
    customerId,
    `SELECT c.id, c.year FROM c WHERE c.customerId = @id AND c.type = 'salesLine' AND c.${field} = @name`,
    [
      { name: '@id', value: customerId },
      { name: '@name', value: name },
    ],
  );
