/**
 * What follows a checkout (issue 3 §5, Reliability): recovery of interrupted checkouts and the Programme
 * orders list kept from the order writes. Split from cart-checkout.test.ts; same set-up.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from './support/api.js';
import { API_URL } from './support/env.js';
import {
  addToCart,
  checkoutBody,
  checkoutCall,
  checkoutScene,
  customerData,
  ensureBalanceAtLeast,
  readPoints,
  resetCart,
  YEAR,
  type Actors,
  type CheckoutScene,
} from './support/cart-helpers.js';

let scene: CheckoutScene;
let w: Actors;
let customer: string;
let products: string[];

beforeAll(async () => {
  scene = await checkoutScene();
  ({ w, customer, products } = scene);
});
beforeEach(() => resetCart(w.admin, customer));

const add = (productId: string, quantity: unknown = 1, extra: Record<string, unknown> = {}) => addToCart(scene, productId, quantity, extra);
const body = (over: Record<string, unknown> = {}) => checkoutBody(scene, over);

describe('recovery of interrupted checkouts', () => {
  it('the recovery timer, run by the host on demand, confirms a pending order whose debit exists and cancels a stale one without', async () => {
    const old = new Date(Date.now() - 10 * 60_000).toISOString();
    const line = {
      productId: products[0],
      reference: 'ESSAI-001',
      description: 'Article d’essai',
      unitPrice: 5,
      quantity: 1,
      currentCost: 2,
      gimPackContent: 1,
      franchiseGroup: 'Essai',
      franchise: 'Essai',
      subFranchise: 'Essai',
      category: 'consommable',
    };
    const base = (id: string) => ({
      id,
      type: 'order',
      customerId: customer,
      customerNumber: '0',
      customerName: 'Essai',
      orderNumber: `PF-${YEAR}-${id.slice(4, 10).toUpperCase()}`,
      orderDate: old,
      year: YEAR,
      // One line, as every order has: other suites that open the first order of the list find its detail.
      status: 'pending',
      billingService: 'x',
      lines: [line],
      discountRate: 0,
      totalAmount: 5,
      pointsSpent: 5,
      amountInvoiced: 0,
      idempotencyKey: randomUUID(),
      userId: 'test',
      invoiceBlob: null,
      cartItems: [],
      createdAt: old,
      updatedAt: old,
    });
    await ensureBalanceAtLeast(w.admin, customer, 10);
    const withDebit = `ord-${randomUUID().replace(/-/g, '')}`;
    const without = `ord-${randomUUID().replace(/-/g, '')}`;
    const c = customerData();
    await c.items.create(base(withDebit));
    await c.items.create(base(without));
    // With their owner lookups, as a checkout writes them (lookups-repository): the recovered order is then
    // readable by id like any other (the back office's imported-orders tab opens its lines).
    for (const id of [withDebit, without]) await c.database.container('lookups').items.create({ id: `order:${id}`, type: 'lookup', customerId: customer });
    // The crash happened right after the debit of `withDebit`.
    await c.item(`points-${YEAR}`, customer).patch([
      { op: 'incr', path: '/balance', value: -5 },
      { op: 'incr', path: '/spent', value: 5 },
      { op: 'add', path: '/entries/-', value: { id: `spent-${withDebit}`, kind: 'spent', amount: 5, at: old, ref: withDebit } },
    ]);
    // A checkout no longer settles them (it writes no pending order itself, so it has none to wait for)...
    expect((await checkoutCall(w.buyer, body())).status).toBe(400);
    expect((await c.item(without, customer).read()).resource.status).toBe('pending');
    // ...the timer does, here run at once through the host's admin call (Core Tools' POST /admin/functions/{name}).
    const run = await fetch(`${API_URL}/admin/functions/recoverPendingOrders`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(run.status).toBe(202);
    expect((await fetch(`${API_URL}/admin/functions/noSuchFunction`, { method: 'POST', body: '{}' })).status).toBe(404);
    const statusOf = async (id: string) => (await c.item(id, customer).read()).resource.status as string;
    // The timer settles pending orders one after another, in no set order: wait for both.
    await expect.poll(() => statusOf(without), { timeout: 10_000 }).toBe('cancelled');
    await expect.poll(() => statusOf(withDebit), { timeout: 10_000 }).toBe('confirmed');
    const pts = await readPoints(customer);
    expect(pts.voided).toContain(without);
    expect(pts.entries.some((e) => e.ref === without)).toBe(false);
  });
});

describe('Programme orders list (one document per customer and year, patched by each order write)', () => {
  const page = async () => {
    const res = await call('GET', `orderOneStryker/customer/${customer}/query`, { token: w.buyer, query: { pageNumber: 1, orderBy: 'orderDate desc' } });
    expect(res.status, res.text).toBe(200);
    return res.json as { id: string; status: string; totalAmount: number }[];
  };
  /** The rows of the customer's lists of every year (data/orders-repository.ts). */
  const listedRows = async () => {
    const { resources } = await customerData()
      .items.query(
        { query: "SELECT * FROM c WHERE c.customerId = @c AND c.type = 'orderList'", parameters: [{ name: '@c', value: customer }] },
        { partitionKey: customer },
      )
      .fetchAll();
    return Object.assign({}, ...resources.map((l: { rows: object }) => l.rows)) as Record<string, { id: string; status: string }>;
  };
  const storedOrders = async () => {
    const { resources } = await customerData()
      .items.query(
        { query: "SELECT c.id, c.status FROM c WHERE c.customerId = @c AND c.type = 'order'", parameters: [{ name: '@c', value: customer }] },
        { partitionKey: customer },
      )
      .fetchAll();
    return resources as { id: string; status: string }[];
  };

  it('a checkout shows its order at once, confirmed, and the list holds every order of the customer', async () => {
    expect((await add(products[0], 1)).status).toBe(200);
    const created = await checkoutCall(w.buyer, body());
    expect(created.status, created.text).toBe(201);
    const first = (await page())[0];
    expect(first).toMatchObject({ id: created.json.id, status: 'confirmed' });
    expect(new Set(Object.keys(await listedRows()))).toEqual(new Set((await storedOrders()).map((o) => o.id)));
  });

  it('checkouts racing on one customer: the list ends with every order and its status', async () => {
    // Adds and checkouts interleave on the customer's one cart: some checkouts find it empty, the others
    // create, settle and rebuild the list at the same time.
    const ids: string[] = [];
    await Promise.all(
      [0, 1, 2].map(async (i) => {
        await new Promise((r) => setTimeout(r, i * 15));
        if ((await add(products[i % products.length], 1)).status !== 200) return;
        const res = await checkoutCall(w.buyer, body());
        if (res.status === 201) ids.push(res.json.id);
      }),
    );
    expect(ids.length).toBeGreaterThan(0);
    const listed = new Map(Object.values(await listedRows()).map((r) => [r.id, r.status]));
    for (const o of await storedOrders()) expect(listed.get(o.id), o.id).toBe(o.status);
  });

  it('a list left showing a pending order (a checkout stopped before its rebuild) is rebuilt by the next read', async () => {
    const orders = await storedOrders();
    const confirmed = orders.find((o) => o.status === 'confirmed');
    expect(confirmed).toBeDefined();
    const c = customerData();
    const { resource: order } = await c.item(confirmed!.id, customer).read();
    const listId = `order-list-${order.year}`;
    const { resource: list } = await c.item(listId, customer).read();
    await c.item(listId, customer).replace({ ...list, rows: { ...list.rows, [confirmed!.id]: { ...list.rows[confirmed!.id], status: 'pending' } } });

    const row = (await call('GET', `orderOneStryker/customer/${customer}/query`, { token: w.buyer, query: { pageNumber: 1, pageSize: 100 } })).json.find(
      (r: { id: string }) => r.id === confirmed!.id,
    );
    expect(row?.status).toBe('confirmed');
    const { resource: healed } = await c.item(listId, customer).read();
    expect(healed.rows[confirmed!.id].status).toBe('confirmed');
  });
});
