import { round2, type Tier } from '@portail/common';
import type { AddressDoc } from '../../functions/src/model/addresses.js';
import type { CartDoc } from '../../functions/src/model/carts.js';
import type { CustomerDoc } from '../../functions/src/model/customers.js';
import type { OrderDoc } from '../../functions/src/model/orders.js';
import type { LedgerEntry, PointsDoc } from '../../functions/src/model/points.js';
import type { ProductDoc } from '../../functions/src/model/products.js';
import { CART_DOC_ID } from '../../functions/src/model/carts.js';
import { orderDocId } from '../../functions/src/model/orders.js';
import { emptyPointsDoc } from '../../functions/src/model/points.js';
import { isVisibleTo } from '../../functions/src/domain/catalogue.js';
import { orderNumberFor } from '../../functions/src/domain/order-number.js';
import { addressSnapshot, orderLineOf } from '../../functions/src/domain/order-snapshot.js';
import { endOfMonth, isoInstant, salesWindow } from './calendar.js';
import type { Rng } from './random.js';
import type { YearAggregate } from './rules.js';

export function catalogueOf(products: readonly ProductDoc[], customerId: string): ProductDoc[] {
  return products.filter((p) => isVisibleTo(p, customerId));
}

export interface ProgrammeInput {
  customer: CustomerDoc;
  customerIndex: number;
  year: number;
  aggregate: YearAggregate;
  status: Tier;
  catalogue: readonly ProductDoc[];
  addresses: readonly AddressDoc[];
  userId: string;
  now: Date;
}

type Event = { at: number; kind: 'earned'; amount: number } | { at: number; kind: 'manual'; amount: number } | { at: number; kind: 'order' };

/**
 * The year's points document and Programme orders, replayed in date order so that the balance is never
 * negative at any point of the ledger: monthly credits from sales, an occasional manual adjustment, and
 * orders that spend at most the balance of their day (the rest is invoiced).
 */
export function generateProgrammeYear(rng: Rng, input: ProgrammeInput): { points: PointsDoc; orders: OrderDoc[] } {
  const { customer, year, now } = input;
  const r = rng.fork('programme', customer.id, year);
  const { start, end } = salesWindow(year, now);
  const points = emptyPointsDoc(customer.id, year, now.toISOString());
  const orders: OrderDoc[] = [];
  if (end < start) return { points, orders };

  const events: Event[] = [];
  // Each credit is the change of the rounded running total, so that the credits add up to the year's
  // earned points exactly as the statistics round them (no cent of drift between home and ledger).
  let running = 0;
  input.aggregate.monthlyPoints(input.status).forEach((amount, month) => {
    const at = Math.min(endOfMonth(year, month), end);
    const credit = round2(round2(running + amount) - round2(running));
    running += amount;
    if (credit !== 0 && endOfMonth(year, month - 1) < end) events.push({ at, kind: 'earned', amount: credit });
  });
  if (r.chance(0.25)) {
    const amount = r.chance(0.3) ? -r.int(1, 5) * 100 : r.int(5, 50) * 100;
    events.push({ at: start + Math.floor(r.float() * (end - start)), kind: 'manual', amount });
  }
  const orderCount = input.status === 0 ? r.int(0, 1) : r.int(1, 4);
  for (let i = 0; i < orderCount; i++) events.push({ at: start + Math.floor(r.float() * (end - start)), kind: 'order' });
  events.sort((a, b) => a.at - b.at);

  const billing = input.addresses.find((a) => a.addressType === 0);
  const delivery = input.addresses.find((a) => a.addressType === 1) ?? billing;
  const entry = (kind: LedgerEntry['kind'], amount: number, at: number, ref: string) => {
    points.entries.push({ id: `e-${year}-${String(points.entries.length + 1).padStart(4, '0')}`, kind, amount, at: isoInstant(at), ref });
  };
  for (const ev of events) {
    if (ev.kind === 'earned') {
      points.earned = round2(points.earned + ev.amount);
      entry('earned', ev.amount, ev.at, `seed-${year}-${isoInstant(ev.at).slice(5, 7)}`);
    } else if (ev.kind === 'manual') {
      if (points.balance + ev.amount < 0) continue;
      points.manual = round2(points.manual + ev.amount);
      entry('manual', ev.amount, ev.at, 'user-admin');
    } else {
      if (!billing || !delivery || points.balance < 100 || input.catalogue.length === 0) continue;
      const lines = r.sample(input.catalogue, r.int(1, 4)).map((p) => orderLineOf(p, r.int(1, 3), p.price));
      const overspend = r.chance(0.25);
      // Most orders fit the balance: lines are dropped until they do; some deliberately exceed it.
      while (!overspend && lines.length > 1 && lines.reduce((a, l) => a + l.unitPrice * l.quantity, 0) > points.balance) lines.pop();
      const discountRate = r.chance(0.1) ? r.pick([5, 10]) : 0;
      const totalAmount = round2(lines.reduce((a, l) => a + l.unitPrice * l.quantity, 0) * (1 - discountRate / 100));
      const pointsSpent = round2(Math.min(totalAmount, points.balance));
      const idempotencyKey = r.uuid();
      const id = orderDocId(idempotencyKey);
      // The same format as checkout's, so list, detail, invoice and e-mail show one kind of number.
      const orderNumber = orderNumberFor(id, new Date(isoInstant(ev.at)));
      points.spent = round2(points.spent + pointsSpent);
      entry('spent', pointsSpent, ev.at, id);
      orders.push({
        id,
        type: 'order',
        customerId: customer.id,
        customerNumber: customer.number,
        customerName: customer.name,
        orderNumber,
        orderDate: isoInstant(ev.at),
        year,
        status: 'confirmed',
        billingService: r.pick(['Direction des achats', 'Service économique – facturation', 'Pharmacie – gestion des commandes']),
        billingAddress: addressSnapshot(billing),
        shippingAddress: addressSnapshot(delivery),
        lines,
        discountRate,
        totalAmount,
        pointsSpent,
        amountInvoiced: round2(totalAmount - pointsSpent),
        idempotencyKey,
        userId: input.userId,
        invoiceBlob: null,
        createdAt: isoInstant(ev.at),
        updatedAt: isoInstant(ev.at),
      });
    }
    points.balance = round2(points.earned + points.manual - points.spent);
  }
  points.updatedAt = points.entries.length > 0 ? points.entries[points.entries.length - 1].at : points.updatedAt;
  return { points, orders };
}

export function generateCart(rng: Rng, customerId: string, catalogue: readonly ProductDoc[], now: string): CartDoc {
  const r = rng.fork('cart', customerId);
  return {
    id: CART_DOC_ID,
    type: 'cart',
    customerId,
    discountRate: r.chance(0.2) ? 5 : 0,
    items: r.sample(catalogue, r.int(1, 4)).map((p) => ({
      // The API's own shape (ci-<12 hex>-<customer id>): a route given only the line id reads the owner from it.
      cartItemId: `ci-${r.uuid().replace(/-/g, '').slice(0, 12)}-${customerId}`,
      productId: p.id,
      reference: p.reference,
      description: p.descriptionLocal,
      image: p.image,
      gimPackContent: p.gimPackContent,
      price: p.price,
      quantity: r.int(1, 3),
      vat: p.tva,
    })),
    createdAt: now,
    updatedAt: now,
  };
}
