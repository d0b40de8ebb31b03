import { type CheckoutOrder } from '@portail/common';
import { claimedCart, readCart, type CartWithEtag } from '../../data/carts-repository.js';
import { cachedCustomer } from '../../data/customer-cache.js';
import { placeOrder, readCheckoutDocs, readOrder, type CheckoutDocs, type CheckoutOrderDoc, type StoredOrder } from '../../data/checkout-repository.js';
import type { OrderLine } from '../../model/orders.js';
import { currentPointsYear, debitPatch, readPoints } from '../../data/points-repository.js';
import { currentPriceListPrices, findProductById } from '../../data/products-repository.js';
import { isVisibleTo, priceFor } from '../../domain/catalogue.js';
import { discountedCents, fromCents, grossCents } from '../../domain/money.js';
import { orderNumberFor } from '../../domain/order-number.js';
import { addressSnapshot, orderLineOf } from '../../domain/order-snapshot.js';
import { amountToInvoice, checkoutOrderId, legacyCheckoutOrderId, pointsToSpend } from '../../domain/points-ledger.js';
import { failure, notFound } from '../../http/errors.js';
import { refreshKpiSoon } from './kpi-refresh.js';

/**
 * CHECKOUT — spends min(cart total, available points) exactly once; the rest is invoiced.
 *
 * Four documents of the customer's partition take part: the order (id derived from the customer and the
 * Idempotency-Key, or without that header from the version (ETag) of the cart being ordered), the cart, the
 * points of the year and the customer's order list. They are written in ONE transactional batch
 * (data/checkout-repository.ts placeOrder): all of it lands or none of it, so an order never exists without
 * its debit and its claim of the cart, nor a debit without its order.
 *
 *  1. Read in parallel what the order needs: cart (ETag E), balance (ETag P) and addresses in one round trip
 *     then the cart's products, the customer (kept a minute), the price lists, and the order of this key if
 *     any (→ replay: answer it, 200). Orders are never written pending,
 *     so a checkout has nothing of an earlier one to settle first: orders an earlier version of this code
 *     left pending are the recovery timer's (checkout-recovery.ts), not a query on every checkout.
 *     Validate (§5 messages); price the lines from the products; pointsSpent = min(total, balance), in cents.
 *  2. Place the order, confirmed, in one batch: create the order (409 → a concurrent request for the same
 *     key or the same cart version won: answer its order); replace the cart If-Match E without the ordered
 *     lines and with the order id in claimedOrderIds; patch points-<year> If-Match P with balance −N,
 *     spent +N and the entry {kind 'spent', ref orderId}, on the condition "balance >= N and no entry for
 *     this order"; set the order's row in the list.
 *  3. A batch refused by the cart (412) reads the cart again: when it still holds every ordered line
 *     (something was added meanwhile), the claim takes them out of the new version and the addition stays;
 *     when an ordered line is gone or lowered (another checkout took it, the buyer removed it), start again
 *     from step 1 (an emptied cart then answers products-empty). Refused by the points: read them again and
 *     spend min(total, balance) of the new balance. Hence 50 checkouts of one cart, with 50 keys or with
 *     none, give one order: an order consumes the lines of one version of the cart.
 */

export interface CheckoutInput {
  customerId: string;
  /** The caller's Idempotency-Key; without it, the order is keyed by the version of the cart. */
  idempotencyKey: string | undefined;
  billingService: string;
  shippingAddressId: string;
  billingAddressId: string;
  userId: string;
}

export interface CheckoutResult {
  order: CheckoutOrder;
  replay: boolean;
}

const MAX_ATTEMPTS = 6;
const REPLAY_WAIT_MS = 15_000;

