import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  amountToInvoice,
  cartTotals,
  checkoutOrderId,
  customerOfCartItem,
  customerOfOrder,
  debitCondition,
  isConsistent,
  legacyCheckoutOrderId,
  ledgerBalance,
  ledgerTotals,
  mergeCartItem,
  newCartItemId,
  pointsToSpend,
  recoveryDecision,
  voidCondition,
} from './points-ledger.js';
import { round2 } from '@portail/common';
import { ORDER_NUMBER_PATTERN, orderNumberFor } from './order-number.js';
import type { CartItem } from '../model/carts.js';
import type { LedgerEntry } from '../model/points.js';

const e = (kind: LedgerEntry['kind'], amount: number, ref = 'x'): LedgerEntry => ({ id: `${kind}-${amount}`, kind, amount, at: '2025-01-01T00:00:00Z', ref });

describe('ledger', () => {
  it('adds up earned and manual, subtracts spent, gives back reversals', () => {
    const entries = [e('earned', 1000.5), e('manual', 200), e('manual', -50), e('spent', 300.25), e('reversal', 100)];
    expect(ledgerBalance(entries)).toBe(950.25);
    expect(ledgerTotals(entries)).toEqual({ earned: 1000.5, manual: 150, spent: 200.25 });
    expect(ledgerBalance([])).toBe(0);
  });

  it('checks the invariants of a points document', () => {
    const entries = [e('earned', 100), e('spent', 40)];
    expect(isConsistent({ earned: 100, manual: 0, spent: 40, balance: 60, entries })).toBe(true);
    expect(isConsistent({ earned: 100, manual: 0, spent: 40, balance: 61, entries })).toBe(false);
    expect(isConsistent({ earned: 100, manual: 0, spent: 40, balance: 60, entries: [] })).toBe(false);
    expect(isConsistent({ earned: 100, manual: 0, spent: 40, balance: 60, entries: [] }, false)).toBe(true);
    expect(isConsistent({ earned: 10, manual: 0, spent: 20, balance: -10, entries: [e('earned', 10), e('spent', 20)] })).toBe(false);
  });
});

describe('pointsToSpend', () => {
  it('is min(total, available), to the cent, never more than the balance', () => {
    expect(pointsToSpend(100, 250)).toBe(100);
    expect(pointsToSpend(300, 250)).toBe(250);
    expect(pointsToSpend(300, 250.559)).toBe(250.55);
    expect(pointsToSpend(300, 0)).toBe(0);
    expect(pointsToSpend(300, -5)).toBe(0);
    expect(pointsToSpend(0, 100)).toBe(0);
    expect(pointsToSpend(0.1 + 0.2, 10)).toBe(0.3);
  });

  it('leaves the rest to invoice', () => {
    expect(amountToInvoice(300, 250)).toBe(50);
    expect(amountToInvoice(100, 100)).toBe(0);
    expect(amountToInvoice(100.1, 0.2)).toBe(99.9);
  });
});

describe('cartTotals', () => {
  const items = [
    { price: 120.5, quantity: 2 },
    { price: 10, quantity: 3 },
  ];
  it('sums lines, applies the discount and the available points', () => {
    expect(cartTotals(items, 0, 100)).toEqual({
      itemCount: 2,
      totalArticles: 5,
      totalAmount: 271,
      discountedAmount: 271,
      deliveryCost: 0,
      billingFees: 0,
      pointsToUse: 100,
      remainingToPay: 171,
    });
    expect(cartTotals(items, 10, 0).discountedAmount).toBe(243.9);
    expect(cartTotals(items, 10, 0).remainingToPay).toBe(243.9);
    expect(cartTotals(items, 0, 1000).remainingToPay).toBe(0);
    expect(cartTotals([], 0, 1000)).toMatchObject({ itemCount: 0, totalAmount: 0, remainingToPay: 0 });
  });
  it('adds in cents: the total is the sum of the line totals as shown, to the cent', () => {
    // As floats, 0.1 × 3 + 0.2 × 3 + 1.15 × 7 sums to 8.949999…; in cents it is 8.95.
    const drifting = [
      { price: 0.1, quantity: 3 },
      { price: 0.2, quantity: 3 },
      { price: 1.15, quantity: 7 },
    ];
    const totals = cartTotals(drifting, 0, 5);
    expect(totals.totalAmount).toBe(8.95);
    expect(totals.pointsToUse).toBe(5);
    expect(totals.remainingToPay).toBe(3.95);
    expect(cartTotals([{ price: 33.33, quantity: 3 }], 33, 0).discountedAmount).toBe(66.99);
  });
});

describe('mergeCartItem', () => {
  const item = (productId: string, quantity: number): CartItem => ({
    cartItemId: `ci-${productId}`,
    productId,
    reference: 'R',
    description: 'D',
    image: null,
    gimPackContent: 1,
    price: 10,
    quantity,
    vat: 20,
  });
  it('adds a line per product and adds quantities of the same product, capped', () => {
    const one = mergeCartItem([], item('p1', 2), 10);
    expect(one).toHaveLength(1);
    const two = mergeCartItem(one, item('p2', 1), 10);
    expect(two).toHaveLength(2);
    const merged = mergeCartItem(two, item('p1', 9), 10);
    expect(merged).toHaveLength(2);
    expect(merged[0]).toMatchObject({ cartItemId: 'ci-p1', quantity: 10 });
  });
});

