import { createHash, randomBytes } from 'node:crypto';
import { round2 } from '@portail/common';
import type { CartItem } from '../model/carts.js';
import type { OrderStatus } from '../model/orders.js';
import type { LedgerEntry, PointsDoc } from '../model/points.js';
import { discountedCents, fromCents, grossCents, toCents } from './money.js';

/**
 * Pure rules of the points ledger, the cart summary and checkout. No I/O here: the repositories
 * (data/points-repository.ts, data/carts-repository.ts, data/checkout-repository.ts) and the checkout
 * flow (features/checkout/checkout-flow.ts) use these functions.
 */

/** How one ledger entry acts on the balance: spent lowers it, everything else adds its signed amount. */
function signedAmount(entry: Pick<LedgerEntry, 'kind' | 'amount'>): number {
  return entry.kind === 'spent' ? -entry.amount : entry.amount;
}

/** Balance that the entries of a ledger add up to. */
export function ledgerBalance(entries: readonly Pick<LedgerEntry, 'kind' | 'amount'>[]): number {
  return round2(entries.reduce((sum, e) => sum + signedAmount(e), 0));
}

/** Totals per field of the points document, as the entries give them (reversal lowers spent). */
export function ledgerTotals(entries: readonly Pick<LedgerEntry, 'kind' | 'amount'>[]): { earned: number; manual: number; spent: number } {
  let earned = 0;
  let manual = 0;
  let spent = 0;
  for (const e of entries) {
    if (e.kind === 'earned') earned += e.amount;
    else if (e.kind === 'manual') manual += e.amount;
    else if (e.kind === 'spent') spent += e.amount;
    else spent -= e.amount;
  }
  return { earned: round2(earned), manual: round2(manual), spent: round2(spent) };
}

/**
 * The invariants every points document keeps: balance = earned + manual − spent, never negative.
 * `withEntries` also checks that the ledger entries add up to the balance (true for documents written
 * only by this module; imported opening balances may predate the ledger).
 */
export function isConsistent(doc: Pick<PointsDoc, 'earned' | 'manual' | 'spent' | 'balance' | 'entries'>, withEntries = true): boolean {
  const fieldsAgree = Math.abs(round2(doc.earned + doc.manual - doc.spent) - round2(doc.balance)) < 0.005;
  const entriesAgree = !withEntries || Math.abs(ledgerBalance(doc.entries) - round2(doc.balance)) < 0.005;
  return fieldsAgree && entriesAgree && doc.balance >= -0.005;
}

/** Points a checkout spends, in cents: min(total, available), never more than the balance (its cents floored). */
const pointsToSpendCents = (totalCents: number, available: number): number =>
  Math.max(0, Math.min(totalCents, Math.floor(Math.max(0, available) * 100 + 1e-6)));

/** Points a checkout spends: min(total, available), to the cent and never more than the balance. */
export const pointsToSpend = (total: number, available: number): number => fromCents(pointsToSpendCents(toCents(total), available));

/** What is invoiced once the points are spent, euros excluding VAT. */
export const amountToInvoice = (total: number, pointsSpent: number): number => fromCents(Math.max(0, toCents(total) - toCents(pointsSpent)));

/** The number of the cart's badge and of the cart page: its lines (spec: the item count moves on add and delete). */
export const cartItemCount = (items: readonly unknown[]): number => items.length;

export interface CartTotals {
  itemCount: number;
  totalArticles: number;
  totalAmount: number;
  discountedAmount: number;
  deliveryCost: number;
  billingFees: number;
  /** Points the checkout of this cart would spend now. */
  pointsToUse: number;
  remainingToPay: number;
}

/**
 * Order summary of a cart, computed in cents. Delivery and billing fee amounts are not given by the
 * specification (the delivery constant of 100 is unused): both are 0 and kept in the answer for the
 * screen's labels.
 */
export function cartTotals(items: readonly Pick<CartItem, 'price' | 'quantity'>[], discountRate: number, availablePoints: number): CartTotals {
  const total = grossCents(items);
  const discounted = discountedCents(total, discountRate);
  const fees = 0;
  const spent = pointsToSpendCents(discounted, availablePoints);
  return {
    itemCount: cartItemCount(items),
    totalArticles: items.reduce((sum, i) => sum + i.quantity, 0),
    totalAmount: fromCents(total),
    discountedAmount: fromCents(discounted),
    deliveryCost: 0,
    billingFees: 0,
    pointsToUse: fromCents(spent),
    remainingToPay: fromCents(discounted + fees - spent),
  };
}

/** Adds a line, or adds the quantity to the line of the same product (capped). */
export function mergeCartItem(items: readonly CartItem[], item: CartItem, maxQuantity: number): CartItem[] {
  const existing = items.find((i) => i.productId === item.productId);
  if (!existing) return [...items, item];
  return items.map((i) => (i === existing ? { ...i, price: item.price, vat: item.vat, quantity: Math.min(maxQuantity, i.quantity + item.quantity) } : i));
}

// ───────────────────────────────────────────── ids

const CART_ITEM_PREFIX = /^ci-[0-9a-f]{12}-(.+)$/;

/** A cart item id carries its customer id, so a route given only the item id knows which partition to read. */
export function newCartItemId(customerId: string): string {
  return `ci-${randomBytes(6).toString('hex')}-${customerId}`;
}