export async function checkout(input: CheckoutInput): Promise<CheckoutResult> {
  const keyedId = input.idempotencyKey ? checkoutOrderId(input.customerId, input.idempotencyKey) : undefined;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const state = await readState(input, keyedId);
    if (state.existing) {
      const settled = await waitUntilSettled(state.existing);
      if (settled) return { order: toCheckoutOrder(settled), replay: true };
      continue; // deleted meanwhile: try again
    }

    let draft: Draft;
    try {
      draft = prepareOrder(input, state, keyedId);
    } catch (err) {
      // A concurrent request with the same key may have ordered the cart meanwhile (this one then read the
      // cart it emptied): that order is the answer, not "empty cart".
      if (keyedId && (await readOrder(input.customerId, keyedId))) continue;
      throw err;
    }
    const placed = await place(draft, input, state.points);
    if (placed === 'restart') continue; // the cart no longer holds the order: start again from it
    if (placed === 'exists') {
      // Same key, or same cart version without a key: the other request's order is the answer.
      const other = await readOrder(input.customerId, draft.order.id);
      const settled = other && (await waitUntilSettled(other));
      if (settled) return { order: toCheckoutOrder(settled), replay: true };
      continue;
    }
    // The KPI row of the customer follows without making the buyer wait (the catch-up timer is the safety net).
    refreshKpiSoon(placed.customerId, placed.year, placed.id);
    return { order: toCheckoutOrder(placed), replay: false };
  }
  throw failure('cart_busy');
}

interface CheckoutState extends CheckoutDocs {
  existing: StoredOrder | undefined;
  customer: Awaited<ReturnType<typeof cachedCustomer>>;
  /** The cart's products as they are now, in the order of its lines (undefined: gone). */
  products: Awaited<ReturnType<typeof findProductById>>[];
  prices: Map<string, number>;
  year: number;
}

/**
 * Step 1's reads, all at once: the customer's cart, points and addresses in one round trip, then the cart's
 * products, beside the price lists' query (a query plan, then the query: two round trips too) and the order
 * of this key, when the caller sent one.
 */
async function readState(input: CheckoutInput, keyedId: string | undefined): Promise<CheckoutState> {
  const year = currentPointsYear();
  const [keyed, customer, { docs, products }, prices] = await Promise.all([
    keyedId ? readOrder(input.customerId, keyedId) : undefined,
    // The order keeps the customer's number and name: the record every screen keeps a minute is enough.
    cachedCustomer(input.customerId),
    readCheckoutDocs(input.customerId, year, input.billingAddressId, input.shippingAddressId).then(async (docs) => ({
      docs,
      products: await Promise.all((docs.cart?.items ?? []).map((i) => findProductById(i.productId))),
    })),
    currentPriceListPrices(input.customerId),
  ]);
  return { existing: keyed ?? (await claimedUnderFormerId(input, docs.cart)), customer, ...docs, products, prices, year };
}

/**
 * A keyed checkout placed before order ids carried their customer, replayed after: its order has the former
 * id, and the cart names it among the orders that claimed it. Read only then.
 */
async function claimedUnderFormerId(input: CheckoutInput, cart: CheckoutDocs['cart']): Promise<StoredOrder | undefined> {
  if (!input.idempotencyKey) return undefined;
  const formerId = legacyCheckoutOrderId(input.customerId, input.idempotencyKey);
  return cart?.claimedOrderIds?.includes(formerId) ? readOrder(input.customerId, formerId) : undefined;
}

interface Draft {
  order: CheckoutOrderDoc;
  /** The cart as read: the lines the order is made of. */
  cart: CartWithEtag;
}

