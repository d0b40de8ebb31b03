import { describe, expect, it } from 'vitest';
import type { CartItem } from '../model/carts.js';
import { linesLeftAfterOrder } from './cart-claim.js';

const line = (cartItemId: string, quantity: number): CartItem => ({
  cartItemId,
  productId: `p-${cartItemId}`,
  reference: cartItemId,
  description: cartItemId,
  image: null,
  gimPackContent: 0,
  price: 10,
  quantity,
  vat: 20,
});
const cart = (items: CartItem[], discountRate = 0) => ({ items, discountRate });

describe('lignes laissées au panier par une commande', () => {
  it('vide le panier commandé tel quel', () => {
    const read = cart([line('a', 2), line('b', 1)]);
    expect(linesLeftAfterOrder(read, read)).toEqual([]);
  });

  it('garde ce qui a été ajouté pendant la commande : une ligne nouvelle, ou la quantité en plus', () => {
    const read = cart([line('a', 2), line('b', 1)]);
    const now = cart([line('a', 3), line('b', 1), line('c', 4)]);
    expect(linesLeftAfterOrder(now, read)).toEqual([line('a', 1), line('c', 4)]);
  });

  it('refuse quand une ligne commandée a été retirée ou baissée, ou la remise changée', () => {
    const read = cart([line('a', 2), line('b', 1)]);
    expect(linesLeftAfterOrder(cart([line('a', 2)]), read)).toBeNull();
    expect(linesLeftAfterOrder(cart([line('a', 1), line('b', 1)]), read)).toBeNull();
    expect(linesLeftAfterOrder(cart([line('a', 2), line('b', 1)], 5), read)).toBeNull();
  });
});
