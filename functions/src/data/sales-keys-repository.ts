import { BulkOperationType, type JSONObject, type OperationInput } from '@azure/cosmos';
import { applySalesIndexChange, keyBucket, type SalesIndexChange, type SalesIndexDoc, type SalesIndexSummary } from '../domain/sales-search.js';
import { bulkWithRetry, bulkWithRetryOutcomes, container, deleteIfMatch, readByIds } from './cosmos.js';
import { queryPartition } from './list-query.js';

/**
 * The sales-line search's index (domain/sales-search.ts), container `salesKeys`, partitioned by the first
 * characters of the normalised value.
 */
const salesKeys = () => container('salesKeys');

const BULK = 100;

/**
 * The summaries of the index documents whose value starts with `key` (at least BUCKET_LENGTH characters), from
 * its bucket's partition alone, without their lines; at most `cap` + 1, so that a caller can tell that more match.
 */
export function salesIndexStartingWith(key: string, cap: number): Promise<SalesIndexSummary[]> {
  const bucket = keyBucket(key);
  return queryPartition(
    salesKeys(),
    bucket,
    `SELECT TOP ${cap + 1} c.id, c.bucket, c.kind, c.key, c.customerId, c.period, c.n, c.bounds FROM c WHERE c.bucket = @bucket AND c.type = 'salesIndex' AND STARTSWITH(c.key, @key)`,
    [
      { name: '@bucket', value: bucket },
      { name: '@key', value: key },
    ],
  );
}

/** Index documents by their summaries (one bulk read per 100). */
export const readSalesIndex = (found: readonly Pick<SalesIndexSummary, 'id' | 'bucket'>[]): Promise<SalesIndexDoc[]> =>
  readByIds<SalesIndexDoc>(salesKeys(), found.map((d) => ({ id: d.id, partitionKey: d.bucket })));

/**
 * Applies changes to the index: each document read, changed, and written back only while it is the version read
 * (If-Match; created when absent, deleted when it holds no line any more); one that another writer changed
 * meanwhile (412, or 409 for two creates) is read and changed again.
 */
export async function applySalesIndexChanges(changes: readonly SalesIndexChange[]): Promise<void> {
  let pending = [...changes];
  for (let attempt = 0; pending.length; attempt++) {
    if (attempt >= 20) throw new Error('Index de recherche des lignes de vente : trop d’écritures concurrentes sur les mêmes documents');
    const again: SalesIndexChange[] = [];
    for (let i = 0; i < pending.length; i += BULK) {
      const part = pending.slice(i, i + BULK);
      const stored = new Map((await readByIds<SalesIndexDoc>(salesKeys(), part.map((c) => ({ id: c.place.id, partitionKey: c.place.bucket })))).map((d) => [d.id, d]));
      const ops: { change: SalesIndexChange; op: OperationInput }[] = [];
      for (const change of part) {
        const before = stored.get(change.place.id);
        const after = applySalesIndexChange(before, change);
        const partitionKey = change.place.bucket;
        if (!after) {
          // A bulk delete takes no If-Match: one at a time (a document emptied is rare: its last line deleted or moved).
          if (before && !(await deleteIfMatch(salesKeys(), before.id, partitionKey, before._etag))) again.push(change);
        } else if (before) ops.push({ change, op: { operationType: BulkOperationType.Replace, id: after.id, partitionKey, resourceBody: after as unknown as JSONObject, ifMatch: before._etag } });
        else ops.push({ change, op: { operationType: BulkOperationType.Create, partitionKey, resourceBody: after as unknown as JSONObject } });
      }
      if (ops.length === 0) continue;
      const outcomes = await bulkWithRetryOutcomes(
        salesKeys(),
        ops.map((o) => o.op),
        (status) => status < 400 || status === 404 || status === 409 || status === 412,
        'Écriture de l’index de recherche des lignes de vente',
      );
      outcomes.forEach((o, k) => {
        // 404: deleted by another writer meanwhile, created again with what this change sets.
        if (o.status === 409 || o.status === 412 || o.status === 404) again.push(ops[k].change);
      });
    }
    pending = again;
  }
}

/** Writes whole index documents (the seed, the rebuild): each replaces the one of its id. */
export async function writeSalesIndex(docs: readonly SalesIndexDoc[]): Promise<void> {
  for (let i = 0; i < docs.length; i += BULK) {
    await bulkWithRetry(
      salesKeys(),
      docs.slice(i, i + BULK).map((d): OperationInput => ({ operationType: BulkOperationType.Upsert, partitionKey: d.bucket, resourceBody: d as unknown as JSONObject })),
      (status) => status < 400,
      'Écriture de l’index de recherche des lignes de vente',
    );
  }
}

/** Deletes index documents by id (the rebuild: documents no line needs any more, and the former lookup documents). */
export async function deleteSalesIndexDocs(refs: readonly { id: string; bucket: string }[]): Promise<void> {
  for (let i = 0; i < refs.length; i += BULK) {
    await bulkWithRetry(
      salesKeys(),
      refs.slice(i, i + BULK).map((r): OperationInput => ({ operationType: BulkOperationType.Delete, id: r.id, partitionKey: r.bucket })),
      (status) => status < 400 || status === 404,
      'Suppression dans l’index de recherche des lignes de vente',
    );
  }
}

/** The ids of the index documents of one customer, and of the former lookup documents (type salesKey), across partitions. */
export async function indexDocsOfCustomer(customerId: string): Promise<{ id: string; bucket: string }[]> {
  const { resources } = await salesKeys()
    .items.query<{ id: string; bucket: string }>({ query: 'SELECT c.id, c.bucket FROM c WHERE c.customerId = @customerId', parameters: [{ name: '@customerId', value: customerId }] })
    .fetchAll();
  return resources;
}
