/**
 * Cart, checkout and idempotency against the running stack (issue 3 §5, §6, Reliability).
 * Each test resets the cart and gives the points it needs, so the file passes on a fresh stack, in any order.
 */
import { fr } from '@portail/common';
import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from './support/api.js';
import {
  addressesOf,
  addToCart,
  checkoutBody,
  checkoutCall,
  checkoutScene,
  ensureBalanceAtLeast,
  getCart,
  ledgerProblems,
  ordersSince,
  r2,
  readPoints,
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

const add = (productId: string, quantity: unknown = 1, extra: Record<string, unknown> = {}) => addToCart(scene, productId, quantity, extra);
const body = (over: Record<string, unknown> = {}) => checkoutBody(scene, over);

describe('cart', () => {
  it('an emptied cart answers an empty cart with its summary', async () => {
    const res = await getCart(w.buyer, customer);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      customerId: customer,
      itemCount: 0,
      cartItems: [],
      totalArticles: 0,
      totalAmount: 0,
      remainingToPay: 0,
      deliveryCost: 0,
      billingFees: 0,
    });
    expect(typeof res.json.availablePoints).toBe('number');
  });

  it('adds with quantity defaulted to 1, the product’s price (not the client’s) and merges the same product', async () => {
    let res = await add(products[0], '', { price: 0.01, vat: null, gimPackContent: 99, customer });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ itemCount: 1 });
    res = await add(products[1], null);
    expect(res.json).toEqual({ itemCount: 2 });
    res = await add(products[0], 2);
    expect(res.json).toEqual({ itemCount: 2 });
    const cart = (await getCart(w.buyer, customer)).json;
    const line = cart.cartItems.find((i: { productId: string }) => i.productId === products[0]);
    expect(line.quantity).toBe(3);
    expect(line.price).toBeGreaterThan(0.01);
    expect(cart.totalArticles).toBe(4);
    expect(cart.totalAmount).toBe(r2(cart.cartItems.reduce((a: number, i: { price: number; quantity: number }) => a + i.price * i.quantity, 0)));
    expect(cart.remainingToPay).toBe(r2(Math.max(0, cart.discountedAmount - cart.availablePoints)));
  });

  it('charges in the cart the price the catalogue shows this customer (its price list first)', async () => {
    const page = await call('GET', 'products/GetAllForCustomer', { token: w.buyer, query: { Customer: customer, pageNumber: 1, pageSize: 5 } });
    expect(page.status, page.text).toBe(200);
    const shown = new Map<string, number>(page.json.map((p: { id: string; price: number }) => [p.id, p.price]));
    for (const id of shown.keys()) expect((await add(id)).status).toBe(200);
    const cart = (await getCart(w.buyer, customer)).json;
    expect(new Map(cart.cartItems.map((i: { productId: string; price: number }) => [i.productId, i.price]))).toEqual(shown);
  });

  it('refuses an unknown product and a customer that is not the path’s', async () => {
    const unknown = await add('prod-inexistant');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe(fr['alert.error.product-not-found']);
    const mismatch = await add(products[0], 1, { customer: w.groupCustomers[0] });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.error.message).toBe(fr['alert.error.cart-customer-mismatch']);
    const other = await call('POST', `carts/items/${w.groupCustomers[0]}`, { token: w.buyer, body: { productId: products[0], quantity: 1 } });
    expect(other.status).toBe(403);
  });

  it('changes a quantity with a bare number (0, negative and non-integer refused), reads and deletes a line', async () => {
    await add(products[0], 2);
    await add(products[1], 1);
    const cart = (await getCart(w.buyer, customer)).json;
    const id = cart.cartItems[0].cartItemId;
    let res = await call('PUT', `carts/items/${id}/quantity`, { token: w.buyer, raw: '5', contentType: 'application/json' });
    expect(res.status, res.text).toBe(200);
    expect(res.json.cartItems.find((i: { cartItemId: string }) => i.cartItemId === id).quantity).toBe(5);
    for (const raw of ['0', '-3']) {
      res = await call('PUT', `carts/items/${id}/quantity`, { token: w.buyer, raw, contentType: 'application/json' });
      expect(res.status, raw).toBe(400);
      expect(res.json.error.message).toContain(fr['rules.positive-integer']);
    }
    res = await call('PUT', `carts/items/${id}/quantity`, { token: w.buyer, raw: '2.5', contentType: 'application/json' });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toContain(fr['rules.integer']);
    // Nothing refused changed the line.
    res = await call('GET', `carts/items/${id}`, { token: w.buyer });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ cartItemId: id, quantity: 5 });
    // Another customer's user sees nothing of it.
    expect((await call('GET', `carts/items/${id}`, { token: w.group })).status).toBe(404);
    expect((await call('DELETE', `carts/items/${id}`, { token: w.group })).status).toBe(404);
    res = await call('DELETE', `carts/items/${id}`, { token: w.buyer });
    expect(res.json).toEqual({ itemCount: 1 });
    expect((await call('GET', `carts/items/${id}`, { token: w.buyer })).status).toBe(404);
  });

  it('a discount is staff-only, 0..100, and reduces the amount', async () => {
    await add(products[0], 2);
    expect((await call('PUT', `carts/${customer}/discountRate`, { token: w.buyer, headers: { 'If-Match': '*' }, body: 10 })).status).toBe(403);
    expect((await call('PUT', `carts/${customer}/discountRate`, { token: w.admin, headers: { 'If-Match': '*' }, body: 101 })).status).toBe(400);
    const res = await call('PUT', `carts/${customer}/discountRate`, { token: w.admin, headers: { 'If-Match': '*' }, body: 10 });
    expect(res.status, res.text).toBe(200);
    expect(res.json.discountRate).toBe(10);
    expect(res.json.discountedAmount).toBe(r2(res.json.totalAmount * 0.9));
  });

  it('50 concurrent add-to-cart calls lose none', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => add(products[0], 1)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const cart = (await getCart(w.buyer, customer)).json;
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0].quantity).toBe(50);
  });
});

