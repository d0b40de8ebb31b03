import { ORDER_SORT_FIELDS } from '@portail/common';
import { badRequest } from '../http/errors.js';
import type { OrdersPageRequest } from '../data/orders-repository.js';

const COLUMN: Record<(typeof ORDER_SORT_FIELDS)[number], OrdersPageRequest['sortField']> = {
  orderDate: 'orderDate',
  orderNumber: 'orderNumber',
  totalAmount: 'totalAmount',
  status: 'status',
  'customer.name': 'customerName',
};

/**
 * 'field direction' of the spec (e.g. "orderDate desc", field names matched case-insensitively) to a
 * column and a direction. Newest first when absent; 400 with a French message for an unknown field.
 */
export function parseOrderSort(orderBy: string | undefined): Pick<OrdersPageRequest, 'sortField' | 'descending'> {
  if (!orderBy) return { sortField: 'orderDate', descending: true };
  const [field, direction = 'asc'] = orderBy.trim().split(/\s+/);
  const key = ORDER_SORT_FIELDS.find((f) => f.toLowerCase() === field.toLowerCase());
  if (!key) throw badRequest(`Paramètre « orderBy » : tri impossible sur « ${field} » (champs possibles : ${ORDER_SORT_FIELDS.join(', ')})`, 'orderBy');
  return { sortField: COLUMN[key], descending: direction.toLowerCase() === 'desc' };
}
