import { z } from 'zod';
import { ADMIN_PAGE_SIZE, type ListSpec } from './list.js';

/** A Programme order as the back office lists it (ordersOneStryker): confirmed orders of every customer. */
export const adminOrderRowSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  customerNumber: z.string(),
  customerName: z.string(),
  orderNumber: z.string(),
  orderDate: z.string(),
  status: z.string(),
  totalAmount: z.number(),
  pointsSpent: z.number(),
  amountInvoiced: z.number(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const ADMIN_ORDER_LIST_SPEC: ListSpec<'orderDate' | 'orderNumber' | 'customerNumber' | 'customerName' | 'totalAmount'> = {
  sortable: ['orderDate', 'orderNumber', 'customerNumber', 'customerName', 'totalAmount'],
  defaultOrder: { field: 'orderDate', direction: 'desc' },
  pageSize: ADMIN_PAGE_SIZE,
};
