import { BulkOperationType, type JSONObject } from '@azure/cosmos';
import { LRUCache } from 'lru-cache';
import { keyBucket, salesKeyDocsOf, type SalesKeyDoc } from '../domain/sales-search.js';
import type { SalesSearchKeys } from '../model/sales.js';
import { bulkWithRetry, container } from './cosmos.js';
import { queryPartition } from './list-query.js';

/**
 * The lookup documents of the sales-line search (domain/sales-search.ts), container `salesKeys`, partitioned
 * by the first characters of the normalised value.
 */
const salesKeys = () => container('salesKeys');

/**
 * Keys this instance has written: an import writes a customer's references again in every chunk, and a key
 * once written stays (keys are only ever added), so they are not sent twice.
 */
const written = new LRUCache<string, true>({ max: 200_000 });

/** Adds the lookup documents of these lines that are not stored yet (one already stored answers 409, kept). */
export async function recordSalesKeys(lines: readonly { customerId: string; searchKeys?: SalesSearchKeys }[]): Promise<void> {
  const docs = salesKeyDocsOf(lines).filter((d) => !written.has(d.id));
  for (let i = 0; i < docs.length; i += 100) {
    const part = docs.slice(i, i + 100);
    await bulkWithRetry(
      salesKeys(),
      part.map((d) => ({ operationType: BulkOperationType.Create, partitionKey: d.bucket, resourceBody: d as unknown as JSONObject })),
      (status) => status < 400 || status === 409,
      'Écriture des clés de recherche des lignes de vente',
    );
    for (const d of part) written.set(d.id, true);
  }
}

/**
 * The keys starting with `key` (at least BUCKET_LENGTH characters), from its bucket's partition alone; at most
 * `cap` + 1 of them, so a caller can tell that more than `cap` match.
 */
export function salesKeysStartingWith(key: string, cap: number): Promise<Pick<SalesKeyDoc, 'kind' | 'customerId'>[]> {
  const bucket = keyBucket(key);
  return queryPartition(salesKeys(), bucket, `SELECT TOP ${cap + 1} c.kind, c.customerId FROM c WHERE c.bucket = @bucket AND STARTSWITH(c.key, @key)`, [
    { name: '@bucket', value: bucket },
    { name: '@key', value: key },
  ]);
}
