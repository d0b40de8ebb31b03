import { BulkOperationType, type OperationInput, type PatchOperation } from '@azure/cosmos';
import { container, isCosmosStatus, readItem } from './cosmos.js';
import { withEtagRetry } from './etag-retry.js';
import { queryPartition } from './list-query.js';
import { ownerOf } from './lookups-repository.js';
import { customerOfOrder } from '../domain/points-ledger.js';
import { FORMER_ORDER_LIST_DOC_ID, orderListDocId, type OrderDoc, type OrderListDoc, type OrderRow } from '../model/orders.js';

const customerData = () => container('customerData');

/**
 * An order by id alone (the download and details paths carry no customer): a point read in the partition of
 * the customer its id carries, or, for an id of the former form, in that of its owner's lookup.
 */
export async function findOrderById(id: string): Promise<OrderDoc | undefined> {
  const customerId = customerOfOrder(id) ?? (await ownerOf('order', id));
  if (!customerId) return undefined;
  const doc = await readItem<OrderDoc>(customerData(), id, customerId);
  return doc?.type === 'order' ? doc : undefined;
}

/** Rebuilds that lost the race to another write try again: each must end with a list read after its query. */
const MAX_REBUILDS = 11;

type ListedOrder = OrderRow & { customerId: string; year: number };

const toRow = (o: OrderRow): OrderRow => ({
  id: o.id,
  customerName: o.customerName,
  orderNumber: o.orderNumber,
  totalAmount: o.totalAmount,
  orderDate: o.orderDate,
  status: o.status,
});

/**
 * The rows of all the customer's Programme orders, for the page to be sorted, searched and cut in memory
 * (order-sort.ts): the customer's lists of every year, read by one query of its partition. Lists that do not
 * exist yet (orders from before them, seeded or imported, or only the former list of every year) or that
 * still show a pending order (a checkout under way, or one stopped between its order write and the list's)
 * are rebuilt from the orders first.
 */
export async function orderRows(customerId: string): Promise<OrderRow[]> {
  const lists = await queryOrderLists(customerId);
  const rows = lists.flatMap((list) => Object.values(list.rows));
  if (lists.length > 0 && !rows.some((r) => r.status === 'pending')) return rows;
  return rebuildOrderLists(customerId);
}

/**
 * Puts an order's row in its customer's list of its year, after the order was written: one patch of that row
 * alone, so concurrent orders never clash. Without that list yet, the lists are built from the orders.
 */
export async function recordOrderRow(order: ListedOrder): Promise<'patched' | 'rebuilt'> {
  try {
    await customerData().item(orderListDocId(order.year), order.customerId).patch(rowOperations(order));
    return 'patched';
  } catch (err) {
    if (!isCosmosStatus(err, 404)) throw err;
    await rebuildOrderLists(order.customerId);
    return 'rebuilt';
  }
}

/**
 * recordOrderRow as one operation of a transactional batch that writes the order too (the checkout): the row
 * lands with the order. The list must exist: a batch refused on it (404) is made again without, and the row
 * then recorded with recordOrderRow, which builds the lists.
 */
export const orderRowPatch = (order: ListedOrder): OperationInput => ({
  operationType: BulkOperationType.Patch,
  id: orderListDocId(order.year),
  partitionKey: order.customerId,
  resourceBody: { operations: rowOperations(order) },
});

/** The patch of a list that sets an order's row. */
const rowOperations = (order: ListedOrder): PatchOperation[] => [
  { op: 'set', path: `/rows/${order.id}`, value: toRow(order) },
  { op: 'set', path: '/updatedAt', value: new Date().toISOString() },
];

/**
 * Builds the customer's list of every year it has orders in, and of the current year (so that a customer
 * without orders has a list to read), from the orders; the former list of every year goes. Every year is
 * rebuilt, not only a missing one: a list that exists says the lists of the other years do too.
 */
async function rebuildOrderLists(customerId: string): Promise<OrderRow[]> {
  const years = new Set(await orderYears(customerId));
  years.add(new Date().getUTCFullYear());
  const rows = await Promise.all([...years].map((year) => rebuildOrderList(customerId, year)));
  // The former list is left out of every read: one this delete misses is only space, which the next rebuild frees.
  await customerData()
    .item(FORMER_ORDER_LIST_DOC_ID, customerId)
    .delete()
    .catch(() => undefined);
  return rows.flat();
}

/**
 * The list of one year from its orders. The list is read before the orders are queried and replaced only if
 * nothing changed it since (If-Match): a rebuild that queried before a newer order was recorded can never
 * drop that order's row.
 */
function rebuildOrderList(customerId: string, year: number): Promise<OrderRow[]> {
  let rows: OrderRow[] = [];
  const id = orderListDocId(year);
  return withEtagRetry(
    MAX_REBUILDS,
    async () => {
      const current = await readItem<OrderListDoc>(customerData(), id, customerId);
      rows = (await queryOrderRows(customerId, year)).map(toRow);
      const doc: OrderListDoc = {
        id,
        type: 'orderList',
        customerId,
        year,
        rows: Object.fromEntries(rows.map((r) => [r.id, r])),
        updatedAt: new Date().toISOString(),
      };
      if (current)
        await customerData()
          .item(id, customerId)
          .replace(doc, { accessCondition: { type: 'IfMatch', condition: current._etag } });
      else await customerData().items.create(doc);
      return rows;
    },
    // Still losing after many tries: these rows are right for this caller; the list keeps the newer writes.
    { retryOn: [412, 409], contended: { fallback: () => rows } },
  );
}

/** The customer's lists of every year: one single-partition query (the former list of every year left out). */
async function queryOrderLists(customerId: string): Promise<OrderListDoc[]> {
  const { resources } = await customerData()
    .items.query<OrderListDoc>(
      {
        query: "SELECT * FROM c WHERE c.customerId = @customerId AND c.type = 'orderList' AND c.id != @former",
        parameters: [
          { name: '@customerId', value: customerId },
          { name: '@former', value: FORMER_ORDER_LIST_DOC_ID },
        ],
      },
      { partitionKey: customerId },
    )
    .fetchAll();
  return resources;
}

/** The rows of a customer's orders of one year: one single-partition query (a customer places a few orders a month). */
function queryOrderRows(customerId: string, year: number): Promise<(OrderRow & { year: number })[]> {
  // The partition is named in the SQL too (the local Cosmos server as published ignores the partitionKey option).
  return queryPartition<OrderRow & { year: number }>(
    customerData(),
    customerId,
    "SELECT c.id, c.customerName, c.orderNumber, c.totalAmount, c.orderDate, c.status, c.year FROM c WHERE c.customerId = @customerId AND c.type = 'order' AND c.year = @year",
    [
      { name: '@customerId', value: customerId },
      { name: '@year', value: year },
    ],
  );
}

/** The year of each of the customer's orders (one number per order, not the whole row). */
const orderYears = (customerId: string): Promise<number[]> =>
  queryPartition<number>(customerData(), customerId, "SELECT VALUE c.year FROM c WHERE c.customerId = @customerId AND c.type = 'order'", [
    { name: '@customerId', value: customerId },
  ]);

/** Records the invoice's blob name on the order (a single-field patch: concurrent writers do not clash). */
export async function setInvoiceBlob(order: Pick<OrderDoc, 'id' | 'customerId'>, blobName: string): Promise<void> {
  await customerData()
    .item(order.id, order.customerId)
    .patch([
      { op: 'set', path: '/invoiceBlob', value: blobName },
      { op: 'set', path: '/updatedAt', value: new Date().toISOString() },
    ]);
}