describe('ids', () => {
  it('cart item ids carry their customer', () => {
    const id = newCartItemId('cust-590000017');
    expect(id).toMatch(/^ci-[0-9a-f]{12}-cust-590000017$/);
    expect(customerOfCartItem(id)).toBe('cust-590000017');
    expect(customerOfCartItem(newCartItemId('a_b-c'))).toBe('a_b-c');
    expect(customerOfCartItem('ci-590000017-1')).toBeUndefined();
    expect(customerOfCartItem('whatever')).toBeUndefined();
  });

  it('order ids derive from customer and key, lowercase, case-insensitive on the key', () => {
    const key = '3F2504E0-4F89-11D3-9A0C-0305E82C3301';
    const a = checkoutOrderId('cust-1', key);
    expect(a).toMatch(/^ord-[0-9a-f]{23}-cust-1$/);
    expect(checkoutOrderId('cust-1', key.toLowerCase())).toBe(a);
    expect(checkoutOrderId('cust-2', key)).not.toBe(a);
    const number = orderNumberFor(a, new Date('2025-03-04T10:00:00Z'));
    expect(number).toMatch(ORDER_NUMBER_PATTERN);
    expect(number).toBe(`PF-2025-${a.slice(4, 10).toUpperCase()}`);
    expect(orderNumberFor('order-3f2504e0-4f89', new Date('2026-01-01T00:00:00Z'))).toBe('PF-2026-3F2504');
  });

  it('an order id carries its customer when it can, and fits a path id', () => {
    const key = randomUUID();
    const uuidCustomer = randomUUID();
    expect(customerOfOrder(checkoutOrderId('cust-590000017', key))).toBe('cust-590000017');
    expect(customerOfOrder(checkoutOrderId(uuidCustomer, key))).toBe(uuidCustomer);
    expect(checkoutOrderId(uuidCustomer, key).length).toBeLessThanOrEqual(64);
    // Upper case, underscores or a long id cannot be carried: the former id, whose owner is looked up.
    for (const customerId of ['Cust_1', 'c'.repeat(37)]) {
      const id = checkoutOrderId(customerId, key);
      expect(id).toBe(legacyCheckoutOrderId(customerId, key));
      expect(id).toMatch(/^ord-[0-9a-f]{32}$/);
      expect(customerOfOrder(id)).toBeUndefined();
    }
    // The former ids of the same checkout and fabricated ones name no customer.
    expect(customerOfOrder(legacyCheckoutOrderId('cust-1', key))).toBeUndefined();
    expect(customerOfOrder('ord-abc-cust-1')).toBeUndefined();
    expect(customerOfOrder('ord-0123456789abcdef01234567-Cust')).toBeUndefined();
  });
});

describe('patch conditions', () => {
  it('the debit needs the balance, no entry for the order and no void', () => {
    const c = debitCondition(12.345, 'ord-abc');
    expect(c).toBe(
      'from c where c.balance >= 12.35 and not array_contains(c.entries, {"ref": "ord-abc"}, true) and (not is_defined(c.voided) or not array_contains(c.voided, "ord-abc"))',
    );
    // Everything in it is lowercase: the local Cosmos server lowercases conditions.
    expect(c).toBe(c.toLowerCase());
    expect(voidCondition('ord-abc')).toBe('from c where not array_contains(c.entries, {"ref": "ord-abc"}, true)');
  });
  it('refuses references that could change the condition', () => {
    expect(() => debitCondition(1, 'ORD-ABC')).toThrow();
    expect(() => debitCondition(1, 'x") or true or ("')).toThrow();
  });
});

describe('recoveryDecision', () => {
  const now = new Date('2025-05-01T12:00:00Z');
  const base = { status: 'pending' as const, createdAt: '2025-05-01T11:59:30Z', pointsSpent: 100, debitExists: false, cartClaimed: true };
  it('confirms an order whose debit exists, whatever its age', () => {
    expect(recoveryDecision({ ...base, debitExists: true }, now)).toBe('confirm');
  });
  it('waits for a young order without debit, cancels a stale one', () => {
    expect(recoveryDecision(base, now)).toBe('wait');
    expect(recoveryDecision({ ...base, createdAt: '2025-05-01T11:50:00Z' }, now)).toBe('cancel');
  });
  it('an order spending no points needs only its cart claim', () => {
    expect(recoveryDecision({ ...base, pointsSpent: 0 }, now)).toBe('confirm');
    expect(recoveryDecision({ ...base, pointsSpent: 0, cartClaimed: false, createdAt: '2025-05-01T11:50:00Z' }, now)).toBe('cancel');
  });
  it('leaves settled orders alone', () => {
    expect(recoveryDecision({ ...base, status: 'confirmed' }, now)).toBe('none');
    expect(recoveryDecision({ ...base, status: 'cancelled', debitExists: true }, now)).toBe('none');
  });
  it('rounds like the ledger', () => {
    expect(round2(1.005)).toBe(1.01);
  });
});
