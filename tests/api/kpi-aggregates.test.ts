/**
 * The KPI aggregates against the stack's real Cosmos DB: after a random mix of imports (recordSalesLines,
 * removeSalesLines), orders (the checkout route) and points adjustments (the route), the rows the writers
 * maintained are exactly what the recalculation command rebuilds from the raw data; and the Clients tab shows
 * a customer the figures of its own home screen.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalesLineDoc } from '../../functions/src/model/sales.js';
import { call } from './support/api.js';
import { addToCart, checkoutBody, checkoutCall, checkoutScene, ensureBalanceAtLeast, resetCart, type CheckoutScene } from './support/cart-helpers.js';
import { direct } from './support/direct.js';
import { salesLineDoc } from './support/sales-line.js';

type Aggregates = typeof import('../../functions/src/services/kpi-aggregates.js');
type Rebuild = typeof import('../../functions/src/services/kpi-rebuild.js');
type Sales = typeof import('../../functions/src/services/sales-lines.js');
type Repo = typeof import('../../functions/src/data/kpi-repository.js');

const NOW = new Date();
const YEAR = NOW.getUTCFullYear();
let aggregates: Aggregates;
let rebuild: Rebuild;
let sales: Sales;
let repo: Repo;
let scene: CheckoutScene;
let other: string;
const written: { customerId: string; id: string }[] = [];

// Deterministic mix (mulberry32), so a failure can be replayed.
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function line(r: () => number, customerId: string): SalesLineDoc {
  const id = `kpi-essai-${randomUUID()}`;
  const franchise = ['Trauma', 'Spine', 'KPI Essai'][Math.floor(r() * 3)]!;
  const pointCategory = (['consommable', 'implant', 'capital', 'procare', 'services'] as const)[Math.floor(r() * 5)]!;
  const day = new Date(Date.UTC(YEAR, 0, 1) + Math.floor(r() * Math.max(1, NOW.getTime() - Date.UTC(YEAR, 0, 1)))).toISOString().slice(0, 10);
  return salesLineDoc(id, customerId, {
    customerSoldTo: { number: '999000777', name: 'Essai KPI' },
    reference: 'KPI-1',
    description: 'Produit d’essai KPI',
    salesAmount: Math.round((r() * 5000 - 500) * 100) / 100,
    invoiceQuantity: 1 + Math.floor(r() * 4),
    salesRecognitionDate: day,
    orderNumber: `C-${Math.floor(r() * 5)}`,
    franchise,
    subFranchise: `Sous ${franchise}`,
    gimItemType: pointCategory === 'services' ? 'Frais de port' : 'Produit',
    pointCategory,
    importId: 'test-kpi',
  });
}

/** A row without what legitimately differs between two computations (write time, storage fields and versions). */
function comparable(row: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!row) return row;
  const { updatedAt: _u, pointsEtag: _p, _etag: _e, _ts: _t, _rid: _r, _self: _s, _attachments: _a, ...rest } = row;
  return rest;
}

/** Equal, numbers within a relative 1e-5: a forecast extrapolated a few seconds later moves by about 1e-7. */
function expectSame(actual: unknown, expected: unknown, path = 'ligne'): void {
  if (typeof expected === 'number' && typeof actual === 'number') {
    expect(Math.abs(actual - expected), `${path} : ${actual} ≠ ${expected}`).toBeLessThanOrEqual(Math.max(0.011, Math.abs(expected) * 1e-5));
  } else if (expected && typeof expected === 'object') {
    expect(actual, path).toBeTypeOf('object');
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual as object)]);
    for (const k of keys) expectSame((actual as Record<string, unknown>)[k], (expected as Record<string, unknown>)[k], `${path}.${k}`);
  } else expect(actual, path).toEqual(expected);
}

