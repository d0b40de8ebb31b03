/**
 * Points totals agree everywhere (customer portal issue, task 3): after several manual credits and
 * debits and a checkout, the home stats (GET statsContract/customer/{id}), the cart's available points
 * and the points document all say remaining = earned + manual − spent (common/src/rules/points.ts and
 * docs/data-model.md), and the stats' manualPoints is the sum of the manual movements.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api.js';
import {
  actors,
  addressesOf,
  checkoutCall,
  customerData,
  getCart,
  orderableProducts,
  r2,
  readPoints,
  resetCart,
  YEAR,
  type Actors,
} from './support/cart-helpers.js';

let w: Actors;
let customer: string;

beforeAll(async () => {
  w = await actors();
  // A customer of the group buyer that the other API tests leave alone.
  customer = w.groupCustomers[2] ?? w.groupCustomers[0];
});

const update = (manualPointsToAdd: number) =>
  call('POST', 'statsContract/updatePoints', { token: w.admin, body: { customerId: customer, manualPointsToAdd, reason: 'Test des totaux' } });

interface StatsFigures {
  totalPoints: number;
  capitalPoints: number;
  consommablePoints: number;
  implantPoints: number;
  servicePoints: number;
  manualPoints: number;
  spentPoints: number;
  remainingPoints: number;
}

async function homeStats(): Promise<StatsFigures> {
  const res = await call('GET', `statsContract/customer/${customer}`, { token: w.group });
  expect(res.status, res.text).toBe(200);
  return res.json.statsContract;
}

/** Every figure that must agree, with a label per disagreement (empty when consistent). */
async function disagreements(): Promise<string[]> {
  const [s, cart, points] = await Promise.all([homeStats(), getCart(w.group, customer), readPoints(customer)]);
  expect(cart.status, cart.text).toBe(200);
  const earnedFromStats = r2(s.capitalPoints + s.consommablePoints + s.implantPoints + s.servicePoints);
  const problems: string[] = [];
  const same = (label: string, a: number, b: number) => Math.abs(r2(a) - r2(b)) > 0.01 && problems.push(`${label} : ${r2(a)} ≠ ${r2(b)}`);
  same('stats remainingPoints vs totalPoints − spentPoints', s.remainingPoints, s.totalPoints - s.spentPoints);
  same('stats totalPoints vs gagnés + manualPoints', s.totalPoints, earnedFromStats + s.manualPoints);
  same('stats remainingPoints vs gagnés + manuels − dépensés', s.remainingPoints, earnedFromStats + s.manualPoints - s.spentPoints);
  same('stats manualPoints vs points.manual', s.manualPoints, points.manual);
  same('stats spentPoints vs points.spent', s.spentPoints, points.spent);
  same('stats remainingPoints vs points.balance', s.remainingPoints, points.balance);
  same('stats (gagnés) vs points.earned', earnedFromStats, points.earned);
  same('panier availablePoints vs stats remainingPoints', cart.json.availablePoints, s.remainingPoints);
  same('points : earned + manual − spent vs balance', points.earned + points.manual - points.spent, points.balance);
  // The materialised stats document, which lists and KPIs read, moves with the manual changes too.
  const { resource: doc } = await customerData().item(`stats-${YEAR}`, customer).read<{ manualPoints: number; totalPoints: number }>();
  if (doc) {
    same('document stats manualPoints vs points.manual', doc.manualPoints, points.manual);
    same('document stats totalPoints vs gagnés + manuels', doc.totalPoints, earnedFromStats + points.manual);
  }
  return problems;
}

describe('cohérence des totaux de points', () => {
  it('les données de départ sont cohérentes', async () => {
    expect(await disagreements()).toEqual([]);
  });

  it('après plusieurs crédits et débits manuels, stats, panier et points concordent', async () => {
    const before = await homeStats();
    const moves = [500, -120, 75, -30, 1, -1, 240];
    for (const n of moves) {
      const res = await update(n);
      expect(res.status, `${n} : ${res.text}`).toBe(200);
    }
    const after = await homeStats();
    const sum = moves.reduce((a, b) => a + b, 0);
    expect(r2(after.manualPoints)).toBe(r2(before.manualPoints + sum));
    expect(r2(after.remainingPoints)).toBe(r2(before.remainingPoints + sum));
    expect(await disagreements()).toEqual([]);
  });

  it('après une commande payée en points puis de nouveaux mouvements manuels, tout concorde encore', async () => {
    const [product] = await orderableProducts(w.group, customer, 1);
    const addr = await addressesOf(w.admin, customer);
    await resetCart(w.admin, customer);
    const added = await call('POST', `carts/items/${customer}`, { token: w.group, body: { productId: product, quantity: 1 } });
    expect(added.status, added.text).toBe(200);
    const before = await homeStats();
    const order = await checkoutCall(w.group, {
      customerId: customer,
      billingService: 'Service économique',
      fK_ShippingAddressId: addr.delivery,
      fK_BillingAddressId: addr.billing,
    });
    expect(order.status, order.text).toBe(201);
    const afterOrder = await homeStats();
    expect(r2(afterOrder.spentPoints)).toBe(r2(before.spentPoints + order.json.pointsSpent));
    expect(r2(afterOrder.remainingPoints)).toBe(r2(before.remainingPoints - order.json.pointsSpent));
    for (const n of [60, -25]) expect((await update(n)).status).toBe(200);
    expect(await disagreements()).toEqual([]);
  });

  it('un recalcul des statistiques ne défait pas les mouvements manuels', async () => {
    const before = await homeStats();
    const res = await call('POST', `statsContract/recalculate/${customer}`, { token: w.admin });
    expect(res.status, res.text).toBe(200);
    const after = await homeStats();
    expect(r2(after.manualPoints)).toBe(r2(before.manualPoints));
    expect(r2(after.spentPoints)).toBe(r2(before.spentPoints));
    expect(await disagreements()).toEqual([]);
  });

  it('des mouvements manuels concurrents d’un recalcul laissent le document de statistiques juste', async () => {
    const ops: Promise<{ status: number; text: string }>[] = [];
    for (let i = 0; i < 24; i++) {
      ops.push(update(i % 3 === 2 ? -7 : 11));
      if (i % 4 === 0) ops.push(call('POST', `statsContract/recalculate/${customer}`, { token: w.admin }));
    }
    const results = await Promise.all(ops);
    expect(results.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.text.slice(0, 200)}`)).toEqual([]);
    expect(await disagreements()).toEqual([]);
  });
});
