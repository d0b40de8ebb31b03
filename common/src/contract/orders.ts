import { z } from 'zod';
import { listQuerySchema } from './common.js';
import { searchSchema } from './company-orders.js';

/** Programme orders list query: pageNumber, orderBy ('field direction'), search. */
export const ordersPageQuerySchema = listQuerySchema.extend({ search: searchSchema });
export type OrdersPageQuery = z.infer<typeof ordersPageQuerySchema>;

export const ORDER_SORT_FIELDS = ['orderDate', 'orderNumber', 'totalAmount', 'status', 'customer.name'] as const;

export const programmeOrderSchema = z.object({
  id: z.string(),
  customer: z.object({ name: z.string() }),
  orderNumber: z.string(),
  totalAmount: z.number(),
  orderDate: z.string(),
  status: z.string(),
});
export type ProgrammeOrder = z.infer<typeof programmeOrderSchema>;
export const programmeOrdersPageSchema = z.array(programmeOrderSchema);

export const orderDetailLineSchema = z.object({
  reference: z.string(),
  description: z.string(),
  unitPrice: z.number(),
  quantity: z.number(),
  currentCost: z.number(),
});
export type OrderDetailLine = z.infer<typeof orderDetailLineSchema>;
export const orderDetailsSchema = z.array(orderDetailLineSchema);
