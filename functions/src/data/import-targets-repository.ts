import { BulkOperationType, type Container, type JSONObject, type OperationInput } from '@azure/cosmos';
import { giveWay } from '../context/foreground.js';
import type { AuditEvent } from './audit-repository.js';
import { bulkWithRetryOutcomes, container, readItem, type BulkOutcome } from './cosmos.js';
import { queryPartition } from './list-query.js';
import type { CustomerDoc } from '../model/customers.js';
import type { PriceListDoc } from '../model/price-lists.js';
import type { ProductDoc } from '../model/products.js';
import type { SalesLineDoc } from '../model/sales.js';

/**
 * What an import reads before it writes (the records its natural keys point to) and its writes of
 * products and price lists, in bulk batches of 100 with 429s retried. Sales lines are written by
 * services/sales-lines.ts, which keeps the counter, the sales versions and the statistics current.
 */

export type CustomerRef = Pick<CustomerDoc, 'id' | 'number' | 'name' | 'city' | 'buyingGroupName'>;

/** Customers by number (a few thousand customers: read once per job). */
export async function customersByNumber(): Promise<Map<string, CustomerRef>> {
  const { resources } = await container('customers')
    .items.query<CustomerRef>("SELECT c.id, c.number, c.name, c.city, c.buyingGroupName FROM c WHERE c.type = 'customer'")
    .fetchAll();
  return new Map(resources.map((c) => [c.number, c]));
}

/** Every product, by reference (a few thousand: read once per job). */
export async function productsByReference(): Promise<Map<string, ProductDoc>> {
  const { resources } = await container('products').items.query<ProductDoc>("SELECT * FROM c WHERE c.type = 'product'").fetchAll();
  return new Map(resources.map((p) => [p.reference, p]));
}

/** Sales lines of one customer that belong to these invoices (what the natural keys of a chunk can match). */
export async function salesLinesOfInvoices(customerId: string, invoiceNumbers: string[]): Promise<SalesLineDoc[]> {
  const out: SalesLineDoc[] = [];
  for (let i = 0; i < invoiceNumbers.length; i += 200) {
    out.push(
      ...(await queryPartition<SalesLineDoc>(
        container('sales'),
        customerId,
        // The invoices first: the local engine then reads only that field of the partition's other documents.
        "SELECT * FROM c WHERE ARRAY_CONTAINS(@invoices, c.invoiceNumber) AND c.customerId = @customerId AND c.type = 'salesLine'",
        [
          { name: '@customerId', value: customerId },
          { name: '@invoices', value: invoiceNumbers.slice(i, i + 200) },
        ],
      )),
    );
  }
  return out;
}

export const readPriceList = async (customerId: string, id: string): Promise<PriceListDoc | undefined> => {
  const doc = await readItem<PriceListDoc>(container('customerData'), id, customerId);
  return doc?.type === 'priceList' ? doc : undefined;
};

/** The customer's price list with exactly these dates, if any. */
export async function priceListOfDates(customerId: string, startDate: string, endDate: string): Promise<PriceListDoc | undefined> {
  const [found] = await queryPartition<PriceListDoc>(
    container('customerData'),
    customerId,
    "SELECT * FROM c WHERE c.customerId = @customerId AND c.type = 'priceList' AND c.startDate = @s AND c.endDate = @e",
    [
      { name: '@customerId', value: customerId },
      { name: '@s', value: startDate },
      { name: '@e', value: endDate },
    ],
  );
  return found;
}

const BULK = 100;

/** Runs operations 100 at a time, each call's throttled operations sent again; the others must succeed. */
async function bulkInCalls(c: Container, ops: OperationInput[], accept: (status: number) => boolean): Promise<BulkOutcome[]> {
  const out: BulkOutcome[] = [];
  for (let i = 0; i < ops.length; i += BULK) {
    // Outside a request (an import), the customers' requests go first.
    await giveWay();
    out.push(...(await bulkWithRetryOutcomes(c, ops.slice(i, i + BULK), accept, 'Écriture des données importées')));
  }
  return out;
}

/** Upserts the documents; gives the ETag each one was written with (what the import's rollback names in its If-Match). */
export async function upsertDocs(kind: 'products' | 'customerData', docs: { partitionKey: string; doc: object }[]): Promise<(string | undefined)[]> {
  const outcomes = await bulkInCalls(
    container(kind),
    docs.map((d) => ({ operationType: BulkOperationType.Upsert, partitionKey: d.partitionKey, resourceBody: d.doc as JSONObject })),
    (s) => s < 400,
  );
  return outcomes.map((o) => o.etag);
}

/**
 * The rollback's writes: each document deleted (no `before`) or put back as `before`, only while it is still
 * the version `etag` names (If-Match). Gives each one's status (2xx done, 412 changed since, 404 gone) and new ETag.
 */
export async function undoDocsIfMatch(
  kind: 'products' | 'customerData',
  undo: { partitionKey: string; id: string; etag: string; before?: object }[],
): Promise<BulkOutcome[]> {
  return bulkInCalls(
    container(kind),
    undo.map((u) =>
      u.before
        ? { operationType: BulkOperationType.Replace, partitionKey: u.partitionKey, id: u.id, resourceBody: u.before as JSONObject, ifMatch: u.etag }
        : { operationType: BulkOperationType.Delete, partitionKey: u.partitionKey, id: u.id, ifMatch: u.etag },
    ),
    (s) => s < 400 || s === 404 || s === 412,
  );
}

/** A document as stored now, with its ETag (the rollback's check of a version, and of why it could not undo one). */
export const readImportTarget = (kind: 'products' | 'customerData' | 'sales', partitionKey: string, id: string) =>
  readItem<Record<string, unknown>>(container(kind), id, partitionKey);

/**
 * The rollback's audit entries (data/audit-repository.ts's documents). A rollback may run again after a crash
 * (redelivered): each entry's id is derived from what it records, so none is written twice (409 ignored).
 */
export async function writeAuditsOnce(entries: (AuditEvent & { id: string })[]): Promise<void> {
  await bulkInCalls(
    container('audit'),
    entries.map((e) => ({ operationType: BulkOperationType.Create, partitionKey: e.entityId, resourceBody: { ...e, type: 'audit' } as unknown as JSONObject })),
    (status) => status < 400 || status === 409,
  );
}
