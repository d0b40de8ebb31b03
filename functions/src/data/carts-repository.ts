import { container, readItem, withoutSystemProperties } from './cosmos.js';
import { withEtagRetry } from './etag-retry.js';
import { linesLeftAfterOrder } from '../domain/cart-claim.js';
import { CART_DOC_ID, type CartDoc, type CartItem } from '../model/carts.js';

/**
 * The cart of a customer: one document 'cart' in the customer's partition of customerData. Every change
 * is read → modify → replace with If-Match, retried on 412, so concurrent changes never lose one another.
 * Two fields beyond CartDoc serve checkout (features/checkout/checkout-flow.ts):
 * - claimedOrderIds: orders for which the cart was emptied (the last 50);
 * - voidedOrderIds: stale pending orders the recovery cancelled before their claim.
 */
export interface StoredCart extends CartDoc {
  claimedOrderIds?: string[];
  voidedOrderIds?: string[];
  /** Addresses of the last order made of this cart: the cart page preselects them. */
  lastAddresses?: { billingId: string; shippingId: string };
}

export type CartWithEtag = StoredCart & { _etag: string };

const customerData = () => container('customerData');
const KEEP_ORDER_IDS = 50;

export const readCart = async (customerId: string): Promise<CartWithEtag | undefined> => {
  const doc = await readItem<StoredCart>(customerData(), CART_DOC_ID, customerId);
  return doc?.type === 'cart' ? doc : undefined;
};

/**
 * The version of a customer's cart, for the back office's discount (If-Match): its document's, or that of
 * the empty cart of a customer who has none yet.
 */
export const cartVersion = (cart: CartWithEtag | undefined): string => cart?._etag ?? '"panier-vide"';

export function emptyCart(customerId: string, now = new Date().toISOString()): StoredCart {
  return { id: CART_DOC_ID, type: 'cart', customerId, discountRate: 0, items: [], createdAt: now, updatedAt: now };
}

/**
 * Applies `change` to the current cart (an empty one if none) and stores it, retrying on concurrent
 * writes. `change` may throw an ApiError to refuse; returning undefined leaves the cart untouched.
 */
export function mutateCart(customerId: string, change: (cart: StoredCart) => StoredCart | undefined): Promise<StoredCart> {
  return withEtagRetry(
    30,
    async () => {
      const current = await readCart(customerId);
      const base: StoredCart = current ? withoutSystemProperties(current) : emptyCart(customerId);
      const next = change(structuredClone(base));
      if (!next) return base;
      next.updatedAt = new Date().toISOString();
      if (current)
        await customerData()
          .item(CART_DOC_ID, customerId)
          .replace(next, { accessCondition: { type: 'IfMatch', condition: current._etag } });
      else await customerData().items.create(next);
      return next;
    },
    { retryOn: [412, 409], contended: 'cart' },
  );
}

/**
 * Checkout's claim of the cart: the cart as it must be written with the order (If-Match on `current`), the
 * ordered lines taken out and the order recorded in claimedOrderIds. `ordered` is the cart the order was made
 * of: when the cart changed since, the claim is made on the current version if the order still matches it
 * (domain/cart-claim.ts: lines added meanwhile stay in the cart). Undefined when it no longer does, or when
 * the recovery voided the order.
 */
export function claimedCart(
  current: CartWithEtag,
  ordered: StoredCart,
  orderId: string,
  addresses: { billingId: string; shippingId: string },
  now: string,
): StoredCart | undefined {
  if (current.voidedOrderIds?.includes(orderId)) return undefined;
  const items = linesLeftAfterOrder(current, ordered);
  if (!items) return undefined;
  const next: StoredCart = withoutSystemProperties(current);
  next.items = items;
  next.claimedOrderIds = [...(next.claimedOrderIds ?? []), orderId].slice(-KEEP_ORDER_IDS);
  next.lastAddresses = addresses;
  next.updatedAt = now;
  return next;
}

/** Recovery of a stale order that spends no points: 'claimed' if its claim happened first, else 'voided'. */
export async function voidOrderInCart(customerId: string, orderId: string): Promise<'claimed' | 'voided'> {
  let outcome: 'claimed' | 'voided' = 'voided';
  await mutateCart(customerId, (cart) => {
    if (cart.claimedOrderIds?.includes(orderId)) {
      outcome = 'claimed';
      return undefined;
    }
    outcome = 'voided';
    if (cart.voidedOrderIds?.includes(orderId)) return undefined;
    cart.voidedOrderIds = [...(cart.voidedOrderIds ?? []), orderId].slice(-KEEP_ORDER_IDS);
    return cart;
  });
  return outcome;
}

/** Puts the lines of a cancelled order back into the cart (merged with what is there). */
export async function restoreCartItems(customerId: string, items: readonly CartItem[]): Promise<void> {
  await mutateCart(customerId, (cart) => {
    for (const item of items) {
      if (!cart.items.some((i) => i.productId === item.productId)) cart.items.push(item);
    }
    return cart;
  });
}