/** Validates what step 1 read (§5 messages) and prices the order. */
function prepareOrder(input: CheckoutInput, state: CheckoutState, keyedId: string | undefined): Draft {
  const { customer, cart, billing, shipping } = state;
  if (!customer) throw notFound();
  // Billing choices are addresses of type 0; delivery choices of type 0 or 1 (spec §5).
  if (!billing || billing.addressType !== 0 || !shipping || (shipping.addressType !== 0 && shipping.addressType !== 1)) {
    throw failure('addresses_missing', undefined, { field: !billing || billing.addressType !== 0 ? 'fK_BillingAddressId' : 'fK_ShippingAddressId' });
  }
  if (!cart || cart.items.length === 0) throw failure('cart_empty');
  if (!input.billingService.trim()) throw failure('billing_service_missing', undefined, { field: 'billingService' });

  // Lines are priced from the products and the customer's price lists as they are now; a withdrawn
  // product stops the checkout.
  const lines: OrderLine[] = cart.items.map((item, k) => {
    const p = state.products[k];
    if (!p || !isVisibleTo(p, input.customerId)) throw failure('cart_product_unavailable', { reference: item.reference });
    return orderLineOf(p, item.quantity, priceFor(p, state.prices));
  });
  const totalAmount = fromCents(discountedCents(grossCents(lines.map((l) => ({ price: l.unitPrice, quantity: l.quantity }))), cart.discountRate));
  const pointsSpent = pointsToSpend(totalAmount, state.points?.balance ?? 0);
  // Without a key, the order is that of this version of the cart: a repeated submission finds it.
  const key = input.idempotencyKey?.toLowerCase() ?? `cart:${cart._etag}`;
  const orderId = keyedId ?? checkoutOrderId(input.customerId, key);
  const now = new Date();
  const iso = now.toISOString();
  return {
    cart,
    order: {
      id: orderId,
      type: 'order',
      customerId: input.customerId,
      customerNumber: customer.number,
      customerName: customer.name,
      orderNumber: orderNumberFor(orderId, now),
      orderDate: iso,
      year: state.year,
      status: 'confirmed',
      billingService: input.billingService.trim(),
      billingAddress: addressSnapshot(billing),
      shippingAddress: addressSnapshot(shipping),
      lines,
      discountRate: cart.discountRate,
      totalAmount,
      pointsSpent,
      amountInvoiced: amountToInvoice(totalAmount, pointsSpent),
      idempotencyKey: key,
      userId: input.userId,
      invoiceBlob: null,
      cartItems: cart.items.map((i) => ({ ...i })),
      createdAt: iso,
      updatedAt: iso,
    },
  };
}

/** A placement that keeps losing to other writes of the cart or the points gives up; the checkout starts again. */
const MAX_PLACEMENTS = 5;

/**
 * Steps 2 and 3: the placed order; 'exists' when an order with its id is there already; 'restart' when the
 * cart no longer holds the order. Only what refused the batch is read again.
 */
async function place(draft: Draft, input: CheckoutInput, read: CheckoutState['points']): Promise<StoredOrder | 'exists' | 'restart'> {
  const addresses = { billingId: input.billingAddressId, shippingId: input.shippingAddressId };
  const { customerId, year } = draft.order;
  let cart: CartWithEtag | undefined = draft.cart;
  let points = read;
  for (let attempt = 0; cart && attempt < MAX_PLACEMENTS; attempt++) {
    const now = new Date().toISOString();
    const next = claimedCart(cart, draft.cart, draft.order.id, addresses, now);
    if (!next) return 'restart';
    const pointsSpent = pointsToSpend(draft.order.totalAmount, points?.balance ?? 0);
    const order = { ...draft.order, pointsSpent, amountInvoiced: amountToInvoice(draft.order.totalAmount, pointsSpent) };
    const debit = points && pointsSpent > 0 ? { year, etag: points._etag, ...debitPatch(points, order.id, pointsSpent, now) } : undefined;
    const outcome = await placeOrder({ order, cart: { next, etag: cart._etag }, debit });
    if ('placed' in outcome) return outcome.placed;
    if (outcome.refused === 'order') return 'exists';
    [cart, points] = await Promise.all([
      outcome.refused === 'points' ? cart : readCart(customerId),
      outcome.refused === 'cart' ? points : readPoints(customerId, year),
    ]);
  }
  return 'restart';
}

/**
 * The order a replay answers: at once, as every order is written confirmed; one left pending by the former
 * algorithm is awaited a while, then answered as it is. Undefined when it was deleted meanwhile.
 */
async function waitUntilSettled(order: StoredOrder): Promise<StoredOrder | undefined> {
  if (order.status !== 'pending') return order;
  // An order left pending by an earlier version of the checkout, which its recovery settles: read again
  // after growing, jittered pauses, so a long wait does not read it a hundred times.
  const until = Date.now() + REPLAY_WAIT_MS;
  let current: StoredOrder | undefined = order;
  for (let pause = 10; current && current.status === 'pending' && Date.now() < until; pause = Math.min(pause * 2, 250)) {
    await new Promise((r) => setTimeout(r, pause * (0.5 + Math.random())));
    current = await readOrder(order.customerId, order.id);
  }
  return current;
}

const toCheckoutOrder = (o: CheckoutOrderDoc): CheckoutOrder => ({
  id: o.id,
  orderNumber: o.orderNumber,
  totalAmount: o.totalAmount,
  pointsSpent: o.pointsSpent,
  amountInvoiced: o.amountInvoiced,
  status: o.status,
});