/** The order-line rows of a customer, by id. */
async function orderLinesOf(customerId: string): Promise<Record<string, unknown>[]> {
  const { cosmos } = await direct();
  const { resources } = await cosmos
    .container('customerData')
    .items.query<Record<string, unknown>>(
      { query: "SELECT * FROM c WHERE c.customerId = 'kpi-orders' AND c.ownerId = @owner ORDER BY c.id", parameters: [{ name: '@owner', value: customerId }] },
      { partitionKey: 'kpi-orders' },
    )
    .fetchAll();
  return resources;
}

beforeAll(async () => {
  await direct();
  [aggregates, rebuild, sales, repo] = await Promise.all([
    import('../../functions/src/services/kpi-aggregates.js'),
    import('../../functions/src/services/kpi-rebuild.js'),
    import('../../functions/src/services/sales-lines.js'),
    import('../../functions/src/data/kpi-repository.js'),
  ]);
  scene = await checkoutScene();
  other = scene.w.groupCustomers.find((c) => c !== scene.customer)!;
});

afterAll(async () => {
  if (written.length) await sales.removeSalesLines(written);
  if (scene) await resetCart(scene.w.admin, scene.customer);
});

describe('KPI aggregates kept by the writers', () => {
  it('match the rebuild from the raw data after a random mix of imports, orders and adjustments', async () => {
    const r = random(20261123);
    const customers = [scene.customer, other];
    const done = { imports: 0, removals: 0, adjustments: 0, orders: 0 };
    for (let step = 0; step < 18; step++) {
      const op = r();
      const customerId = customers[Math.floor(r() * 2)]!;
      if (op < 0.4) {
        const lines = Array.from({ length: 1 + Math.floor(r() * 4) }, () => line(r, customerId));
        await sales.recordSalesLines(lines);
        written.push(...lines.map((l) => ({ customerId: l.customerId, id: l.id })));
        done.imports++;
      } else if (op < 0.5 && written.length) {
        const gone = written.splice(Math.floor(r() * written.length), 1);
        await sales.removeSalesLines(gone);
        done.removals++;
      } else if (op < 0.75) {
        const res = await call('POST', 'statsContract/updatePoints', {
          token: scene.w.admin,
          body: { customerId, manualPointsToAdd: 1 + Math.floor(r() * 300), reason: 'Ajustement de test' },
        });
        expect(res.status, res.text).toBe(200);
        done.adjustments++;
      } else {
        await ensureBalanceAtLeast(scene.w.admin, scene.customer, 50);
        await resetCart(scene.w.admin, scene.customer);
        expect((await addToCart(scene, scene.products[Math.floor(r() * scene.products.length)]!, 1 + Math.floor(r() * 2))).status).toBe(200);
        const res = await checkoutCall(scene.w.buyer, checkoutBody(scene));
        expect(res.status, res.text).toBe(201);
        done.orders++;
      }
    }
    // The mix is deterministic: it must have exercised every kind of writer.
    expect(
      Object.values(done).every((n) => n > 0),
      JSON.stringify(done),
    ).toBe(true);
    // What the checkout refreshes itself (not awaited) and the catch-up timer runs every minute: done here at once.
    await aggregates.catchUpKpiAggregates(new Date(), { settleSeconds: 0 });

    const maintained = await Promise.all(customers.map((c) => repo.readKpiRow(c, YEAR)));
    const maintainedLines = await orderLinesOf(scene.customer);
    expect(maintained.every(Boolean)).toBe(true);

    await rebuild.rebuildKpiAggregates({ years: [YEAR], recomputeStats: true });

    const rebuilt = await Promise.all(customers.map((c) => repo.readKpiRow(c, YEAR)));
    customers.forEach((c, i) => expectSame(comparable(maintained[i] as never), comparable(rebuilt[i] as never), c));
    const rebuiltLines = await orderLinesOf(scene.customer);
    expect(rebuiltLines.map(comparable)).toEqual(maintainedLines.map(comparable));
  });

  it('leave alone at the catch-up a row computed from the points as they are, and refresh one whose points were written behind it', async () => {
    // Two customers without orders of their own here (the checkouts above are the scene customer's, and the catch-up
    // refreshes the rows of any customer whose orders changed in its last seconds).
    const [current, behindId] = scene.w.groupCustomers.filter((c) => c !== scene.customer);
    expect(behindId, 'le groupe de démonstration a trois clients').toBeDefined();
    // The import's path: lines written, then the customer's statistics, points and row refreshed at once.
    const lines = [line(random(7), current!)];
    await sales.recordSalesLines(lines);
    written.push(...lines.map((l) => ({ customerId: l.customerId, id: l.id })));
    const refreshed = await repo.readKpiRow(current!, YEAR);
    // The other customer's points written again (same content, new version) by a writer that leaves its row as it was.
    const { cosmos } = await direct();
    const points = cosmos.container('customerData').item(`points-${YEAR}`, behindId!);
    const { resource: stored } = await points.read<Record<string, unknown>>();
    expect(stored).toBeDefined();
    const { resource: rewritten } = await points.replace(stored!);
    const behind = await repo.readKpiRow(behindId!, YEAR);
    expect(behind?.pointsEtag).not.toBe(rewritten!._etag);

    await aggregates.catchUpKpiAggregates(new Date(), { settleSeconds: 0 });

    const left = await repo.readKpiRow(current!, YEAR);
    expect(left?.pointsEtag).toBeTruthy();
    expect(left?._etag).toBe(refreshed?._etag);
    const caughtUp = await repo.readKpiRow(behindId!, YEAR);
    expect(caughtUp?.pointsEtag).toBe(rewritten!._etag);
    expect(caughtUp?._etag).not.toBe(behind?._etag);
  });

  it('show a confirmed order in the statistics and the orders tab at once after the catch-up', async () => {
    const before = (await call('GET', 'kpi/statistics', { token: scene.w.admin, query: { year: YEAR } })).json;
    await ensureBalanceAtLeast(scene.w.admin, scene.customer, 50);
    await resetCart(scene.w.admin, scene.customer);
    await addToCart(scene, scene.products[0]!, 1);
    const order = await checkoutCall(scene.w.buyer, checkoutBody(scene));
    expect(order.status, order.text).toBe(201);
    await aggregates.catchUpKpiAggregates(new Date(), { settleSeconds: 0 });
    const after = (await call('GET', 'kpi/statistics', { token: scene.w.admin, query: { year: YEAR } })).json;
    expect(after.totalOrdersLastYear).toBe(before.totalOrdersLastYear + 1);
    expect(after.totalPointsSpentLastYear).toBeCloseTo(before.totalPointsSpentLastYear + order.json.pointsSpent, 2);
    const rows = await call('GET', 'kpi/orders-details', { token: scene.w.admin, query: { search: order.json.orderNumber } });
    expect(rows.json.length).toBeGreaterThan(0);
  });
});

describe('one definition, two sides', () => {
  it('the Clients tab shows each customer the revenue, statuses and points of its home screen', async () => {
    const rows = (await call('GET', 'kpi/statistics-customer', { token: scene.w.admin })).json as Record<string, number & string>[];
    for (const customerId of [scene.customer, other, ...scene.w.groupCustomers]) {
      const home = (await call('GET', `statsContract/customer/${customerId}`, { token: scene.w.admin })).json.statsContract;
      const row = rows.find((x) => x.customerId === customerId)!;
      expect(row, customerId).toBeDefined();
      expect(row.revenueCurrentYear).toBe(home.totalCurrentYear);
      expect(row.revenuePreviousYear).toBe(home.totalPastYear);
      expect(row.statusCurrentYear).toBe(home.statusCurrentYear);
      expect(row.statusPreviousYear).toBe(home.statusPastYear);
      expect(row.totalPoints).toBe(home.totalPoints);
      expect(row.forecastPoints).toBe(home.forecastedPointsCurrentYearEnd);
    }
  });
});
