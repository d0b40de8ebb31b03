import type { Cart, CartItemDto } from '@portail/common';
import type { StoredCart } from '../../data/carts-repository.js';
import { readCart } from '../../data/carts-repository.js';
import type { CartItem } from '../../model/carts.js';
import { availablePoints } from '../../data/points-repository.js';
import { cartTotals, customerOfCartItem } from '../../domain/points-ledger.js';
import { failure } from '../../http/errors.js';

export const toCartItemDto = (i: CartItem): CartItemDto => ({
  cartItemId: i.cartItemId,
  id: i.cartItemId,
  productId: i.productId,
  reference: i.reference,
  description: i.description,
  image: i.image ?? null,
  gimPackContent: i.gimPackContent ?? 0,
  price: i.price,
  quantity: i.quantity,
  vat: i.vat ?? 0,
});

/** The cart with its summary; the available points are the balance of the current year. */
export async function toCartDto(cart: StoredCart): Promise<Cart> {
  const available = await availablePoints(cart.customerId);
  const totals = cartTotals(cart.items, cart.discountRate, available);
  return {
    cartId: `cart-${cart.customerId}`,
    customerId: cart.customerId,
    discountRate: cart.discountRate,
    itemCount: totals.itemCount,
    cartItems: cart.items.map(toCartItemDto),
    totalArticles: totals.totalArticles,
    deliveryCost: totals.deliveryCost,
    billingFees: totals.billingFees,
    totalAmount: totals.totalAmount,
    discountedAmount: totals.discountedAmount,
    availablePoints: available,
    pointsToUse: totals.pointsToUse,
    remainingToPay: totals.remainingToPay,
    lastBillingAddressId: cart.lastAddresses?.billingId ?? null,
    lastShippingAddressId: cart.lastAddresses?.shippingId ?? null,
  };
}

/**
 * Customer owning a cart line, read from its id (ci-<random>-<customerId>): no query across partitions.
 * The caller must then call ctx.requireCustomer on it.
 */
export function ownerOfCartItem(cartItemId: string): string {
  const owner = customerOfCartItem(cartItemId);
  if (!owner) throw failure('cart_item_not_found');
  return owner;
}

/** The line in the customer's cart, or 404. */
export async function cartItemOf(customerId: string, cartItemId: string): Promise<CartItem> {
  const item = (await readCart(customerId))?.items.find((i) => i.cartItemId === cartItemId);
  if (!item) throw failure('cart_item_not_found');
  return item;
}
