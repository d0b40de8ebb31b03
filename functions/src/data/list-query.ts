import type { Container, FeedOptions, SqlParameter } from '@azure/cosmos';
import type { ListRequest } from '@portail/common';

/**
 * The two query shapes every repository uses: all documents of one partition, and one ordered page of a
 * list (one partition, or across partitions for the admin lists). Nothing here ever reads a whole
 * container in one go.
 */

export interface Filter {
  /** Conditions joined by AND, on the alias c. */
  where: string[];
  parameters: SqlParameter[];
}

const whereClause = (where: string[]) => (where.length ? ` WHERE ${where.join(' AND ')}` : '');

/**
 * Every document of one partition that matches (the partition is stated in SQL too: the local server as
 * published needs it). The page size is the service's to choose (-1): with pages of a fixed size, each round
 * trip evaluated the query again, so reading a partition of n lines cost n²/size.
 */
export async function queryPartition<T>(
  c: Container,
  partitionKey: string,
  query: string,
  parameters: SqlParameter[] = [],
  options: FeedOptions = {},
): Promise<T[]> {
  const { resources } = await c.items.query<T>({ query, parameters }, { partitionKey, maxItemCount: -1, ...options }).fetchAll();
  return resources;
}

export interface PageQuery extends Filter {
  /** The SELECT list, e.g. 'c.id, c.name' (default: the whole document). */
  select?: string;
  /** Document path of the sort field, e.g. 'c.nameKey'. */
  orderBy: string;
  direction: 'asc' | 'desc';
  /** Narrows the query to one partition; without it the query crosses partitions. */
  partitionKey?: string;
}

/**
 * One page of an ordered list, read with maxItemCount and continuations: the pages before it are read and
 * dropped (what OFFSET would cost on Azure, and the local server has no OFFSET). A later page costs more
 * than the first, which is what a person paging through a list does.
 */
export async function queryPage<T>(c: Container, q: PageQuery, page: Pick<ListRequest, 'pageNumber' | 'pageSize'>): Promise<T[]> {
  const sql = `SELECT ${q.select ?? '*'} FROM c${whereClause(q.where)} ORDER BY ${q.orderBy} ${q.direction.toUpperCase()}`;
  const iterator = c.items.query<T>(
    { query: sql, parameters: q.parameters },
    { maxItemCount: page.pageSize, ...(q.partitionKey === undefined ? {} : { partitionKey: q.partitionKey }) },
  );
  const skip = (page.pageNumber - 1) * page.pageSize;
  const rows: T[] = [];
  let seen = 0;
  while (rows.length < page.pageSize && iterator.hasMoreResults()) {
    const { resources } = await iterator.fetchNext();
    for (const r of resources ?? []) {
      if (seen++ >= skip && rows.length < page.pageSize) rows.push(r);
    }
  }
  return rows;
}

/** Number of documents that match: for lists whose size is small enough to count on each page. */
export async function countWhere(c: Container, f: Filter & { partitionKey?: string }): Promise<number> {
  const { resources } = await c.items
    .query<number>(
      { query: `SELECT VALUE COUNT(1) FROM c${whereClause(f.where)}`, parameters: f.parameters },
      f.partitionKey === undefined ? {} : { partitionKey: f.partitionKey },
    )
    .fetchAll();
  // Across partitions the SDK may answer one partial count per partition range.
  return resources.reduce((sum, n) => sum + n, 0);
}

/** The filter of a list search over a stored, normalised search key (normaliseSearch). */
export const searchFilter = (field: string, search: string): Filter => ({
  where: [`CONTAINS(${field}, @search)`],
  parameters: [{ name: '@search', value: search }],
});

export function mergeFilters(...filters: Filter[]): Filter {
  return { where: filters.flatMap((f) => f.where), parameters: filters.flatMap((f) => f.parameters) };
}
