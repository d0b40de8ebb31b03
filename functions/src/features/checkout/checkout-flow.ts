import { fr, type CheckoutOrder } from '@portail/common';
import { claimCart, readCart, restoreCartItems, type CartWithEtag } from '../../data/carts-repository.js';
import { findCustomerById } from '../../data/customers-repository.js';
import { confirmOrder, createOrder, deleteUnclaimedOrder, readAddress, readOrder, repriceOrder, settleOrder, stalePendingOrders, type CheckoutOrderDoc, type StoredOrder } from '../../data/checkout-repository.js';
import type { OrderLine } from '../../model/orders.js';
import { currentPointsYear, debitForOrder, readPoints } from '../../data/points-repository.js';
import { currentPriceListPrices, findProductById } from '../../data/products-repository.js';
import { isVisibleTo, priceFor } from '../../domain/catalogue.js';
import { discountedCents, fromCents, grossCents } from '../../domain/money.js';
import { orderNumberFor } from '../../domain/order-number.js';
import { addressSnapshot, orderLineOf } from '../../domain/order-snapshot.js';
import { amountToInvoice, checkoutOrderId, pointsToSpend } from '../../domain/points-ledger.js';
import { ApiError, badRequest, conflict, notFound } from '../../http/errors.js';
import { recoverPendingOrders } from './checkout-recovery.js';
import { refreshKpiSoon } from './kpi-refresh.js';

/**
 * CHECKOUT — spends min(cart total, available points) exactly once; the rest is invoiced.
 *
 * Three documents of the customer's partition take part: the order (id derived from the customer and the
 * Idempotency-Key, or without that header from the version (ETag) of the cart being ordered), the cart
 * (ETag) and points-<year> (conditional patch). Cosmos has no multi-document transaction (and the local
 * server's batch is not atomic), so each step is made idempotent and the order of the steps guarantees
 * that a debit never exists without its order:
 *
 *  1. Read in parallel what the order needs: cart (ETag E), customer, addresses, balance, price lists, the
 *     order of this key if any (→ replay: wait until it is settled and answer it, 200), and the customer's
 *     orders pending for longer than a checkout takes (→ recovery first, then start again).
 *     Validate (§5 messages); price the lines from the products; pointsSpent = min(total, balance), in cents.
 *  2. Create the order, status 'pending'. 409 → a concurrent request for the same key or the same cart
 *     version won: answer its order.
 *  3. Claim the cart: replace it, If-Match E, without the ordered lines and with the order id in
 *     claimedOrderIds. 412 → the cart changed: when it still holds every ordered line (something was
 *     added meanwhile), the claim takes them out of the current version and the addition stays in the
 *     cart; when an ordered line is gone or lowered (another checkout took it, the buyer removed it),
 *     delete our pending order (If-Match) and start again; an emptied cart then answers products-empty.
 *     Hence 50 checkouts of one cart, with 50 keys or with none, give one order: an order consumes the
 *     lines of one version of the cart.
 *  4. ONE conditional patch on points-<year>: balance −N, spent +N, entry {kind 'spent', ref orderId},
 *     condition "balance >= N and no entry for this order and the order not voided". An entry already
 *     there (retry after a crash) counts as done; a balance that fell meanwhile re-prices the order with
 *     the new min(total, balance) and tries again.
 *  5. Mark the order 'confirmed' (the patch answers the order as written) and, at the same time, write
 *     its row in the customer's order list: after step 4 nothing can end the order otherwise.
 *
 * A crash between steps leaves a 'pending' order. The recovery (checkout-recovery.ts) confirms it when
 * its debit exists (or, spending no points, when its cart claim exists) and cancels it after a few
 * minutes otherwise; the cancellation first voids the order in points-<year> (conditional on no debit),
 * so a late debit cannot follow it. An order is thus either confirmed with its debit, or not confirmed
 * and without debit.
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
/** A pending order older than this is not a checkout under way: the next checkout of its customer settles it. */
const STALE_PENDING_MS = 30_000;

