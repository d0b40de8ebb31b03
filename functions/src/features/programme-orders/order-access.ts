import { fr, idSchema } from '@portail/common';
import { z } from 'zod';
import { findOrderById } from '../../data/orders-repository.js';
import type { OrderDoc } from '../../model/orders.js';
import { notFound } from '../../http/errors.js';

const MISSING_ORDER = fr['alert.error.order-not-found'];
export const orderIdParams = z.strictObject({ id: idSchema });

/** The order, if the caller may see its customer; 404 otherwise (existence is not disclosed). */
export async function loadOrderFor(id: string, requireCustomer: (customerId: string) => void): Promise<OrderDoc> {
  const order = await findOrderById(id);
  if (!order) throw notFound(MISSING_ORDER);
  try {
    requireCustomer(order.customerId);
  } catch {
    throw notFound(MISSING_ORDER);
  }
  return order;
}
