/**
 * Points ledger under concurrency (issue 3, Reliability): manual adjustments, add-to-cart and checkouts
 * on one customer at once never make the balance negative, and the ledger entries always add up to it.
 */
import { fr } from '@portail/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api.js';
import {
  actors,
  addressesOf,
  checkoutCall,
  drainBalance,
  ensureBalanceAtLeast,
  ledgerProblems,
  orderableProducts,
  ordersSince,
  r2,
  readPoints,
  resetCart,
  type Actors,
} from './support/cart-helpers.js';

let w: Actors;
let customer: string;

beforeAll(async () => {
  w = await actors();
  // A customer of the group buyer: independent of the cart tests, which use the CHU's customer.
  customer = w.groupCustomers[1] ?? w.groupCustomers[0];
});

const update = (manualPointsToAdd: unknown, token = w.admin, customerId = customer) =>
  call('POST', 'statsContract/updatePoints', { token, body: { customerId, manualPointsToAdd, reason: 'Test de concurrence' } });

describe('statsContract/updatePoints', () => {
  it('accepts a non-zero whole number only, from an administrator only', async () => {
    for (const bad of [0, 1.5, '10', null]) {
      const res = await update(bad);
      expect(res.status, String(bad)).toBe(400);
      expect(res.json.error.message).toContain(fr['admin.points-must-be-number']);
    }
    expect((await update(10, w.group)).status).toBe(403);
    expect((await update(10, w.admin, 'cust-inexistant')).status).toBe(404);
  });

  it('adds and withdraws with a manual ledger entry; a withdrawal beyond the balance is refused with 409', async () => {
    const before = await readPoints(customer);
    let res = await update(250);
    expect(res.status, res.text).toBe(200);
    expect(res.json.balance).toBe(r2(before.balance + 250));
    res = await update(-100);
    expect(res.json.balance).toBe(r2(before.balance + 150));
    const refused = await update(-Math.ceil(before.balance + 1000));
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(fr['alert.error.points-negative']);
    const after = await readPoints(customer);
    expect(after.balance).toBe(r2(before.balance + 150));
    expect(after.entries.filter((e) => e.kind === 'manual' && !before.entries.some((b) => b.id === e.id)).map((e) => e.amount)).toEqual([250, -100]);
    expect(ledgerProblems(before, after)).toEqual([]);
  });

  it('30 concurrent withdrawals of a balance that covers 10: exactly 10 succeed, balance never negative', async () => {
    await drainBalance(w.admin, customer);
    const start = await readPoints(customer);
    await update(1000);
    const before = await readPoints(customer);
    const results = await Promise.all(Array.from({ length: 30 }, () => update(-100)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 409)).toHaveLength(20);
    const after = await readPoints(customer);
    expect(after.balance).toBe(r2(start.balance));
    expect(ledgerProblems(before, after)).toEqual([]);
  });
});

// The spec's checkout call sends no Idempotency-Key: exactly-once must hold with and without it.
describe.each([
  ['with an Idempotency-Key', true],
  ['without an Idempotency-Key', false],
])('mixed concurrency on one customer, %s', (_, keyed) => {
  it('add-to-cart, checkouts and manual changes at once: balance ≥ 0, ledger = balance, one debit per confirmed order', async () => {
    const products = await orderableProducts(w.group, customer, 2);
    const addr = await addressesOf(w.admin, customer);
    await resetCart(w.admin, customer);
    await drainBalance(w.admin, customer);
    await ensureBalanceAtLeast(w.admin, customer, 3000);
    const since = new Date().toISOString();
    const before = await readPoints(customer);
    const body = { customerId: customer, billingService: 'Service économique', fK_ShippingAddressId: addr.delivery, fK_BillingAddressId: addr.billing };

    const ops: Promise<unknown>[] = [];
    for (let i = 0; i < 60; i++) {
      if (i % 3 === 0) ops.push(call('POST', `carts/items/${customer}`, { token: w.group, body: { productId: products[i % 2], quantity: 1 + (i % 4) } }));
      if (i % 3 === 1) ops.push(update(i % 2 ? -700 : 400));
      if (i % 6 === 2) ops.push(keyed ? checkoutCall(w.group, body) : checkoutCall(w.group, body, null));
    }
    const results = (await Promise.all(ops)) as { status: number; text: string }[];
    expect(
      results.filter((r) => r.status >= 500),
      results
        .filter((r) => r.status >= 500)
        .map((r) => r.text)
        .join('\n'),
    ).toHaveLength(0);

    const after = await readPoints(customer);
    expect(after.balance).toBeGreaterThanOrEqual(0);
    expect(ledgerProblems(before, after)).toEqual([]);

    const orders = await ordersSince(customer, since);
    const newEntries = after.entries.filter((e) => !before.entries.some((b) => b.id === e.id));
    for (const order of orders) {
      const debits = newEntries.filter((e) => e.kind === 'spent' && e.ref === order.id);
      if (order.status === 'confirmed') {
        expect(debits.map((d) => d.amount)).toEqual(order.pointsSpent > 0 ? [order.pointsSpent] : []);
        expect(order.amountInvoiced).toBe(r2(order.totalAmount - order.pointsSpent));
      } else {
        expect(debits).toHaveLength(0);
      }
    }
    // No debit without a confirmed order.
    for (const d of newEntries.filter((e) => e.kind === 'spent')) {
      expect(orders.find((o) => o.id === d.ref)?.status).toBe('confirmed');
    }
  });
});
