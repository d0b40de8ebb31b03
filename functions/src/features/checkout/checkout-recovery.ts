import type { InvocationContext, Timer } from '@azure/functions';
import { readCart, restoreCartItems, voidOrderInCart } from '../../data/carts-repository.js';
import { allPendingOrders, settleOrder, type StoredOrder } from '../../data/checkout-repository.js';
import { readPoints, voidOrderDebit } from '../../data/points-repository.js';
import { hasEntryFor, recoveryDecision } from '../../domain/points-ledger.js';
import { refreshCustomerKpiAfterWrite } from '../../services/kpi-aggregates.js';

interface RecoveryReport {
  confirmed: string[];
  cancelled: string[];
}

/**
 * Settles orders left 'pending' by an interrupted checkout (see checkout-flow.ts):
 * - an order whose debit entry exists in points-<year> (or, spending no points, whose cart claim exists)
 *   is confirmed;
 * - one pending for longer than the timeout without it is cancelled: first voided where its debit would
 *   go (points-<year>, conditional on no debit; or the cart, conditional on no claim), so that a late
 *   debit or claim fails; if the debit or claim won the race, the order is confirmed instead. Lines
 *   already taken from the cart are put back.
 * Runs from a timer. The checkout writes every order confirmed in one batch (checkout-flow.ts): pending
 * orders are those an earlier version of it left, which no checkout waits for.
 */
async function recoverPendingOrders(): Promise<RecoveryReport> {
  const now = new Date();
  const pending = await allPendingOrders();
  const report: RecoveryReport = { confirmed: [], cancelled: [] };
  for (const order of pending) {
    const outcome = await recoverOne(order, now);
    if (outcome === 'confirmed') report.confirmed.push(order.id);
    if (outcome === 'cancelled') report.cancelled.push(order.id);
    if (outcome !== 'left') await refreshCustomerKpiAfterWrite(order.customerId, order.year);
  }
  return report;
}

async function recoverOne(order: StoredOrder, now: Date): Promise<'confirmed' | 'cancelled' | 'left'> {
  const [points, cart] = await Promise.all([readPoints(order.customerId, order.year), readCart(order.customerId)]);
  const cartClaimed = cart?.claimedOrderIds?.includes(order.id) ?? false;
  const decision = recoveryDecision(
    { status: order.status, createdAt: order.createdAt, pointsSpent: order.pointsSpent, debitExists: hasEntryFor(points, order.id), cartClaimed },
    now,
  );
  if (decision === 'confirm') return (await settleOrder(order.customerId, order.id, 'confirmed')) ? 'confirmed' : 'left';
  if (decision !== 'cancel') return 'left';

  if (order.pointsSpent > 0) {
    if ((await voidOrderDebit(order.customerId, order.year, order.id)) === 'debited') {
      return (await settleOrder(order.customerId, order.id, 'confirmed')) ? 'confirmed' : 'left';
    }
  } else if ((await voidOrderInCart(order.customerId, order.id)) === 'claimed') {
    return (await settleOrder(order.customerId, order.id, 'confirmed')) ? 'confirmed' : 'left';
  }
  if (!(await settleOrder(order.customerId, order.id, 'cancelled'))) return 'left';
  // Only the one that cancelled gives the lines back, and only if they had been taken.
  const claimedNow = (await readCart(order.customerId))?.claimedOrderIds?.includes(order.id) ?? false;
  if (claimedNow) await restoreCartItems(order.customerId, order.cartItems ?? []);
  return 'cancelled';
}

/** Timer trigger handler (e.g. every 5 minutes: app.timer('recoverPendingOrders', { schedule: '0 *\/5 * * * *', handler })). */
export async function recoverPendingOrdersTimer(_timer: Timer, context: InvocationContext): Promise<void> {
  const report = await recoverPendingOrders();
  if (report.confirmed.length || report.cancelled.length) {
    context.log(`Commandes en attente : ${report.confirmed.length} confirmée(s), ${report.cancelled.length} annulée(s)`);
  }
}
