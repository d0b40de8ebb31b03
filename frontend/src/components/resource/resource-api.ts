import { formatOrderBy, type SortOrder } from '@portail/common';
import { apiRequest } from '../../lib/api-client';
import { apiPaged, query, type Paged } from '../../lib/api-extra';

/** The list protocol's query (common/src/contract/list.ts); search is sent only once it filters. */
export interface ResourceQuery {
  pageNumber: number;
  pageSize: number;
  order: SortOrder;
  search: string;
}

const itemPath = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

export const resourcePageKey = (path: string, q: ResourceQuery): string =>
  `${path}${query({ pageNumber: q.pageNumber, pageSize: q.pageSize, orderBy: formatOrderBy(q.order), search: q.search })}`;

/** One page with the search it answers, so the page can tell « empty list » from « no match ». */
export const getResourcePage = async <T>(path: string, q: ResourceQuery): Promise<Paged<T[]> & { search: string }> => ({
  ...(await apiPaged<T[]>(resourcePageKey(path, q))),
  search: q.search,
});

export const createResource = <T>(path: string, input: unknown): Promise<T> => apiRequest<T>(path, { method: 'POST', body: input });

export const updateResource = <T>(path: string, id: string, input: unknown): Promise<T> =>
  apiRequest<T>(itemPath(path, id), { method: 'PUT', body: input });

export const deleteResource = (path: string, id: string): Promise<void> => apiRequest<void>(itemPath(path, id), { method: 'DELETE' });
