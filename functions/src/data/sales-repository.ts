import { BulkOperationType, type JSONObject, type OperationInput, type SqlParameter } from '@azure/cosmos';
import { giveWay } from '../context/foreground.js';
import { bulkWithRetryOutcomes, container, isCosmosStatus, readItem, type BulkOutcome } from './cosmos.js';
import { countWhere, queryPartition as queryCustomerPartition } from './list-query.js';
import { readCounter } from './settings-repository.js';
import type { KpiSalesLine } from '../domain/kpi-rules.js';
import type { CompanyOrderLine, SalesLineDoc } from '../model/sales.js';
import type { IndexedSalesLine } from '../domain/sales-index.js';

/**
 * Sales lines live in container 'sales', partitioned by customer: every query here reads one partition.
 * The filter on customerId is stated in the SQL as well (the local Cosmos server as published ignores the
 * option; patches/ fixes that, docs/cosmos-query-patch.md).
 */
const sales = () => container('sales');

const queryPartition = <T>(customerId: string, query: string, parameters: SqlParameter[]): Promise<T[]> =>
  queryCustomerPartition<T>(sales(), customerId, query, [...parameters, { name: '@customerId', value: customerId }]);

export const SALES_LINES_COUNTER = 'salesLines';

/** Every sales line, counted across partitions: what the counter is rebuilt from when it is missing. */
const countAllSalesLines = () => countWhere(sales(), { where: ["c.type = 'salesLine'"], parameters: [] });

/** Number of sales lines of the whole programme and their version, from the counter the writers keep current. */
export const salesLinesState = () => readCounter(SALES_LINES_COUNTER, countAllSalesLines);

/**
 * The fields of a customer's lines of these years that its statistics and KPI rows derive from, in one
 * single-partition query (services/stats-refresh.ts, stats-calculate.ts, kpi-aggregates.ts).
 */
export function statsLinesOf(customerId: string, years: number[]): Promise<KpiSalesLine[]> {
  return queryPartition<KpiSalesLine>(
    customerId,
    'SELECT c.salesAmount, c.year, c.salesRecognitionDate, c.pointCategory, c.franchise, c.subFranchise, c.gimSubBrand, c.gimItemType, c.gimCustom, c.orderNumber, c.invoiceQuantity ' +
      "FROM c WHERE c.customerId = @customerId AND c.type = 'salesLine' AND ARRAY_CONTAINS(@years, c.year)",
    [{ name: '@years', value: years }],
  );
}

/** Lines of the company-orders screen, newest first; all years when year is undefined. */
export function companyOrderLinesOf(customerId: string, year?: number): Promise<CompanyOrderLine[]> {
  return queryPartition<CompanyOrderLine>(
    customerId,
    'SELECT c.salesRecognitionDate, c.orderNumber, c.invoiceNumber, c.reference, c.description, c.salesAmount, c.invoiceQuantity ' +
      `FROM c WHERE c.customerId = @customerId AND c.type = 'salesLine'${year === undefined ? '' : ' AND c.year = @year'}`,
    year === undefined ? [] : [{ name: '@year', value: year }],
  );
}

/** The stored lines among these ids of one customer, with their year and indexed fields (ids not stored are absent). */
export async function storedLinesOf(customerId: string, ids: string[]): Promise<Map<string, StoredSalesLine>> {
  const out = new Map<string, StoredSalesLine>();
  for (let i = 0; i < ids.length; i += 100) {
    const rows = await queryPartition<StoredSalesLine>(
      customerId,
      `SELECT c.id, c.customerId, c.year, c.invoiceNumber, c.orderNumber, c.reference, c.salesRecognitionDate, c.salesAmount, c.customerSoldTo, c.customerReported
       FROM c WHERE c.customerId = @customerId AND c.type = 'salesLine' AND ARRAY_CONTAINS(@ids, c.id)`,
      [{ name: '@ids', value: ids.slice(i, i + 100) }],
    );
    for (const r of rows) out.set(r.id, r);
  }
  return out;
}

