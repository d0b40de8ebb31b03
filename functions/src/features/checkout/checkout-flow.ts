import { fr, round2, type CheckoutOrder } from '@portail/common';
import { claimCart, readCart, restoreCartItems } from '../../data/carts-repository.js';
import { findCustomerById } from '../../data/customers-repository.js';
import { createOrder, deleteUnclaimedOrder, readAddress, readOrder, repriceOrder, settleOrder, type CheckoutOrderDoc, type StoredOrder } from '../../data/checkout-repository.js';
import type { OrderLine } from '../../model/orders.js';
import { currentPointsYear, debitForOrder, readPoints } from '../../data/points-repository.js';
import { currentPriceListPrices, findProductById } from '../../data/products-repository.js';
import { isVisibleTo, priceFor } from '../../domain/catalogue.js';
import { addressSnapshot, orderLineOf } from '../../domain/order-snapshot.js';
import { amountToInvoice, checkoutOrderId, orderNumberFor, pointsToSpend } from '../../domain/points-ledger.js';
import { ApiError, badRequest, conflict, notFound } from '../../http/errors.js';
import { recoverPendingOrders } from './checkout-recovery.js';

/**
 * CHECKOUT — spends min(cart total, available points) exactly once; the rest is invoiced.
 *
 * Three documents of the customer's partition take part: the order (id derived from customer and
 * Idempotency-Key), the cart (ETag) and points-<year> (conditional patch). Cosmos has no multi-document
 * transaction (and the local server's batch is not atomic), so each step is made idempotent and the
 * order of the steps guarantees that a debit never exists without its order:
 *
 *  0. recoverPendingOrders(customer) settles orders left pending by an interrupted checkout.
 *  1. If the order of this key exists → replay: wait until it is settled and answer it (200).
 *  2. Read the cart (ETag E), the addresses, the products and the balance; validate (§5 messages);
 *     pointsSpent = min(total after discount, balance).
 *  3. Create the order, status 'pending'. 409 → a concurrent request with the same key won: go to 1.
 *  4. Claim the cart: replace it, If-Match E, without the ordered lines and with the order id in
 *     claimedOrderIds. 412 → the cart changed (another checkout with another key took it, or an item was
 *     added): delete our pending order (If-Match) and start again at 1; an emptied cart then answers
 *     products-empty. Hence 50 checkouts of one cart with 50 keys give one order.
 *  5. ONE conditional patch on points-<year>: balance −N, spent +N, entry {kind 'spent', ref orderId},
 *     condition "balance >= N and no entry for this order and the order not voided". An entry already
 *     there (retry after a crash) counts as done; a balance that fell meanwhile re-prices the order with
 *     the new min(total, balance) and tries again.
 *  6. Mark the order 'confirmed'.
 *
 * A crash between steps leaves a 'pending' order. The recovery (checkout-recovery.ts) confirms it when
 * its debit exists (or, spending no points, when its cart claim exists) and cancels it after a few
 * minutes otherwise; the cancellation first voids the order in points-<year> (conditional on no debit),
 * so a late debit cannot follow it. An order is thus either confirmed with its debit, or not confirmed
 * and without debit.
 */

export interface CheckoutInput {
  customerId: string;
  idempotencyKey: string;
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
  const orderId = checkoutOrderId(input.customerId, input.idempotencyKey);
  await recoverPendingOrders({ customerId: input.customerId });

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const existing = await readOrder(input.customerId, orderId);
    if (existing) {
      const settled = await waitUntilSettled(existing);
      if (settled) return { order: toCheckoutOrder(settled), replay: true };
      continue; // deleted meanwhile: its creator lost the cart; try again
    }

    let draft: Draft;
    try {
      draft = await prepareOrder(input, orderId);
    } catch (err) {
      // A concurrent request with the same key may have ordered the cart meanwhile (its order is created
      // before the cart is claimed): then that order is the answer, not "empty cart".
      if (await readOrder(input.customerId, orderId)) continue;
      throw err;
    }
    const created = await createOrder(draft.order);
    if (!created) continue; // same key, concurrent request: answer its order

    if (!(await claimCart(draft.cart, orderId, draft.cartItemIds))) {
      await deleteUnclaimedOrder(created);
      continue;
    }
    const order = await completeOrder(created);
    if (order.status === 'cancelled') throw conflict(fr['alert.error.order-failed']);
    return { order: toCheckoutOrder(order), replay: false };
  }
  throw conflict(fr['alert.error.cart-busy']);
}

