import { BulkOperationType, type OperationInput, type PatchOperation } from '@azure/cosmos';
import { container, isCosmosStatus, readItem } from './cosmos.js';
import { withEtagRetry } from './etag-retry.js';
import { ownerOf } from './lookups-repository.js';
import { customerOfOrder } from '../domain/points-ledger.js';
import { ORDER_LIST_DOC_ID, type OrderDoc, type OrderListDoc, type OrderRow } from '../model/orders.js';

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
 * (order-sort.ts): one point read of the customer's order list. A list that does not exist yet (orders
 * from before it, seeded or imported) or that still shows a pending order (a checkout under way, or one
 * stopped between its order write and the list's) is rebuilt from the orders first.
 */
export async function orderRows(customerId: string): Promise<OrderRow[]> {
  const list = await readItem<OrderListDoc>(customerData(), ORDER_LIST_DOC_ID, customerId);
  const rows = list ? Object.values(list.rows) : [];
  if (list && !rows.some((r) => r.status === 'pending')) return rows;
  return rebuildOrderList(customerId);
}

/**
 * Puts an order's row in its customer's list, after the order was written: one patch of that row alone,
 * so concurrent orders never clash. Without a list yet, the list is built from the orders.
 */
export async function recordOrderRow(order: OrderRow & { customerId: string }): Promise<'patched' | 'rebuilt'> {
  return patchList(order.customerId, [{ op: 'set', path: `/rows/${order.id}`, value: toRow(order) }]);
}

/**
 * recordOrderRow as one operation of a transactional batch that writes the order too (the checkout): the row
 * lands with the order. The list must exist: a batch refused on it (404) is made again without, and the row
 * then recorded with recordOrderRow, which builds the list.
 */
export const orderRowPatch = (order: OrderRow & { customerId: string }): OperationInput => ({
  operationType: BulkOperationType.Patch,
  id: ORDER_LIST_DOC_ID,
  partitionKey: order.customerId,
  resourceBody: {
    operations: [
      { op: 'set', path: `/rows/${order.id}`, value: toRow(order) },
      { op: 'set', path: '/updatedAt', value: new Date().toISOString() },
    ],
  },
});

/** 'rebuilt' when there was no list yet: it was built from the orders as stored, not from `operations`. */
async function patchList(customerId: string, operations: PatchOperation[]): Promise<'patched' | 'rebuilt'> {
  try {
    await customerData()
      .item(ORDER_LIST_DOC_ID, customerId)
      .patch([...operations, { op: 'set', path: '/updatedAt', value: new Date().toISOString() }]);
    return 'patched';
  } catch (err) {
    if (!isCosmosStatus(err, 404)) throw err;
    await rebuildOrderList(customerId);
    return 'rebuilt';
  }
}

/**
 * Builds the customer's order list from the orders. The list is read before the orders are queried and
 * replaced only if nothing changed it since (If-Match): a rebuild that queried before a newer order was
 * recorded can never drop that order's row.
 */
function rebuildOrderList(customerId: string): Promise<OrderRow[]> {
  let rows: OrderRow[] = [];
  return withEtagRetry(
    MAX_REBUILDS,
    async () => {
      const current = await readItem<OrderListDoc>(customerData(), ORDER_LIST_DOC_ID, customerId);
      rows = await queryOrderRows(customerId);
      const doc: OrderListDoc = {
        id: ORDER_LIST_DOC_ID,
        type: 'orderList',
        customerId,
        rows: Object.fromEntries(rows.map((r) => [r.id, toRow(r)])),
        updatedAt: new Date().toISOString(),
      };
      if (current)
        await customerData()
          .item(ORDER_LIST_DOC_ID, customerId)
          .replace(doc, { accessCondition: { type: 'IfMatch', condition: current._etag } });
      else await customerData().items.create(doc);
      return rows;
    },
    // Still losing after many tries: these rows are right for this caller; the list keeps the newer writes.
    { retryOn: [412, 409], contended: { fallback: () => rows } },
  );
}

/** One single-partition query (a customer places a few orders a month). */
async function queryOrderRows(customerId: string): Promise<OrderRow[]> {
  const { resources } = await customerData()
    .items.query<OrderRow>(
      {
        // The partition is named in the SQL too (the local Cosmos server as published ignores the partitionKey option).
        query: "SELECT c.id, c.customerName, c.orderNumber, c.totalAmount, c.orderDate, c.status FROM c WHERE c.customerId = @customerId AND c.type = 'order'",
        parameters: [{ name: '@customerId', value: customerId }],
      },
      { partitionKey: customerId },
    )
    .fetchAll();
  return resources;
}

/** Records the invoice's blob name on the order (a single-field patch: concurrent writers do not clash). */
export async function setInvoiceBlob(order: Pick<OrderDoc, 'id' | 'customerId'>, blobName: string): Promise<void> {
  await customerData()
    .item(order.id, order.customerId)
    .patch([
      { op: 'set', path: '/invoiceBlob', value: blobName },
      { op: 'set', path: '/updatedAt', value: new Date().toISOString() },
    ]);
}
