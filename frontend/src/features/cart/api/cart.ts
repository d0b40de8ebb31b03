import useSWR from 'swr';
import type { Cart } from '@portail/common';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';

export type { Cart };

export const cartKey = (customerId: string) => `/carts/${encodeURIComponent(customerId)}`;

/** A customer without a cart yet answers 404: that is an empty cart, not an error. */
async function getCart(customerId: string): Promise<Cart | null> {
  try {
    return await apiRequest<Cart>(cartKey(customerId));
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 'not_found') return null;
    throw error;
  }
}

export function useCart(customerId: string | undefined) {
  return useSWR(customerId ? cartKey(customerId) : null, () => getCart(customerId as string));
}

export function useCartItemCount(customerId: string | undefined): number {
  return useCart(customerId).data?.itemCount ?? 0;
}
