import type { SqlParameter } from '@azure/cosmos';
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

export interface OrdersPageRequest {
  /** Already lower case. */
  search?: string;
  /** A field of OrderDoc, validated by the caller. */
  sortField: 'orderDate' | 'orderNumber' | 'totalAmount' | 'status' | 'customerName';
  descending: boolean;
  /** How many of the first rows to read (pageNumber × pageSize: a customer has few orders). */
  top: number;
}

export type OrderRow = Pick<OrderDoc, 'id' | 'customerName' | 'orderNumber' | 'totalAmount' | 'orderDate' | 'status'>;

/** The partition is named in the SQL too (the local Cosmos server ignores the partitionKey option). */
function where(customerId: string, search: string | undefined): { clause: string; parameters: SqlParameter[] } {
  const parameters: SqlParameter[] = [{ name: '@customerId', value: customerId }];
  if (!search) return { clause: "c.customerId = @customerId AND c.type = 'order'", parameters };
  parameters.push({ name: '@s', value: search });
  return { clause: "c.customerId = @customerId AND c.type = 'order' AND (CONTAINS(LOWER(c.orderNumber), @s) OR CONTAINS(LOWER(c.status), @s))", parameters };
}

/** The first `top` orders of a customer in the requested order (single partition, no OFFSET). */
export async function firstOrders(customerId: string, req: OrdersPageRequest): Promise<OrderRow[]> {
  const { clause, parameters } = where(customerId, req.search);
  const top = Math.max(1, Math.trunc(req.top));
  const { resources } = await customerData()
    .items.query<OrderRow>(
      {
        query: `SELECT TOP ${top} c.id, c.customerName, c.orderNumber, c.totalAmount, c.orderDate, c.status FROM c WHERE ${clause} ORDER BY c.${req.sortField} ${req.descending ? 'DESC' : 'ASC'}`,
        parameters,
      },
      { partitionKey: customerId },
    )
    .fetchAll();
  return resources;
}

export async function countOrders(customerId: string, search?: string): Promise<number> {
  const { clause, parameters } = where(customerId, search);
  const { resources } = await customerData()
    .items.query<number>({ query: `SELECT VALUE COUNT(1) FROM c WHERE ${clause}`, parameters }, { partitionKey: customerId })
    .fetchAll();
  return resources[0] ?? 0;
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
