import { BulkOperationType, type JSONObject, type OperationInput } from '@azure/cosmos';
import type { ListRequest } from '@portail/common';
import { randomUUID } from 'node:crypto';
import { bulkWithRetry, container, isCosmosStatus, readByIds, readItem, transactionalBatch } from './cosmos.js';
import { countWhere, mergeFilters, queryPage, queryPartition, searchFilter, type Filter } from './list-query.js';
import {
  kpiCustomerDocId,
  kpiYearPartition,
  KPI_ORDERS_PARTITION,
  KPI_VERSION_ID,
  type KpiCustomerDoc,
  type KpiOrderLineDoc,
  type KpiVersionDoc,
} from '../model/kpi.js';
import type { OrderDoc } from '../model/orders.js';
import type { SettingDoc } from '../model/settings.js';

/**
 * The KPI aggregates (model/kpi.ts) and the KPI settings. Reads of the screens are single-partition: the
 * customer rows of a year ('kpi-<year>') and the order lines ('kpi-orders') of the customerData container.
 */

const customerData = () => container('customerData');

export type StoredKpiRow = KpiCustomerDoc & { _etag: string };

/** Every customer row of a year: one single-partition query, as many documents as customers. */
export function kpiRowsOf(year: number): Promise<KpiCustomerDoc[]> {
  const pk = kpiYearPartition(year);
  return queryPartition<KpiCustomerDoc>(customerData(), pk, "SELECT * FROM c WHERE c.customerId = @pk AND c.type = 'kpiCustomer'", [
    { name: '@pk', value: pk },
  ]);
}

export const readKpiRow = (customerId: string, year: number) => readItem<KpiCustomerDoc>(customerData(), kpiCustomerDocId(customerId), kpiYearPartition(year));

/**
 * The version of a year's rows (model/kpi.ts): one point read, what a reader compares with the one its
 * figures were computed at. '' while no row of the year was written since versions exist.
 */
export async function kpiVersionOf(year: number): Promise<string> {
  const pk = kpiYearPartition(year);
  return (await readItem<KpiVersionDoc>(customerData(), KPI_VERSION_ID, pk))?.version ?? '';
}

const newVersion = (pk: string): OperationInput => {
  const doc: KpiVersionDoc = { id: KPI_VERSION_ID, type: 'kpiVersion', customerId: pk, version: randomUUID(), updatedAt: new Date().toISOString() };
  return { operationType: BulkOperationType.Upsert, partitionKey: pk, resourceBody: doc as unknown as JSONObject };
};

/**
 * A change of a row and a new version of its year in one transactional batch: both land or neither, so no
 * reader can keep figures of rows older than the version it finds (a separate write of the version could
 * fail after the row's, or be cut by the request's budget). A refused batch throws an error whose `code` is
 * the failed operation's status, as the SDK's own errors carry theirs, however the batch reported it.
 */
async function changeWithNewVersion(pk: string, change: OperationInput): Promise<void> {
  const { statuses, status } = await transactionalBatch(customerData(), [change, newVersion(pk)], pk);
  const failed = statuses.find((s) => s >= 400 && s !== 424) ?? statuses.find((s) => s >= 400) ?? (status >= 400 ? status : undefined);
  if (failed !== undefined || statuses.length !== 2) {
    const code = failed ?? 500;
    throw Object.assign(new Error(`Lot de la ligne KPI refusé (${code})`), { code });
  }
}

/** Writes a row: If-Match the version read (a 412 means a newer refresh won: read again), or creates it (409 likewise). */
export async function writeKpiRow(doc: KpiCustomerDoc, etag: string | undefined): Promise<void> {
  const { _etag: _, ...body } = doc as StoredKpiRow;
  const resourceBody = body as unknown as JSONObject;
  await changeWithNewVersion(
    doc.customerId,
    etag
      ? { operationType: BulkOperationType.Replace, id: doc.id, partitionKey: doc.customerId, resourceBody, ifMatch: etag }
      : { operationType: BulkOperationType.Create, partitionKey: doc.customerId, resourceBody },
  );
}

export async function deleteKpiRow(customerId: string, year: number): Promise<void> {
  const pk = kpiYearPartition(year);
  await changeWithNewVersion(pk, { operationType: BulkOperationType.Delete, id: kpiCustomerDocId(customerId), partitionKey: pk }).catch((err: unknown) => {
    // Already gone: nothing changed, the version stays.
    if (!isCosmosStatus(err, 404)) throw err;
  });
}

export type KpiOrder = Pick<OrderDoc, 'id' | 'customerId' | 'customerNumber' | 'customerName' | 'orderNumber' | 'orderDate' | 'year' | 'status' | 'lines'>;

/** A customer's confirmed programme orders of a year (its partition; a few orders a month). */
export function confirmedOrdersOf(customerId: string, year: number): Promise<KpiOrder[]> {
  return queryPartition<KpiOrder>(
    customerData(),
    customerId,
    'SELECT c.id, c.customerId, c.customerNumber, c.customerName, c.orderNumber, c.orderDate, c.year, c.status, c.lines ' +
      "FROM c WHERE c.customerId = @customerId AND c.type = 'order' AND c.year = @year AND c.status = 'confirmed'",
    [
      { name: '@customerId', value: customerId },
      { name: '@year', value: year },
    ],
  );
}