/** Customer id inside a cart item id, or undefined if the id is not one of ours. */
export function customerOfCartItem(cartItemId: string): string | undefined {
  return CART_ITEM_PREFIX.exec(cartItemId)?.[1];
}

/** Customer ids an order id can carry (a UUID, cust-<number>): what patch conditions keep intact (below), in the 64 characters of a path id. */
const ORDER_OWNER = /^[a-z0-9-]{1,36}$/;
const OWNED_ORDER_ID = /^ord-[0-9a-f]{23}-([a-z0-9-]{1,36})$/;

/**
 * Order id of a checkout: derived from (customer, idempotency key), so a retried request creates the
 * same document (409) rather than a second order. Lowercase hex only: the id is written into patch
 * conditions, which the local Cosmos server lowercases. It ends with its customer's id, as a cart item id
 * does: the routes that carry only an order id read it in its partition without an owner lookup written
 * at each checkout (issue 34). A customer id that cannot be carried gives the former form, which keeps
 * its lookup.
 */
export function checkoutOrderId(customerId: string, idempotencyKey: string): string {
  const digest = checkoutDigest(customerId, idempotencyKey);
  return ORDER_OWNER.test(customerId) ? `ord-${digest.slice(0, 23)}-${customerId}` : legacyCheckoutOrderId(customerId, idempotencyKey);
}

/** The id the same checkout had before ids carried their customer: a replay across that change finds its order by it. */
export function legacyCheckoutOrderId(customerId: string, idempotencyKey: string): string {
  return `ord-${checkoutDigest(customerId, idempotencyKey).slice(0, 32)}`;
}

const checkoutDigest = (customerId: string, idempotencyKey: string) =>
  createHash('sha256').update(`${customerId}\n${idempotencyKey.toLowerCase()}`).digest('hex');

/** Customer id inside an order id, or undefined for an order id of the former form (its owner is in `lookups`). */
export function customerOfOrder(orderId: string): string | undefined {
  return OWNED_ORDER_ID.exec(orderId)?.[1];
}

const SAFE_REF = /^[a-z0-9-]+$/;

function assertSafeRef(ref: string): void {
  if (!SAFE_REF.test(ref)) throw new Error(`Référence de mouvement invalide : ${ref}`);
}

// ───────────────────────────────────────────── conditions of the patches on points-<year>

/**
 * Condition of the single debit of a checkout: enough points, no entry for this order yet (a retry
 * after a crash) and the order not voided by the recovery. Cosmos evaluates it and applies the
 * operations in one step, so two debits for one order, or a debit below zero, cannot happen.
 */
export function debitCondition(amount: number, orderId: string): string {
  assertSafeRef(orderId);
  return (
    `from c where c.balance >= ${round2(amount)}` +
    ` and not array_contains(c.entries, {"ref": "${orderId}"}, true)` +
    ` and (not is_defined(c.voided) or not array_contains(c.voided, "${orderId}"))`
  );
}

/** Condition under which the recovery may void an order: its debit is not there. */
export function voidCondition(orderId: string): string {
  assertSafeRef(orderId);
  return `from c where not array_contains(c.entries, {"ref": "${orderId}"}, true)`;
}

/**
 * Condition of an administrator's adjustment: no entry of it yet (the request sent again with its
 * Idempotency-Key, or settled by the replay timer, never credits twice) and, for a withdrawal, a balance
 * that stays at or above zero.
 */
export function manualCondition(amount: number, ref: string): string {
  assertSafeRef(ref);
  return `from c where not array_contains(c.entries, {"ref": "${ref}"}, true)${amount < 0 ? ` and c.balance >= ${round2(-amount)}` : ''}`;
}

export const hasEntryFor = (doc: Pick<PointsDoc, 'entries'> | undefined, ref: string, kind: LedgerEntry['kind'] = 'spent'): boolean =>
  doc?.entries.some((e) => e.ref === ref && e.kind === kind) ?? false;

export const isVoided = (doc: { voided?: string[] } | undefined, orderId: string): boolean => doc?.voided?.includes(orderId) ?? false;

// ───────────────────────────────────────────── recovery of interrupted checkouts

/** Orders pending for longer than this are cancelled by the recovery unless their debit exists. */
const PENDING_ORDER_TIMEOUT_MS = 3 * 60 * 1000;

export interface PendingOrderFacts {
  status: OrderStatus;
  createdAt: string;
  pointsSpent: number;
  /** The points-<year> document holds the 'spent' entry of this order. */
  debitExists: boolean;
  /** The cart was emptied for this order (its id is in the cart's claimedOrderIds). */
  cartClaimed: boolean;
}

export type RecoveryDecision = 'confirm' | 'cancel' | 'wait' | 'none';

/**
 * What the recovery does with an order. An order is confirmed once everything it needs is done (its
 * debit when it spends points, otherwise the emptying of the cart); a stale one without that is
 * cancelled (the void is itself conditional, so a debit racing with it wins or loses as a whole).
 */
export function recoveryDecision(o: PendingOrderFacts, now: Date, timeoutMs = PENDING_ORDER_TIMEOUT_MS): RecoveryDecision {
  if (o.status !== 'pending') return 'none';
  const done = o.pointsSpent > 0 ? o.debitExists : o.cartClaimed;
  if (done) return 'confirm';
  const age = now.getTime() - Date.parse(o.createdAt);
  return age > timeoutMs ? 'cancel' : 'wait';
}
