import { conflictBackoff, container, isCosmosStatus, readItem } from './cosmos.js';
import { ORDER_LIST_DOC_ID, type OrderDoc, type OrderListDoc, type OrderRow } from './model.js';

const customerData = () => container('customerData');

/** An order by id alone (the download and details paths carry no customer): a cross-partition lookup by id. */
export async function findOrderById(id: string): Promise<OrderDoc | undefined> {
  const { resources } = await customerData()
    .items.query<OrderDoc>({ query: "SELECT * FROM c WHERE c.id = @id AND c.type = 'order'", parameters: [{ name: '@id', value: id }] })
    .fetchAll();
  return resources[0];
}

/** Rebuilds that lost the race to another rebuild try again: each must end with a list read after its write. */
const MAX_REBUILDS = 10;

/**
 * The rows of all the customer's Programme orders, for the page to be sorted, searched and cut in memory
 * (order-sort.ts): one point read of the customer's order list. A list that does not exist yet (orders
 * from before it, seeded or imported) or that still shows a pending order (a checkout is under way, or
 * one stopped before its rebuild) is rebuilt from the orders first.
 */
export async function orderRows(customerId: string): Promise<OrderRow[]> {
  const list = await readItem<OrderListDoc>(customerData(), ORDER_LIST_DOC_ID, customerId);
  if (list && !list.rows.some((r) => r.status === 'pending')) return list.rows;
  return rebuildOrderList(customerId);
}

/**
 * Rebuilds the customer's order list from the orders; every order write calls it. The list is read
 * before the orders are queried and replaced only if it has not changed since (If-Match): a rebuild
 * that queried before a newer order was written can never overwrite a list that includes it.
 */
export async function rebuildOrderList(customerId: string): Promise<OrderRow[]> {
  for (let attempt = 0; ; attempt++) {
    const current = await readItem<OrderListDoc>(customerData(), ORDER_LIST_DOC_ID, customerId);
    const rows = await queryOrderRows(customerId);
    const doc: OrderListDoc = { id: ORDER_LIST_DOC_ID, type: 'orderList', customerId, rows, updatedAt: new Date().toISOString() };
    try {
      if (current) await customerData().item(ORDER_LIST_DOC_ID, customerId).replace(doc, { accessCondition: { type: 'IfMatch', condition: current._etag } });
      else await customerData().items.create(doc);
      return rows;
    } catch (err) {
      if (!(isCosmosStatus(err, 412) || isCosmosStatus(err, 409))) throw err;
      // Still losing after many tries: these rows are right for this caller; the list keeps a newer rebuild's.
      if (attempt >= MAX_REBUILDS) return rows;
      await conflictBackoff(attempt);
    }
  }
}

/** One single-partition query (a customer places a few orders a month). */
async function queryOrderRows(customerId: string): Promise<OrderRow[]> {
  const { resources } = await customerData()
    .items.query<OrderRow>(
      {
        // The partition is named in the SQL too (the local Cosmos server ignores the partitionKey option).
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
