import { BulkOperationType, type JSONObject, type OperationInput } from '@azure/cosmos';
import {
  applySalesIndexChange,
  linesBucket,
  linesBucketOf,
  linesDocId,
  searchBuckets,
  type SalesIndexChange,
  type SalesIndexDoc,
  type SalesIndexLinesDoc,
  type SalesIndexSummary,
} from '../domain/sales-index.js';
import { bulkWithRetry, bulkWithRetryOutcomes, container, readByIds } from './cosmos.js';
import { queryPartition } from './list-query.js';

/**
 * The sales-line search's index (domain/sales-index.ts), container `salesKeys`, partitioned by buckets of the
 * first characters of the normalised value (bucketsOf).
 */
const salesKeys = () => container('salesKeys');

/** Changes read, then written, together (bulkWithRetry cuts the writes into calls the SDK accepts). */
const CHANGES_PER_PART = 100;

/**
 * The summaries of the index documents whose value starts with `key` (at least BUCKET_LENGTH characters) and that
 * hold lines, from its buckets' partitions alone (searchBuckets, read side by side); more than `cap` when more
 * match, so that a caller can tell.
 */
export async function salesIndexStartingWith(key: string, cap: number): Promise<SalesIndexSummary[]> {
  const found = await Promise.all(
    searchBuckets(key).map((bucket) =>
      queryPartition<SalesIndexSummary>(
        salesKeys(),
        bucket,
        `SELECT TOP ${cap + 1} c.id, c.bucket, c.kind, c.key, c.customerId, c.period, c.n, c.bounds FROM c WHERE c.type = 'salesIndex' AND STARTSWITH(c.key, @key) AND c.n > 0 AND c.bucket = @bucket`,
        [
          { name: '@bucket', value: bucket },
          { name: '@key', value: key },
        ],
      ),
    ),
  );
  return found.flat();
}

/** The lines of index documents, by their summaries (point reads, 100 per bulk call; a copy's are its home's). */
export const readSalesIndexLines = (found: readonly Pick<SalesIndexSummary, 'id' | 'kind' | 'key'>[]): Promise<SalesIndexLinesDoc[]> =>
  readByIds<SalesIndexLinesDoc>(
    salesKeys(),
    found.map((d) => ({ id: linesDocId(d.id), partitionKey: linesBucketOf(d) })),
  );

/**
 * Applies changes to the index: each document's lines, summary and summary's copies read, changed, and written
 * back only while they are the versions read (If-Match; created when absent); a change that another writer overtook (412, or
 * 409 for two creates) is read and applied again, which also writes again a summary written from lines that
 * had changed meanwhile.
 */
export async function applySalesIndexChanges(changes: readonly SalesIndexChange[]): Promise<void> {
  let pending = [...changes];
  for (let attempt = 0; pending.length; attempt++) {
    if (attempt >= 20) throw new Error('Index de recherche des lignes de vente : trop d’écritures concurrentes sur les mêmes documents');
    const again: SalesIndexChange[] = [];
    for (let i = 0; i < pending.length; i += CHANGES_PER_PART) {
      const part = pending.slice(i, i + CHANGES_PER_PART);
      const stored = new Map(
        (
          await readByIds<SalesIndexDoc | SalesIndexLinesDoc>(
            salesKeys(),
            part.flatMap((c) => [
              { id: linesDocId(c.place.id), partitionKey: linesBucket(c.place.bucket) },
              ...[c.place.bucket, ...c.place.copies].map((partitionKey) => ({ id: c.place.id, partitionKey })),
            ]),
          )
        ).map((d) => [`${d.bucket}/${d.id}`, d]),
      );
      const ops: { change: SalesIndexChange; op: OperationInput }[] = [];
      const write = (change: SalesIndexChange, doc: SalesIndexDoc | SalesIndexLinesDoc) => {
        const before = stored.get(`${doc.bucket}/${doc.id}`);
        const resourceBody = doc as unknown as JSONObject;
        const partitionKey = doc.bucket;
        ops.push({
          change,
          op: before
            ? { operationType: BulkOperationType.Replace, id: doc.id, partitionKey, resourceBody, ifMatch: before._etag }
            : { operationType: BulkOperationType.Create, partitionKey, resourceBody },
        });
      };
      for (const change of part) {
        const held = stored.get(`${linesBucket(change.place.bucket)}/${linesDocId(change.place.id)}`) as SalesIndexLinesDoc | undefined;
        const { summary, copies, lines } = applySalesIndexChange(held?.lines, change);
        write(change, lines);
        write(change, summary);
        for (const copy of copies) write(change, copy);
      }
      const outcomes = await bulkWithRetryOutcomes(
        salesKeys(),
        ops.map((o) => o.op),
        (status) => status < 400 || status === 404 || status === 409 || status === 412,
        'Écriture de l’index de recherche des lignes de vente',
      );
      const overtaken = new Set(ops.filter((_, k) => outcomes[k].status >= 400).map((o) => o.change));
      again.push(...overtaken);
    }
    pending = again;
  }
}

/** Writes whole index documents (the seed, the rebuild): each replaces the one of its id. */
export async function writeSalesIndex(docs: readonly (SalesIndexDoc | SalesIndexLinesDoc)[]): Promise<void> {
  await bulkWithRetry(
    salesKeys(),
    docs.map((d): OperationInput => ({ operationType: BulkOperationType.Upsert, partitionKey: d.bucket, resourceBody: d as unknown as JSONObject })),
    (status) => status < 400,
    'Écriture de l’index de recherche des lignes de vente',
  );
}

/** Deletes index documents by id (the rebuild: those no line needs any more, and the former lookup documents). */
export async function deleteSalesIndexDocs(refs: readonly { id: string; bucket: string }[]): Promise<void> {
  await bulkWithRetry(
    salesKeys(),
    refs.map((r): OperationInput => ({ operationType: BulkOperationType.Delete, id: r.id, partitionKey: r.bucket })),
    (status) => status < 400 || status === 404,
    'Suppression dans l’index de recherche des lignes de vente',
  );
}

/** The ids of the index documents of one customer, and of the former lookup documents (type salesKey), across partitions. */
export async function indexDocsOfCustomer(customerId: string): Promise<{ id: string; bucket: string }[]> {
  const { resources } = await salesKeys()
    .items.query<{ id: string; bucket: string }>({
      query: 'SELECT c.id, c.bucket FROM c WHERE c.customerId = @customerId',
      parameters: [{ name: '@customerId', value: customerId }],
    })
    .fetchAll();
  return resources;
}
