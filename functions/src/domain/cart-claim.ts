import type { CartItem } from '../model/carts.js';

interface CartLines {
  items: readonly CartItem[];
  discountRate: number;
}

/**
 * The lines a cart keeps once an order takes out the lines it was made of (`ordered`, the cart as the
 * checkout read it), or null when the order no longer matches the cart: an ordered line was removed or
 * lowered, or the discount changed (the checkout then starts again from the cart as it is).
 * A line added or raised meanwhile (another tab, another buyer of the same customer) is not a reason to
 * start again: it stays in the cart, less what was ordered. Lines are matched by their id, which a
 * quantity change keeps.
 */
export function linesLeftAfterOrder(current: CartLines, ordered: CartLines): CartItem[] | null {
  if (current.discountRate !== ordered.discountRate) return null;
  const taken = new Map(ordered.items.map((i) => [i.cartItemId, i.quantity]));
  for (const [id, quantity] of taken) {
    const line = current.items.find((i) => i.cartItemId === id);
    if (!line || line.quantity < quantity) return null;
  }
  return current.items.flatMap((line) => {
    const quantity = taken.get(line.cartItemId);
    if (quantity === undefined) return [line];
    return line.quantity > quantity ? [{ ...line, quantity: line.quantity - quantity }] : [];
  });
}