/** Ids of the order-line rows of a customer and year. */
function orderLineIdsOf(customerId: string, year: number): Promise<string[]> {
  return queryPartition<string>(
    customerData(),
    KPI_ORDERS_PARTITION,
    "SELECT VALUE c.id FROM c WHERE c.customerId = @pk AND c.type = 'kpiOrderLine' AND c.ownerId = @owner AND c.year = @year",
    [
      { name: '@pk', value: KPI_ORDERS_PARTITION },
      { name: '@owner', value: customerId },
      { name: '@year', value: year },
    ],
  );
}

/**
 * Makes the order-line rows of a customer and year these: rows not stored yet are written (all of them when
 * `rewrite`: a confirmed order never changes, so a refresh only adds), stored rows not given are deleted. In
 * bulk calls of up to 100 operations rather than one request per row: the refresh that follows checkouts
 * wrote the rows of each new order one by one, a request per line that a same-database floor does not make.
 */
export async function replaceOrderLines(customerId: string, year: number, rows: readonly KpiOrderLineDoc[], rewrite = false): Promise<void> {
  const keep = new Set(rows.map((r) => r.id));
  const stored = new Set(await orderLineIdsOf(customerId, year));
  await writeOrderLines(
    rows.filter((row) => rewrite || !stored.has(row.id)),
    [...stored].filter((id) => !keep.has(id)),
  );
}

/** Writes these order-line rows (upserts: a row written twice is the same row) and deletes those of `gone`, in bulk calls. */
export async function writeOrderLines(rows: readonly KpiOrderLineDoc[], gone: readonly string[] = []): Promise<void> {
  const writes: OperationInput[] = [
    ...rows.map((row): OperationInput => ({
      operationType: BulkOperationType.Upsert,
      partitionKey: KPI_ORDERS_PARTITION,
      resourceBody: row as unknown as JSONObject,
    })),
    ...gone.map((id): OperationInput => ({ operationType: BulkOperationType.Delete, id, partitionKey: KPI_ORDERS_PARTITION })),
  ];
  // A row deleted meanwhile (404) is as wanted.
  if (writes.length > 0) await bulkWithRetry(customerData(), writes, (status) => status < 400 || status === 404, 'Écriture des lignes KPI des commandes');
}

/** Orders of a customer by id (point reads in bulk calls): those that are gone are left out. */
export async function ordersByIds(customerId: string, ids: readonly string[]): Promise<KpiOrder[]> {
  const docs = await readByIds<KpiOrder & { type?: string }>(
    customerData(),
    ids.map((id) => ({ id, partitionKey: customerId })),
  );
  return docs.filter((d) => d.type === 'order');
}

/** Every customer id (cross-partition; the programme has a few hundred customers): what a rebuild walks. */
export async function allCustomerIds(): Promise<string[]> {
  const { resources } = await container('customers')
    .items.query<string>({ query: "SELECT VALUE c.id FROM c WHERE c.type = 'customer'" }, { maxItemCount: -1 })
    .fetchAll();
  return resources;
}

/** One page of « Commandes One Stryker » and its total: an ordered read of one partition. */
export async function orderLinesPage(request: ListRequest): Promise<{ items: KpiOrderLineDoc[]; totalCount: number }> {
  const base: Filter = { where: ['c.customerId = @pk', "c.type = 'kpiOrderLine'"], parameters: [{ name: '@pk', value: KPI_ORDERS_PARTITION }] };
  const filter = request.search ? mergeFilters(base, searchFilter('c.searchText', request.search)) : base;
  const c = customerData();
  const [items, totalCount] = await Promise.all([
    queryPage<KpiOrderLineDoc>(
      c,
      { ...filter, orderBy: `c.${request.order.field}`, direction: request.order.direction, partitionKey: KPI_ORDERS_PARTITION },
      request,
    ),
    countWhere(c, { ...filter, partitionKey: KPI_ORDERS_PARTITION }),
  ]);
  return { items, totalCount };
}

/**
 * The order-line rows of confirmed programme orders, of one year or of all, newest order first (the orders tab's
 * default order): one single-partition query, as many documents as lines of the points shop (a few thousand).
 */
export async function orderLines(year: number | undefined): Promise<KpiOrderLineDoc[]> {
  const where = year === undefined ? '' : ' AND c.year = @year';
  const rows = await queryPartition<KpiOrderLineDoc>(
    customerData(),
    KPI_ORDERS_PARTITION,
    `SELECT * FROM c WHERE c.customerId = @pk AND c.type = 'kpiOrderLine'${where}`,
    [{ name: '@pk', value: KPI_ORDERS_PARTITION }, ...(year === undefined ? [] : [{ name: '@year', value: year }])],
  );
  return rows.sort((a, b) => b.orderDate.localeCompare(a.orderDate) || a.orderNumber.localeCompare(b.orderNumber) || a.id.localeCompare(b.id));
}

