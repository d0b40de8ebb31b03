import type { ListRequest } from '@portail/common';
import { salesLineSearchFilter, type SalesSearchField } from '../domain/sales-search.js';
import type { SalesLineDoc } from '../model/sales.js';
import { container } from './cosmos.js';
import { countWhere, mergeFilters, queryPage, type Filter } from './list-query.js';

/**
 * The sales lines a search matches, read through the lines' stored keys (domain/sales-search.ts): in one
 * customer's partition, or across partitions when the search is too broad for the lookup documents.
 */
const sales = () => container('sales');

const matching = (key: string, fields?: readonly SalesSearchField[]): Filter =>
  mergeFilters({ where: ["c.type = 'salesLine'"], parameters: [] }, salesLineSearchFilter(key, fields));

/** The first `top` matching lines of one customer in the list's order, and how many match there. */
export async function customerSalesMatches(customerId: string, key: string, fields: readonly SalesSearchField[], order: { field: string; direction: 'asc' | 'desc' }, top: number) {
  // The partition is stated in SQL as well: the local server as published needs it there.
  const filter = mergeFilters({ where: ['c.customerId = @customerId'], parameters: [{ name: '@customerId', value: customerId }] }, matching(key, fields));
  const [items, count] = await Promise.all([
    queryPage<SalesLineDoc>(sales(), { ...filter, orderBy: `c.${order.field}`, direction: order.direction, partitionKey: customerId }, { pageNumber: 1, pageSize: top }),
    countWhere(sales(), { ...filter, partitionKey: customerId }),
  ]);
  return { items, count };
}

/** One page of the lines matching across every customer, and their number (an index-served query in Azure). */
export async function allSalesMatches(key: string, order: { field: string; direction: 'asc' | 'desc' }, page: Pick<ListRequest, 'pageNumber' | 'pageSize'>) {
  const filter = matching(key);
  const [items, count] = await Promise.all([queryPage<SalesLineDoc>(sales(), { ...filter, orderBy: `c.${order.field}`, direction: order.direction }, page), countWhere(sales(), filter)]);
  return { items, count };
}