export async function checkout(input: CheckoutInput): Promise<CheckoutResult> {
  const keyedId = input.idempotencyKey ? checkoutOrderId(input.customerId, input.idempotencyKey) : undefined;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const state = await readState(input, keyedId);
    if (state.existing) {
      const settled = await waitUntilSettled(state.existing);
      if (settled) return { order: toCheckoutOrder(settled), replay: true };
      continue; // deleted meanwhile: its creator lost the cart; try again
    }
    if (state.stale.length > 0) {
      await recoverPendingOrders({ orders: state.stale });
      continue; // the recovery may have put lines back into the cart: read it again
    }

    let draft: Draft;
    try {
      draft = await prepareOrder(input, state, keyedId);
    } catch (err) {
      // A concurrent request with the same key may have ordered the cart meanwhile (its order is created
      // before the cart is claimed): then that order is the answer, not "empty cart".
      if (keyedId && (await readOrder(input.customerId, keyedId))) continue;
      throw err;
    }
    const created = await createOrder(draft.order);
    if (!created) {
      // Same key, or same cart version without a key: the other request's order is the answer.
      const other = await readOrder(input.customerId, draft.order.id);
      const settled = other && (await waitUntilSettled(other));
      if (settled) return { order: toCheckoutOrder(settled), replay: true };
      continue;
    }

    const finishing = claimAndComplete(created, draft, input, state.points);
    inFlight.set(created.id, finishing);
    const order = await finishing.finally(() => inFlight.delete(created.id));
    if (!order) continue; // the cart changed meanwhile: our pending order is gone, start again
    if (order.status === 'cancelled') throw conflict(fr['alert.error.order-failed']);
    return { order: toCheckoutOrder(order), replay: false };
  }
  throw conflict(fr['alert.error.cart-busy']);
}

interface CheckoutState {
  existing: StoredOrder | undefined;
  stale: StoredOrder[];
  customer: Awaited<ReturnType<typeof findCustomerById>>;
  cart: CartWithEtag | undefined;
  billing: Awaited<ReturnType<typeof readAddress>>;
  shipping: Awaited<ReturnType<typeof readAddress>>;
  points: Awaited<ReturnType<typeof readPoints>>;
  prices: Map<string, number>;
  year: number;
}

/** Step 1's reads, all at once: one round trip of point reads (and the price-list query) instead of a chain. */
async function readState(input: CheckoutInput, keyedId: string | undefined): Promise<CheckoutState> {
  const year = currentPointsYear();
  const address = (id: string) => (id ? readAddress(input.customerId, id) : Promise.resolve(undefined));
  // A billing address (type 0) may be the delivery address too: then it is read once.
  const billingRead = address(input.billingAddressId);
  const shippingRead = input.shippingAddressId === input.billingAddressId ? billingRead : address(input.shippingAddressId);
  const [existing, stale, customer, cart, billing, shipping, points, prices] = await Promise.all([
    keyedId ? readOrder(input.customerId, keyedId) : undefined,
    stalePendingOrders(input.customerId, new Date(Date.now() - STALE_PENDING_MS).toISOString()),
    findCustomerById(input.customerId),
    readCart(input.customerId),
    billingRead,
    shippingRead,
    readPoints(input.customerId, year),
    currentPriceListPrices(input.customerId),
  ]);
  return { existing, stale, customer, cart, billing, shipping, points, prices, year };
}

interface Draft {
  order: CheckoutOrderDoc;
  /** The cart as read: the lines the order is made of. */
  cart: CartWithEtag;
}

