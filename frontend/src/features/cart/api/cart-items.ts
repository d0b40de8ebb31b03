import { mutate } from 'swr';
import type { AddCartItemRequest, Cart, ItemCount } from '@portail/common';
import { apiRequest } from '../../../lib/api-client';
import { cartKey } from './cart';

/** Adds a line then refreshes the cart, which also moves the top-bar badge. */
export async function addCartItem(customerId: string, item: AddCartItemRequest): Promise<number> {
  const { itemCount } = await apiRequest<ItemCount>(`/carts/items/${encodeURIComponent(customerId)}`, {
    method: 'POST',
    body: { ...item, customer: customerId },
  });
  await mutate(cartKey(customerId));
  return itemCount;
}

export async function updateCartQuantity(customerId: string, cartItemId: string, quantity: number): Promise<void> {
  const cart = await apiRequest<Cart>(`/carts/items/${encodeURIComponent(cartItemId)}/quantity`, {
    method: 'PUT',
    body: Math.max(1, quantity),
  });
  await mutate(cartKey(customerId), cart, { revalidate: false });
}

/** Refreshes the cart even when the removal fails: the line may already be gone (removed from another tab). */
export async function deleteCartItem(customerId: string, cartItemId: string): Promise<void> {
  try {
    await apiRequest(`/carts/items/${encodeURIComponent(cartItemId)}`, { method: 'DELETE' });
  } finally {
    await mutate(cartKey(customerId));
  }
}
