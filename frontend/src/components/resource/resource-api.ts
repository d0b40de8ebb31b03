import { formatOrderBy, type ExportQueuedDto, type SortOrder } from '@portail/common';
import { apiRequest, apiResponse } from '../../lib/api-client';
import { apiBlob, apiPaged, query, type Download, type Paged } from '../../lib/api-extra';
import { ifMatch } from '../../lib/versions';

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

export const createResource = <T>(path: string, input: unknown): Promise<T> => apiRequest<T>(path, { method: 'POST', body: input, once: true });

/** The item as stored now, with its version (ETag) to send back in If-Match with the edit. */
export async function getResourceItem<T>(path: string, id: string): Promise<{ item: T; etag: string | null }> {
  const response = await apiResponse(itemPath(path, id));
  return { item: (await response.json()) as T, etag: response.headers.get('ETag') };
}

/** etag: the version read; the API answers 412 « modifié entre-temps » when someone saved another one since. */
export const updateResource = <T>(path: string, id: string, input: unknown, etag: string | null): Promise<T> =>
  apiRequest<T>(itemPath(path, id), { method: 'PUT', body: input, headers: ifMatch(etag) });

/** The whole list as a workbook, with the search and sort on screen (GET <path>/export). */
export const exportResource = (path: string, q: Pick<ResourceQuery, 'order' | 'search'>): Promise<Download> =>
  apiBlob(`${path}/export${query({ orderBy: formatOrderBy(q.order), search: q.search })}`);

/** The whole list written in the background (POST <path>/export): the answer names the job, whose link is e-mailed. */
export const queueResourceExport = (path: string, q: Pick<ResourceQuery, 'order' | 'search'>): Promise<ExportQueuedDto> =>
  apiRequest<ExportQueuedDto>(`${path}/export${query({ orderBy: formatOrderBy(q.order), search: q.search })}`, { method: 'POST' });

/**
 * The version a delete is made on: the row's own when the list carries it (etag), else the item's as stored
 * when the deletion is asked for (its confirmation shows it), so that a change made meanwhile is not lost.
 */
export async function versionToDelete(path: string, row: { id: string; etag?: unknown }): Promise<string | null> {
  return typeof row.etag === 'string' ? row.etag : (await getResourceItem(path, row.id)).etag;
}

export const deleteResource = (path: string, id: string, etag: string | null): Promise<void> =>
  apiRequest<void>(itemPath(path, id), { method: 'DELETE', headers: ifMatch(etag) });