/** Validates what step 1 read (§5 messages) and prices the order. */
async function prepareOrder(input: CheckoutInput, state: CheckoutState, keyedId: string | undefined): Promise<Draft> {
  const { customer, cart, billing, shipping } = state;
  if (!customer) throw notFound();
  // Billing choices are addresses of type 0; delivery choices of type 0 or 1 (spec §5).
  if (!billing || billing.addressType !== 0 || !shipping || (shipping.addressType !== 0 && shipping.addressType !== 1)) {
    throw badRequest(fr['alert.error.addresses-empty'], !billing || billing.addressType !== 0 ? 'fK_BillingAddressId' : 'fK_ShippingAddressId');
  }
  if (!cart || cart.items.length === 0) throw badRequest(fr['alert.error.products-empty']);
  if (!input.billingService.trim()) throw badRequest(fr['alert.error.invoice-service-empty'], 'billingService');

  // Lines are priced from the products and the customer's price lists as they are now; a withdrawn
  // product stops the checkout.
  const products = await Promise.all(cart.items.map((i) => findProductById(i.productId)));
  const lines: OrderLine[] = cart.items.map((item, k) => {
    const p = products[k];
    if (!p || !isVisibleTo(p, input.customerId)) throw badRequest(`${fr['alert.error.product-unavailable']} : ${item.reference}`);
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
      status: 'pending',
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

/**
 * The checkouts this instance is completing, by order id. A concurrent request for the same order (same
 * key, or the same cart version submitted twice) waits on it rather than polling; one that reached another
 * instance polls (waitUntilSettled).
 */
const inFlight = new Map<string, Promise<StoredOrder | undefined>>();

/** Steps 3 to 5 for a created order; undefined when the cart changed before the claim (the order is deleted). */
async function claimAndComplete(created: StoredOrder, draft: Draft, input: CheckoutInput, points: CheckoutState['points']): Promise<StoredOrder | undefined> {
  const addresses = { billingId: input.billingAddressId, shippingId: input.shippingAddressId };
  if (!(await claimCart(draft.cart, created.id, addresses))) {
    await deleteUnclaimedOrder(created);
    return undefined;
  }
  return completeOrder(created, points);
}

/** Steps 4 and 5, for an order whose cart is claimed; `points` is the document read in step 1. */
async function completeOrder(order: StoredOrder, points: CheckoutState['points']): Promise<StoredOrder> {
  let pointsSpent = order.pointsSpent;
  let known = points;
  for (let attempt = 0; pointsSpent > 0 && attempt < 10; attempt++) {
    const outcome = await debitForOrder(order.customerId, order.year, order.id, pointsSpent, known);
    known = undefined;
    if (outcome === 'debited' || outcome === 'already-debited') break;
    if (outcome === 'voided') {
      // The recovery cancelled this order before its debit: give the lines back.
      // (restoring is idempotent: lines of products already in the cart are not added twice).
      await settleOrder(order.customerId, order.id, 'cancelled');
      await restoreCartItems(order.customerId, order.cartItems ?? []);
      return (await readOrder(order.customerId, order.id)) ?? { ...order, status: 'cancelled' };
    }
    // The balance fell since it was read (another order, a withdrawal): spend what there is now.
    const balance = (await readPoints(order.customerId, order.year))?.balance ?? 0;
    pointsSpent = pointsToSpend(order.totalAmount, balance);
    await repriceOrder(order.customerId, order.id, pointsSpent, amountToInvoice(order.totalAmount, pointsSpent));
  }
  const final = (await confirmOrder(order)) ?? (await readOrder(order.customerId, order.id));
  if (!final) throw new ApiError(500, 'server_error', fr['alert.error.server']);
  // The KPI row of the customer follows without making the buyer wait (the catch-up timer is the safety net).
  refreshKpiSoon(order.customerId, order.year);
  return final;
}

/**
 * A replay waits for the first request to finish; after a while it answers the order as it is. Undefined
 * when the order was deleted meanwhile (its creator lost the cart).
 */
async function waitUntilSettled(order: StoredOrder): Promise<StoredOrder | undefined> {
  if (order.status !== 'pending') return order;
  const here = inFlight.get(order.id);
  if (here) {
    const finished = await here.catch(() => 'failed' as const);
    if (finished !== 'failed') return finished;
  }
  // The first request runs elsewhere: read again after growing, jittered pauses. A checkout takes a few
  // round trips, so the first reads come soon, and a long one is not read a hundred times.
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