/** The KPI settings by name (point reads); a missing one is absent from the answer. */
export async function readKpiSettings(names: readonly string[]): Promise<Map<string, string>> {
  const docs = await Promise.all(names.map((n) => readItem<SettingDoc>(container('settings'), n, n)));
  return new Map(docs.filter((d): d is SettingDoc & { _etag: string } => d?.type === 'setting').map((d) => [d.id, d.value]));
}

export type StoredSetting = SettingDoc & { _etag: string };

/** These KPI settings' documents, each with its version; a setting never written is absent. */
export async function readKpiSettingDocs(names: readonly string[]): Promise<Map<string, StoredSetting>> {
  const docs = await Promise.all(names.map((n) => readItem<SettingDoc>(container('settings'), n, n)));
  return new Map(docs.filter((d): d is StoredSetting => d?.type === 'setting').map((d) => [d.id, d]));
}

/**
 * Writes a KPI setting over the version read of its document (etag; undefined: none was stored). False when
 * it changed meanwhile: the stored one is not overwritten.
 */
export async function writeKpiSetting(name: string, value: string, etag: string | undefined): Promise<boolean> {
  const doc: SettingDoc = { id: name, type: 'setting', value, updatedAt: new Date().toISOString() };
  try {
    if (etag)
      await container('settings')
        .item(name, name)
        .replace<SettingDoc>(doc, { accessCondition: { type: 'IfMatch', condition: etag } });
    else await container('settings').items.create<SettingDoc>(doc);
    return true;
  } catch (err) {
    if (isCosmosStatus(err, 412) || isCosmosStatus(err, 409) || isCosmosStatus(err, 404)) return false;
    throw err;
  }
}

const WATERMARK_ID = 'kpi-catch-up';

/** Server time (seconds) up to which the catch-up has seen the changes of points and orders. */
export async function readKpiWatermark(): Promise<number | undefined> {
  return (await readItem<{ value: number }>(container('settings'), WATERMARK_ID, WATERMARK_ID))?.value;
}

export async function writeKpiWatermark(seconds: number): Promise<void> {
  await container('settings').items.upsert({ id: WATERMARK_ID, type: 'counter', value: seconds, updatedAt: new Date().toISOString() });
}

/** A (customer, year) whose points or programme orders were written in an interval. */
export interface KpiSourceChange {
  customerId: string;
  year: number;
  /** The orders of the year written, and whether each is confirmed now. */
  orders: { id: string; confirmed: boolean }[];
  /** The _etag of points-<year> when that document was written in the interval, else null. */
  pointsEtag: string | null;
}

/**
 * The (customer, year) pairs whose points or programme orders were written between `sinceSeconds` and
 * `untilSeconds` (the server's _ts, both included): a query across partitions whose answer is bounded by the
 * writes of the interval.
 */
export async function pointsOrOrdersChangedBetween(sinceSeconds: number, untilSeconds: number): Promise<KpiSourceChange[]> {
  const { resources } = await customerData()
    .items.query<{ id: string; customerId: string; year: number; type: 'points' | 'order'; status?: string; _etag: string }>({
      query:
        "SELECT c.id, c.customerId, c.year, c.type, c.status, c._etag FROM c WHERE (c.type = 'points' OR c.type = 'order') AND c._ts >= @since AND c._ts <= @until",
      parameters: [
        { name: '@since', value: sinceSeconds },
        { name: '@until', value: untilSeconds },
      ],
    })
    .fetchAll();
  const changes = new Map<string, KpiSourceChange>();
  for (const r of resources) {
    if (typeof r.year !== 'number') continue;
    const key = `${r.customerId}/${r.year}`;
    const change = changes.get(key) ?? { customerId: r.customerId, year: r.year, orders: [], pointsEtag: null };
    if (r.type === 'order') change.orders.push({ id: r.id, confirmed: r.status === 'confirmed' });
    else change.pointsEtag = r._etag;
    changes.set(key, change);
  }
  return [...changes.values()];
}

/** What a row was computed from: the version of points-<year>, and the orders it counts. */
export interface KpiRowSources {
  pointsEtag: string | null;
  orderIds: ReadonlySet<string>;
}

/** What each of these customers' rows of a year was computed from (customers without a row are absent). */
export async function kpiRowsSources(year: number, customerIds: string[]): Promise<Map<string, KpiRowSources>> {
  const out = new Map<string, KpiRowSources>();
  const pk = kpiYearPartition(year);
  for (let i = 0; i < customerIds.length; i += 200) {
    const rows = await queryPartition<{ ownerId: string; pointsEtag?: string | null; orderIds?: string[] }>(
      customerData(),
      pk,
      "SELECT c.ownerId, c.pointsEtag, c.orders.ids AS orderIds FROM c WHERE c.customerId = @pk AND c.type = 'kpiCustomer' AND ARRAY_CONTAINS(@owners, c.ownerId)",
      [
        { name: '@pk', value: pk },
        { name: '@owners', value: customerIds.slice(i, i + 200) },
      ],
    );
    for (const r of rows) out.set(r.ownerId, { pointsEtag: r.pointsEtag ?? null, orderIds: new Set(r.orderIds ?? []) });
  }
  return out;
}
