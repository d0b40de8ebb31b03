/**
 * Issue 13, money and points: quantities below 1 refused, one item count, the cart's figures in cents
 * agreeing with the order, one order-number format, the addresses remembered, and exactly-once without
 * an Idempotency-Key. Same set-up as cart-checkout.test.ts: each test resets the cart.
 */
import { fr } from '@portail/common';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_NUMBER_PATTERN as ORDER_NUMBER } from '../../functions/src/domain/order-number.js';
import { call } from './support/api.js';
import {
  addToCart,
  checkoutBody,
  checkoutCall,
  checkoutScene,
  ensureBalanceAtLeast,
  getCart,
  ordersSince,
  resetCart,
  type Actors,
  type CheckoutScene,
} from './support/cart-helpers.js';

let scene: CheckoutScene;
let w: Actors;
let customer: string;
let products: string[];
let addr: CheckoutScene['addr'];

beforeAll(async () => {
  scene = await checkoutScene();
  ({ w, customer, products, addr } = scene);
});
beforeEach(() => resetCart(w.admin, customer));

const add = (productId: string, quantity: unknown = 1) => addToCart(scene, productId, quantity);
const body = (over: Record<string, unknown> = {}) => checkoutBody(scene, over);

describe('cart quantities and count', () => {
  it('refuses a quantity of 0 or below with a French message and changes nothing; a missing quantity is 1', async () => {
    for (const quantity of [0, -3]) {
      const res = await add(products[0], quantity);
      expect(res.status, String(quantity)).toBe(400);
      expect(res.json.error.message).toContain(fr['rules.positive-integer']);
    }
    expect((await getCart(w.buyer, customer)).json.itemCount).toBe(0);
    const res = await call('POST', `carts/items/${customer}`, { token: w.buyer, body: { productId: products[0] } });
    expect(res.status, res.text).toBe(200);
    expect((await getCart(w.buyer, customer)).json.cartItems[0].quantity).toBe(1);
  });

  it('the item count of every answer is the number of lines the cart shows', async () => {
    const first = await add(products[0], 3);
    const second = await add(products[1], 2);
    const merged = await add(products[0], 1);
    const cart = (await getCart(w.buyer, customer)).json;
    expect([first.json.itemCount, second.json.itemCount, merged.json.itemCount]).toEqual([1, 2, 2]);
    expect(cart.itemCount).toBe(cart.cartItems.length);
    expect(cart.totalArticles).toBe(6);
    const removed = await call('DELETE', `carts/items/${cart.cartItems[1].cartItemId}`, { token: w.buyer });
    expect(removed.json.itemCount).toBe((await getCart(w.buyer, customer)).json.cartItems.length);
  });
});

describe('the order charges the cart’s figures', () => {
  it('the order charges exactly the cart’s figures, in cents; order number one format; the addresses are remembered', async () => {
    await add(products[0], 3);
    await add(products[1], 7);
    await call('PUT', `carts/${customer}/discountRate`, { token: w.admin, headers: { 'If-Match': '*' }, body: 33 });
    const cart = (await getCart(w.buyer, customer)).json;
    const lineCents = cart.cartItems.reduce((a: number, i: { price: number; quantity: number }) => a + Math.round(i.price * 100) * i.quantity, 0);
    expect(Math.round(cart.totalAmount * 100)).toBe(lineCents);
    expect(Math.round(cart.discountedAmount * 100)).toBe(Math.round((lineCents * 67) / 100));
    expect(Math.round((cart.pointsToUse + cart.remainingToPay) * 100)).toBe(Math.round(cart.discountedAmount * 100));
    const res = await checkoutCall(w.buyer, body(), null);
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({ totalAmount: cart.discountedAmount, pointsSpent: cart.pointsToUse, amountInvoiced: cart.remainingToPay });
    expect(res.json.orderNumber).toMatch(ORDER_NUMBER);
    // The list and the invoice name the order by the same number.
    const list = await call('GET', `orderOneStryker/customer/${customer}/query`, { token: w.buyer, query: { pageNumber: 1, search: res.json.orderNumber } });
    expect(list.json.map((o: { id: string; orderNumber: string }) => [o.id, o.orderNumber])).toEqual([[res.json.id, res.json.orderNumber]]);
    // Seeded orders and new ones alike.
    const all = await call('GET', `orderOneStryker/customer/${customer}/query`, { token: w.buyer, query: { pageNumber: 1, pageSize: 100 } });
    for (const o of all.json as { orderNumber: string }[]) expect(o.orderNumber).toMatch(ORDER_NUMBER);
    const pdf = await call('GET', `orderOneStryker/download/${res.json.id}`, { token: w.buyer });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain(res.json.orderNumber);
    const after = (await getCart(w.buyer, customer)).json;
    expect(after).toMatchObject({ itemCount: 0, lastBillingAddressId: addr.billing, lastShippingAddressId: addr.delivery });
  });

  it('without an Idempotency-Key, a repeated submission of the same cart gives one order', async () => {
    await add(products[0], 1);
    await ensureBalanceAtLeast(w.admin, customer, 100_000);
    const since = new Date().toISOString();
    const first = await checkoutCall(w.buyer, body(), null);
    expect(first.status, first.text).toBe(201);
    const again = await checkoutCall(w.buyer, body(), null);
    expect(again.status).toBe(400);
    expect(again.json.error.message).toBe(fr['alert.error.products-empty']);
    expect(await ordersSince(customer, since)).toHaveLength(1);
  });
});