interface Draft {
  order: CheckoutOrderDoc;
  cart: NonNullable<Awaited<ReturnType<typeof readCart>>>;
  cartItemIds: string[];
}

/** Step 2: reads and validates everything; throws the §5 messages. */
async function prepareOrder(input: CheckoutInput, orderId: string): Promise<Draft> {
  const [customer, cart, billing, shipping] = await Promise.all([
    findCustomerById(input.customerId),
    readCart(input.customerId),
    input.billingAddressId ? readAddress(input.customerId, input.billingAddressId) : undefined,
    input.shippingAddressId ? readAddress(input.customerId, input.shippingAddressId) : undefined,
  ]);
  if (!customer) throw notFound();
  // Billing choices are addresses of type 0; delivery choices of type 0 or 1 (spec §5).
  if (!billing || billing.addressType !== 0 || !shipping || (shipping.addressType !== 0 && shipping.addressType !== 1)) {
    throw badRequest(fr['alert.error.addresses-empty'], !billing || billing.addressType !== 0 ? 'fK_BillingAddressId' : 'fK_ShippingAddressId');
  }
  if (!cart || cart.items.length === 0) throw badRequest(fr['alert.error.products-empty']);
  if (!input.billingService.trim()) throw badRequest(fr['alert.error.invoice-service-empty'], 'billingService');

  // Lines are priced from the products and the customer's price lists as they are now; a withdrawn
  // product stops the checkout.
  const [products, prices] = await Promise.all([
    Promise.all(cart.items.map((i) => findProductById(i.productId))),
    currentPriceListPrices(input.customerId),
  ]);
  const lines: OrderLine[] = cart.items.map((item, k) => {
    const p = products[k];
    if (!p || !isVisibleTo(p, input.customerId)) throw badRequest(`${fr['alert.error.product-unavailable']} : ${item.reference}`);
    return orderLineOf(p, item.quantity, priceFor(p, prices));
  });
  const gross = round2(lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0));
  const totalAmount = round2((gross * (100 - cart.discountRate)) / 100);
  const year = currentPointsYear();
  const points = await readPoints(input.customerId, year);
  const pointsSpent = pointsToSpend(totalAmount, points?.balance ?? 0);
  const now = new Date();
  const iso = now.toISOString();
  return {
    cart,
    cartItemIds: cart.items.map((i) => i.cartItemId),
    order: {
      id: orderId,
      type: 'order',
      customerId: input.customerId,
      customerNumber: customer.number,
      customerName: customer.name,
      orderNumber: orderNumberFor(orderId, now),
      orderDate: iso,
      year,
      status: 'pending',
      billingService: input.billingService.trim(),
      billingAddress: addressSnapshot(billing),
      shippingAddress: addressSnapshot(shipping),
      lines,
      discountRate: cart.discountRate,
      totalAmount,
      pointsSpent,
      amountInvoiced: amountToInvoice(totalAmount, pointsSpent),
      idempotencyKey: input.idempotencyKey.toLowerCase(),
      userId: input.userId,
      invoiceBlob: null,
      cartItems: cart.items.map((i) => ({ ...i })),
      createdAt: iso,
      updatedAt: iso,
    },
  };
}

/** Steps 5 and 6, for an order whose cart is claimed. */
async function completeOrder(order: StoredOrder): Promise<StoredOrder> {
  let pointsSpent = order.pointsSpent;
  for (let attempt = 0; pointsSpent > 0 && attempt < 10; attempt++) {
    const outcome = await debitForOrder(order.customerId, order.year, order.id, pointsSpent);
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
  await settleOrder(order.customerId, order.id, 'confirmed');
  const final = await readOrder(order.customerId, order.id);
  if (!final) throw new ApiError(500, 'server_error', fr['alert.error.server']);
  return final;
}

/** A replay waits for the first request to finish; after a while it answers the order as it is. */
async function waitUntilSettled(order: StoredOrder): Promise<StoredOrder | undefined> {
  const until = Date.now() + REPLAY_WAIT_MS;
  let current: StoredOrder | undefined = order;
  while (current && current.status === 'pending' && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
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

