import type { ListRequest } from '@portail/common';
import { salesLineSearchFilter, type SalesSearchField } from '../domain/sales-search.js';
import type { SalesLineDoc } from '../model/sales.js';
import { container, readByIds } from './cosmos.js';
import { countWhere, mergeFilters, queryPage, type Filter } from './list-query.js';

/**
 * The sales lines a search matches: the page the index found (domain/sales-index.ts), or, for a search too
 * broad for it, a query across partitions on the lines' stored keys.
 */
const sales = () => container('sales');

const matching = (key: string, fields?: readonly SalesSearchField[]): Filter =>
  mergeFilters({ where: ["c.type = 'salesLine'"], parameters: [] }, salesLineSearchFilter(key, fields));

/** Lines by id in their customers' partitions, by point reads (bulk): the page a search found in the index. */
export const readSalesLines = (refs: readonly { customerId: string; id: string }[]): Promise<SalesLineDoc[]> =>
  readByIds<SalesLineDoc>(
    sales(),
    refs.map((r) => ({ id: r.id, partitionKey: r.customerId })),
  );

/** One page of the lines matching across every customer, and their number (an index-served query in Azure). */
export async function allSalesMatches(key: string, order: { field: string; direction: 'asc' | 'desc' }, page: Pick<ListRequest, 'pageNumber' | 'pageSize'>) {
  const filter = matching(key);
  const [items, count] = await Promise.all([
    queryPage<SalesLineDoc>(sales(), { ...filter, orderBy: `c.${order.field}`, direction: order.direction }, page),
    countWhere(sales(), filter),
  ]);
  return { items, count };
}