describe('checkout validation (§5, §8)', () => {
  it('an Idempotency-Key, when sent, must be a UUID', async () => {
    await add(products[0]);
    const res = await checkoutCall(w.buyer, body(), 'pas-un-uuid');
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(fr['alert.error.idempotency-key']);
    expect((await getCart(w.buyer, customer)).json.itemCount).toBe(1);
  });

  it('alert.error.addresses-empty: missing, wrong type or another customer’s address', async () => {
    await add(products[0]);
    const otherAddr = await addressesOf(w.admin, w.groupCustomers[0]);
    for (const over of [
      { fK_BillingAddressId: '' },
      { fK_ShippingAddressId: null },
      { fK_BillingAddressId: addr.delivery },
      { fK_BillingAddressId: otherAddr.billing },
      { fK_ShippingAddressId: 'addr-inexistante' },
    ]) {
      const res = await checkoutCall(w.buyer, body(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.json.error.message).toBe(fr['alert.error.addresses-empty']);
    }
  });

  it('alert.error.products-empty on an empty cart', async () => {
    const res = await checkoutCall(w.buyer, body());
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(fr['alert.error.products-empty']);
  });

  it('alert.error.invoice-service-empty on an empty billing service', async () => {
    await add(products[0]);
    const res = await checkoutCall(w.buyer, body({ billingService: '   ' }));
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(fr['alert.error.invoice-service-empty']);
  });

  it('another customer’s cart cannot be ordered', async () => {
    const res = await checkoutCall(w.buyer, body({ customerId: w.groupCustomers[0] }));
    expect(res.status).toBe(403);
  });
});

describe('checkout', () => {
  it('spends min(total, available) once, invoices the rest, empties the cart; a replay creates nothing', async () => {
    await add(products[0], 2);
    await add(products[1], 1);
    const cart = (await getCart(w.buyer, customer)).json;
    const before = await ensureBalanceAtLeast(w.admin, customer, cart.discountedAmount + 10);
    const pointsBefore = await readPoints(customer);
    const key = randomUUID();
    const res = await checkoutCall(w.buyer, body(), key);
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({ status: 'confirmed', totalAmount: cart.discountedAmount, pointsSpent: cart.discountedAmount, amountInvoiced: 0 });
    expect(res.json.orderNumber).toMatch(/^PF-\d{4}-[0-9A-Z]{6}$/);
    const after = await readPoints(customer);
    expect(r2(after.balance)).toBe(r2(before - cart.discountedAmount));
    expect(after.entries.filter((e) => e.ref === res.json.id)).toHaveLength(1);
    expect(ledgerProblems(pointsBefore, after)).toEqual([]);
    expect((await getCart(w.buyer, customer)).json.itemCount).toBe(0);

    // Replay: same answer with 200, no second debit, nothing new.
    await add(products[2], 1);
    const replay = await checkoutCall(w.buyer, body(), key);
    expect(replay.status).toBe(200);
    expect(replay.json).toEqual(res.json);
    expect((await readPoints(customer)).balance).toBe(after.balance);
    expect((await getCart(w.buyer, customer)).json.itemCount).toBe(1);
  });

  it('with fewer points than the total, spends the whole balance and invoices the rest', async () => {
    await add(products[0], 1);
    const cart = (await getCart(w.buyer, customer)).json;
    const price = cart.totalAmount;
    // Make the balance fall strictly inside (0, total): total becomes balance + price × n.
    const { balance } = await readPoints(customer);
    const quantity = Math.ceil((balance + 1) / price) + 1;
    const line = cart.cartItems[0].cartItemId;
    await call('PUT', `carts/items/${line}/quantity`, { token: w.buyer, raw: String(quantity), contentType: 'application/json' });
    const total = r2(price * quantity);
    const res = await checkoutCall(w.buyer, body());
    expect(res.status, res.text).toBe(201);
    expect(res.json.totalAmount).toBe(total);
    // The whole balance, to the cent (balance × 100 is not always a whole number in binary: 82111.01 × 100 < 8211101).
    expect(res.json.pointsSpent).toBe(Math.floor(Math.round(balance * 1000) / 10) / 100);
    expect(res.json.amountInvoiced).toBe(r2(total - res.json.pointsSpent));
    expect((await readPoints(customer)).balance).toBeLessThan(0.01);
  });

  it('add-to-cart racing checkouts on one cart loses no unit: each ends in one confirmed order or in the cart', async () => {
    await ensureBalanceAtLeast(w.admin, customer, 100_000);
    const since = new Date().toISOString();
    const ADDS = 24;
    // Every buyer adds a unit then orders, all at once: claims meet additions made after their order read
    // the cart, which stay in the cart for a later order (half the checkouts send no Idempotency-Key).
    const answers = await Promise.all(
      Array.from({ length: ADDS }, async (_, i) => {
        const added = await add(products[i % 2], 1);
        expect(added.status, added.text).toBe(200);
        return checkoutCall(w.buyer, body(), i % 2 ? randomUUID() : null);
      }),
    );
    const failures = answers.filter((a) => ![200, 201, 400, 409].includes(a.status));
    expect(failures.map((a) => `${a.status} ${a.text.slice(0, 120)}`)).toEqual([]);
    const orders = (await ordersSince(customer, since)) as (Awaited<ReturnType<typeof ordersSince>>[number] & { lines: { quantity: number }[] })[];
    expect(orders.map((o) => o.status).filter((s) => s !== 'confirmed')).toEqual([]);
    const ordered = orders.flatMap((o) => o.lines).reduce((n, l) => n + l.quantity, 0);
    expect(ordered + (await getCart(w.buyer, customer)).json.totalArticles).toBe(ADDS);
  });

  it('50 concurrent checkouts with the same key: one order, one debit, every answer the same order', async () => {
    await add(products[0], 1);
    await add(products[1], 1);
    const since = new Date().toISOString();
    await ensureBalanceAtLeast(w.admin, customer, 100_000);
    const before = await readPoints(customer);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => checkoutCall(w.buyer, body(), key)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(
      statuses.filter((s) => s === 200),
      JSON.stringify(answers.filter((a) => a.status !== 200 && a.status !== 201).map((a) => [a.status, a.text])),
    ).toHaveLength(49);
    expect(new Set(answers.map((a) => a.json.id)).size).toBe(1);
    expect(answers.every((a) => a.json.status === 'confirmed')).toBe(true);
    const orders = await ordersSince(customer, since);
    expect(orders).toHaveLength(1);
    const after = await readPoints(customer);
    expect(after.entries.filter((e) => e.ref === orders[0].id)).toHaveLength(1);
    expect(r2(before.balance - after.balance)).toBe(orders[0].pointsSpent);
    expect(ledgerProblems(before, after)).toEqual([]);
  });

  it.each([
    ['50 keys', true],
    ['no key', false],
  ])('50 concurrent checkouts of one cart with %s: exactly one order, points debited once', async (_, keyed) => {
    await add(products[0], 2);
    await add(products[2], 1);
    const since = new Date().toISOString();
    await ensureBalanceAtLeast(w.admin, customer, 100_000);
    const before = await readPoints(customer);
    const answers = await Promise.all(Array.from({ length: 50 }, () => checkoutCall(w.buyer, body(), keyed ? randomUUID() : null)));
    const created = answers.filter((a) => a.status === 201);
    expect(created, answers.map((a) => `${a.status} ${a.text.slice(0, 80)}`).join('\n')).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 201)) {
      // Without a key, a request that read the same cart version answers the same order (200).
      if (a.status === 200) expect(a.json.id).toBe(created[0].json.id);
      else {
        expect([400, 409]).toContain(a.status);
        expect(a.json.error.message).toBeTruthy();
      }
    }
    const orders = (await ordersSince(customer, since)).filter((o) => o.status !== 'cancelled');
    expect(orders).toHaveLength(1);
    expect(orders[0].id).toBe(created[0].json.id);
    const after = await readPoints(customer);
    const spent = after.entries.filter((e) => e.kind === 'spent' && !before.entries.some((b) => b.id === e.id));
    expect(spent).toHaveLength(1);
    expect(spent[0].ref).toBe(orders[0].id);
    expect(ledgerProblems(before, after)).toEqual([]);
  });
});
