/**
 * The KPI follow-up of checkouts: the orders placed are added to the customer's row as stored, without reading
 * every order of the year again, and give the figures the whole refresh gives. In process against a Cosmos DB
 * server in memory.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMemoryCosmos, type MemoryCosmos } from '../testing/memory-cosmos.js';
import type { Container } from '@azure/cosmos';
import type { CustomerDoc } from '../model/customers.js';
import type { OrderDoc, OrderLine } from '../model/orders.js';
import type { PointsDoc } from '../model/points.js';

let cosmos: MemoryCosmos | undefined;
let kpi: typeof import('./kpi-aggregates.js');
let readKpiRow: typeof import('../data/kpi-repository.js').readKpiRow;
let customerData: Container;
const year = new Date().getUTCFullYear();
const now = new Date().toISOString();

beforeAll(async () => {
  cosmos = await startMemoryCosmos('portail-essai-kpi-commandes');
  customerData = cosmos.data.container('customerData');
  kpi = await import('./kpi-aggregates.js');
  ({ readKpiRow } = await import('../data/kpi-repository.js'));
}, 60_000);

afterAll(async () => {
  await cosmos?.close();
});

async function newCustomer(): Promise<string> {
  const id = `c-${randomUUID()}`;
  const customer = {
    id,
    type: 'customer',
    number: '750000001',
    name: 'CHU Essai',
    manualStatus: {},
    active: true,
    buyingGroupId: null,
  } as unknown as CustomerDoc;
  await cosmos!.data.container('customers').items.create(customer);
  const points: PointsDoc = {
    id: `points-${year}`,
    type: 'points',
    customerId: id,
    year,
    earned: 500,
    manual: 0,
    spent: 0,
    balance: 500,
    entries: [],
    createdAt: now,
    updatedAt: now,
  };
  await customerData.items.create(points);
  return id;
}

const line = (franchise: string, unitPrice: number, quantity: number): OrderLine => ({
  productId: `p-${franchise}`,
  reference: `REF-${franchise}`,
  description: franchise,
  unitPrice,
  quantity,
  currentCost: unitPrice / 4,
  gimPackContent: 1,
  franchiseGroup: 'Orthopédie',
  franchise,
  subFranchise: '',
  category: 'consommable' as OrderLine['category'],
});

async function placeOrder(customerId: string, lines: OrderLine[], status: OrderDoc['status'] = 'confirmed'): Promise<string> {
  const id = `order-${randomUUID()}`;
  await customerData.items.create({
    id,
    type: 'order',
    customerId,
    customerNumber: '750000001',
    customerName: 'CHU Essai',
    orderNumber: id.slice(0, 12),
    orderDate: now,
    year,
    status,
    lines,
  });
  return id;
}

async function orderLineRowsOf(customerId: string): Promise<string[]> {
  const { resources } = await customerData.items
    .query<string>({
      query: "SELECT VALUE c.orderId FROM c WHERE c.type = 'kpiOrderLine' AND c.ownerId = @owner",
      parameters: [{ name: '@owner', value: customerId }],
    })
    .fetchAll();
  return [...new Set(resources)].sort();
}

describe('the KPI follow-up of checkouts', () => {
  it('adds the orders placed to the row as stored, once each, with the figures of the whole refresh', async () => {
    const customerId = await newCustomer();
    const first = await placeOrder(customerId, [line('Trauma', 120.5, 2)]);
    await kpi.refreshCustomerKpi(customerId, year);
    const second = await placeOrder(customerId, [line('Trauma', 10.25, 3), line('Spine', 99.99, 1)]);
    const third = await placeOrder(customerId, [line('Spine', 0.1, 7)]);
    const cancelled = await placeOrder(customerId, [line('Trauma', 1000, 1)], 'cancelled');

    // The first order again, the cancelled one and one that does not exist are among those handed over.
    await kpi.addOrdersToCustomerKpi(customerId, year, [third, first, second, cancelled, `order-${randomUUID()}`]);
    const added = await readKpiRow(customerId, year);
    expect(added?.orders).toEqual({ count: 3, price: 241 + 30.75 + 99.99 + 0.7, cost: expect.any(Number), quantity: 13, ids: [first, second, third].sort() });
    expect(added?.redemptions.Spine).toMatchObject({ price: 100.69, quantity: 8 });
    expect(await orderLineRowsOf(customerId)).toEqual([first, second, third].sort());

    // Handed over again (two instances, a retried update): counted once.
    await kpi.addOrdersToCustomerKpi(customerId, year, [second, third]);
    expect((await readKpiRow(customerId, year))?.orders.count).toBe(3);

    // The whole refresh, from every order of the year, finds the same figures.
    await kpi.refreshCustomerKpi(customerId, year);
    const whole = await readKpiRow(customerId, year);
    expect(whole?.orders).toEqual(added?.orders);
    expect(whole?.redemptions).toEqual(added?.redemptions);
  });

  it('computes the whole row of a customer that has none yet', async () => {
    const customerId = await newCustomer();
    const earlier = await placeOrder(customerId, [line('Trauma', 50, 1)]);
    const placed = await placeOrder(customerId, [line('Spine', 20, 2)]);
    await kpi.addOrdersToCustomerKpi(customerId, year, [placed]);
    expect((await readKpiRow(customerId, year))?.orders).toMatchObject({ count: 2, price: 90, ids: [earlier, placed].sort() });
    expect(await orderLineRowsOf(customerId)).toEqual([earlier, placed].sort());
  });

  it('leaves to the catch-up only the rows that miss an order written, and recomputes those', async () => {
    const counted = await newCustomer();
    await kpi.addOrdersToCustomerKpi(counted, year, [await placeOrder(counted, [line('Trauma', 10, 1)])]);
    const missed = await newCustomer();
    await kpi.refreshCustomerKpi(missed, year);
    // An order whose update never came (the process stopped after the checkout answered).
    const lost = await placeOrder(missed, [line('Spine', 7, 3)]);
    const countedRow = await readKpiRow(counted, year);

    expect(await kpi.catchUpKpiAggregates(new Date(), { settleSeconds: 0 })).toBe(1);
    expect((await readKpiRow(missed, year))?.orders).toMatchObject({ count: 1, price: 21, ids: [lost] });
    expect((await readKpiRow(counted, year))?._etag).toBe(countedRow?._etag);
  });
});
