import useSWR, { useSWRConfig } from 'swr';
import { useCallback } from 'react';
import { getResourcePage, resourcePageKey, type ResourceQuery } from './resource-api';

/** A page of a resource; the previous page stays on screen while the next one loads. */
export function useResourceList<T>(path: string, q: ResourceQuery) {
  return useSWR(resourcePageKey(path, q), () => getResourcePage<T>(path, q), { keepPreviousData: true });
}

/**
 * Revalidates every cached page of a resource: after a write, any page, sort or search of it may be
 * out of date, not only the one on screen.
 */
export function useRevalidateResource(path: string): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => typeof key === 'string' && (key === path || key.startsWith(`${path}?`))), [mutate, path]);
}