/** Every line of one customer, with the fields of the search's index (its rebuild). */
export function indexedLinesOf(customerId: string): Promise<IndexedSalesLine[]> {
  return queryPartition<IndexedSalesLine>(
    customerId,
    "SELECT c.id, c.customerId, c.invoiceNumber, c.orderNumber, c.reference, c.salesRecognitionDate, c.salesAmount, c.customerSoldTo, c.customerReported FROM c WHERE c.customerId = @customerId AND c.type = 'salesLine'",
    [],
  );
}

/** A stored line's year and the fields of the search's index (what a write leaves behind in the index). */
export type StoredSalesLine = IndexedSalesLine & { year: number };

const BULK = 100;

/**
 * Bulk calls in flight at once: while the database applies one, the next is being sent (4 wrote no faster
 * during an import, whose next chunk is planned meanwhile, and made the customers' reads wait longer).
 */
const BULK_IN_FLIGHT = 2;

/**
 * Runs the operations 100 per bulk call, a few calls at once, and gives each one's final status. Two
 * operations on one line would race between calls: all but the last one given are left out (status 0),
 * which is what running them in order leaves stored.
 */
async function bulk(ops: OperationInput[], accept: (status: number) => boolean): Promise<number[]> {
  return (await bulkOutcomes(ops, accept)).map((o) => o.status);
}

/** bulk, with the ETag of each version written (the import's rollback restores only those: If-Match). */
async function bulkOutcomes(ops: OperationInput[], accept: (status: number) => boolean): Promise<BulkOutcome[]> {
  const lastOf = new Map<string, number>();
  ops.forEach((op, at) =>
    lastOf.set(`${String(op.partitionKey)}\u0001${'id' in op && op.id ? op.id : (op as { resourceBody?: { id?: string } }).resourceBody?.id}`, at),
  );
  const kept = [...lastOf.values()].sort((a, b) => a - b);
  const statuses: BulkOutcome[] = ops.map(() => ({ status: 0 }));
  const calls: number[][] = [];
  for (let i = 0; i < kept.length; i += BULK) calls.push(kept.slice(i, i + BULK));
  let next = 0;
  const worker = async () => {
    for (let c = next++; c < calls.length; c = next++) {
      // Outside a request (an import), the customers' requests go first.
      await giveWay();
      // The partition key is given explicitly, as the local server needs.
      const results = await bulkWithRetryOutcomes(
        sales(),
        calls[c].map((at) => ops[at]),
        accept,
        'Écriture des lignes de vente',
      );
      calls[c].forEach((at, k) => (statuses[at] = results[k]));
    }
  };
  await Promise.all(Array.from({ length: Math.min(BULK_IN_FLIGHT, calls.length) }, worker));
  return statuses;
}

/** Upserts lines (any customers), 100 per bulk call. Gives the ETag each line was written with. */
export async function upsertSalesLines(lines: readonly SalesLineDoc[]): Promise<(string | undefined)[]> {
  const outcomes = await bulkOutcomes(
    lines.map((l) => ({ operationType: BulkOperationType.Upsert, partitionKey: l.customerId, resourceBody: l as unknown as JSONObject })),
    (status) => status < 400,
  );
  return outcomes.map((o) => o.etag);
}

/**
 * Writes lines whose writer knows whether each is stored: created when it is not, replaced when it is. Gives the
 * positions of the lines where that no longer held (409: created meanwhile; 404: deleted meanwhile), left unwritten.
 */
export async function writeSalesLinesAsKnown(
  lines: readonly { line: SalesLineDoc; stored: boolean }[],
): Promise<{ refused: number[]; etags: (string | undefined)[] }> {
  const outcomes = await bulkOutcomes(
    lines.map(({ line, stored }) =>
      stored
        ? { operationType: BulkOperationType.Replace, partitionKey: line.customerId, id: line.id, resourceBody: line as unknown as JSONObject }
        : { operationType: BulkOperationType.Create, partitionKey: line.customerId, resourceBody: line as unknown as JSONObject },
    ),
    (status) => status < 400 || status === 404 || status === 409,
  );
  return { refused: outcomes.flatMap(({ status }, at) => (status === 404 || status === 409 ? [at] : [])), etags: outcomes.map((o) => o.etag) };
}

