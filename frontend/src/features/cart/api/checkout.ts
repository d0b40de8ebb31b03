import { IDEMPOTENCY_KEY_HEADER, type CheckoutOrder, type CreateOrderFromCartRequest } from '@portail/common';
import { apiRequest } from '../../../lib/api-client';

/**
 * `attemptKey` is one UUID per checkout attempt: a retry after a network failure reuses it,
 * so the server answers the same order instead of debiting points twice.
 */
export const createOrderFromCart = (request: CreateOrderFromCartRequest, attemptKey: string): Promise<CheckoutOrder> =>
  apiRequest<CheckoutOrder>('/orderOneStryker/createOrderFromCart', {
    method: 'POST',
    body: request,
    headers: { [IDEMPOTENCY_KEY_HEADER]: attemptKey },
  });
