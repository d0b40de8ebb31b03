import { ADMIN_ORDER_LIST_SPEC, adminOrderRowSchema, type AdminOrderRow } from '@portail/common';
import type { OrderDoc } from '../model/orders.js';
import type { ResourceDeclaration } from './resource-declaration.js';

type OrderSort = (typeof ADMIN_ORDER_LIST_SPEC.sortable)[number];

/**
 * GET /api/orderOneStryker: the confirmed Programme orders of every customer (commercial staff: their
 * customers'), read-only; the lines come from GET orderOneStryker/{id}/details.
 */
export const orderDeclaration: ResourceDeclaration<OrderDoc, AdminOrderRow, never, OrderSort> = {
  path: 'orderOneStryker',
  singular: 'orderOneStryker',
  plural: 'ordersOneStryker',
  title: 'Commandes Programme',
  tag: 'orders',
  access: { read: 'staff', write: 'admin' },
  operations: ['list'],
  list: ADMIN_ORDER_LIST_SPEC,
  store: {
    container: 'customerData',
    type: 'order',
    partition: { byField: 'customerId' },
    where: ["c.status = 'confirmed'"],
    searchField: 'orderNumber',
    search: (s) => ({
      where: ['(CONTAINS(LOWER(c.orderNumber), @search) OR CONTAINS(LOWER(c.customerName), @search) OR CONTAINS(LOWER(c.customerNumber), @search))'],
      parameters: [{ name: '@search', value: s }],
    }),
    customerField: 'customerId',
    sortFields: {
      orderDate: 'orderDate',
      orderNumber: 'orderNumber',
      customerNumber: 'customerNumber',
      customerName: 'customerName',
      totalAmount: 'totalAmount',
    },
  },
  schemas: { item: adminOrderRowSchema },
  toDto: (d) => ({
    id: d.id,
    customerId: d.customerId,
    customerNumber: d.customerNumber,
    customerName: d.customerName,
    orderNumber: d.orderNumber,
    orderDate: d.orderDate,
    status: d.status,
    totalAmount: d.totalAmount,
    pointsSpent: d.pointsSpent,
    amountInvoiced: d.amountInvoiced,
  }),
  describe: (d) => d.orderNumber,
};