/**
 * A rollback's writes: each line deleted or replaced only while it is still the version named (If-Match).
 * Gives each operation's status (412 changed since, 404 gone; neither stops the others) and new ETag.
 */
export async function undoSalesLinesIfMatch(
  ops: readonly ({ customerId: string; id: string; etag: string } & ({ delete: true } | { line: SalesLineDoc }))[],
): Promise<BulkOutcome[]> {
  return bulkOutcomes(
    ops.map((op) =>
      'line' in op
        ? { operationType: BulkOperationType.Replace, partitionKey: op.customerId, id: op.id, resourceBody: op.line as unknown as JSONObject, ifMatch: op.etag }
        : { operationType: BulkOperationType.Delete, partitionKey: op.customerId, id: op.id, ifMatch: op.etag },
    ),
    (status) => status < 400 || status === 404 || status === 412,
  );
}

/**
 * Sets one field of lines that still hold `from` there: a patch per line (other fields untouched, so a
 * concurrent writer of another field loses nothing), on the condition that the field still holds `from`.
 * Gives the ids patched; a line changed meanwhile (412) or gone (404) is left as it is.
 */
export async function patchSalesLinesField(
  customerId: string,
  ids: readonly string[],
  field: keyof SalesLineDoc,
  from: string,
  to: string,
  now: string,
): Promise<string[]> {
  const statuses = await bulk(
    ids.map((id) => ({
      operationType: BulkOperationType.Patch,
      id,
      partitionKey: customerId,
      resourceBody: {
        // A JSON string is a valid Cosmos SQL string literal, quotes and backslashes escaped.
        condition: `from c where c.${field} = ${JSON.stringify(from)}`,
        operations: [
          { op: 'set', path: `/${field}`, value: to },
          { op: 'set', path: '/updatedAt', value: now },
        ],
      },
    })),
    (status) => status < 400 || status === 404 || status === 412,
  );
  return ids.filter((_, at) => statuses[at] >= 200 && statuses[at] < 300);
}

/** Deletes lines by id (a missing line is not an error). */
export async function deleteSalesLines(refs: readonly { customerId: string; id: string }[]): Promise<void> {
  await bulk(
    refs.map((r) => ({ operationType: BulkOperationType.Delete, partitionKey: r.customerId, id: r.id })),
    (status) => status < 400 || status === 404,
  );
}

/**
 * Version of a customer's sales lines, one small document in the customer's partition: every writer of
 * lines bumps it (services/sales-lines.ts), so a reader may keep what it derived from the lines (the company
 * orders) and check with one point read that it still holds.
 */
interface SalesVersionDoc {
  id: 'sales-version';
  type: 'salesVersion';
  customerId: string;
  version: number;
}
const SALES_VERSION_ID = 'sales-version';

/** A customer's sales version document, for writers that set it whole (the seed). */
export const salesVersionDoc = (customerId: string, version: number): SalesVersionDoc => ({ id: SALES_VERSION_ID, type: 'salesVersion', customerId, version });

export async function salesVersionOf(customerId: string): Promise<number> {
  return (await readItem<SalesVersionDoc>(sales(), SALES_VERSION_ID, customerId))?.version ?? 0;
}

export async function bumpSalesVersion(customerId: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await sales()
        .item(SALES_VERSION_ID, customerId)
        .patch([{ op: 'incr', path: '/version', value: 1 }]);
      return;
    } catch (err) {
      if (!isCosmosStatus(err, 404)) throw err;
    }
    try {
      await sales().items.create(salesVersionDoc(customerId, 1));
      return;
    } catch (err) {
      // Created by a concurrent writer in between: increment theirs.
      if (!isCosmosStatus(err, 409)) throw err;
    }
  }
}
