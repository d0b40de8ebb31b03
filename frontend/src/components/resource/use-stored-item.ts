import { useEffect, useState } from 'react';
import { useLatest } from '../use-latest';
import type { FormValues } from './form-dialog';
import { getResourceItem } from './resource-api';

export interface StoredItem {
  values: FormValues;
  /** The version read, sent back as If-Match; null for a new item (an edit is never made without one). */
  etag: string | null;
  loaded: boolean;
}

interface StoredItemOptions<T> {
  /** The form's values of the item as stored. */
  toValues: (stored: T) => FormValues;
  /** The values a new item starts from, or those shown (disabled) until the stored ones arrive. */
  initial: () => FormValues;
  /**
   * The read failed: the caller says so and closes. Nothing is edited without the version read, so that a
   * save never overwrites a change it has not seen (docs/permissions.md, « Modifications concurrentes »).
   */
  onFailure: (cause: unknown) => void;
  /** How the item is read when it is not GET <path>/{id} (a customer with its details). */
  read?: (id: string) => Promise<{ item: T; etag: string | null }>;
}

/**
 * What an edit form starts from: the item as stored now, with its version, read once per item (the
 * callbacks may change at every render; reading again would overwrite what was typed since).
 */
export function useStoredItem<T>(path: string, id: string | null, options: StoredItemOptions<T>): StoredItem {
  const latest = useLatest(options);
  const [stored, setStored] = useState<StoredItem>(() => ({ values: options.initial(), etag: null, loaded: id === null }));
  useEffect(() => {
    if (!id) return;
    let live = true;
    (latest.current.read ?? ((itemId: string) => getResourceItem<T>(path, itemId)))(id)
      .then(({ item, etag }) => live && setStored({ values: latest.current.toValues(item), etag, loaded: true }))
      .catch((cause: unknown) => {
        if (live) latest.current.onFailure(cause);
      });
    return () => {
      live = false;
    };
  }, [path, id, latest]);
  return stored;
}
