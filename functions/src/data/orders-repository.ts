import { container } from './cosmos.js';
import type { OrderDoc } from './model.js';

const customerData = () => container('customerData');

/** An order by id alone (the download and details paths carry no customer): a cross-partition lookup by id. */
export async function findOrderById(id: string): Promise<OrderDoc | undefined> {
  const { resources } = await customerData()
    .items.query<OrderDoc>({ query: "SELECT * FROM c WHERE c.id = @id AND c.type = 'order'", parameters: [{ name: '@id', value: id }] })
    .fetchAll();
  return resources[0];
}

export type OrderRow = Pick<OrderDoc, 'id' | 'customerName' | 'orderNumber' | 'totalAmount' | 'orderDate' | 'status'>;

/**
 * The summary rows of all the customer's Programme orders: one single-partition query (a customer
 * places a few orders a month), then the page is sorted, searched and cut in memory (order-sort.ts).
 * The partition is named in the SQL too (the local Cosmos server ignores the partitionKey option).
 */
export async function orderRows(customerId: string): Promise<OrderRow[]> {
  const { resources } = await customerData()
    .items.query<OrderRow>(
      {
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
