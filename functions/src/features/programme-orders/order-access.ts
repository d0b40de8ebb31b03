import { idSchema } from '@portail/common';
import { z } from 'zod';
import { findOrderById } from '../../data/orders-repository.js';
import type { OrderDoc } from '../../model/orders.js';
import { failure } from '../../http/errors.js';

export const orderIdParams = z.strictObject({ id: idSchema });

/** The order, if the caller may see its customer; 404 otherwise (existence is not disclosed). */
export async function loadOrderFor(id: string, requireCustomer: (customerId: string) => void): Promise<OrderDoc> {
  const order = await findOrderById(id);
  if (!order) throw failure('order_not_found');
  try {
    requireCustomer(order.customerId);
  } catch {
    throw failure('order_not_found');
  }
  return order;
}
