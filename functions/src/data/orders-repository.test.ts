/**
 * The Programme orders lists, one per customer and year, in process against a real local Cosmos DB server:
 * built from the orders when missing, each order write patching the list of its own year only.
 */
import type { Container } from '@azure/cosmos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMemoryCosmos, type MemoryCosmos } from '../testing/memory-cosmos.js';
import type { OrderDoc, OrderListDoc } from '../model/orders.js';

let cosmos: MemoryCosmos | undefined;
let repo: typeof import('./orders-repository.js');
let customerData: Container;

beforeAll(async () => {
  cosmos = await startMemoryCosmos('portail-essai-listes-commandes');
  customerData = cosmos.data.container('customerData');
  repo = await import('./orders-repository.js');
}, 60_000);

afterAll(async () => {
  await cosmos?.close();
});

const thisYear = new Date().getUTCFullYear();
let n = 0;

async function storeOrder(customerId: string, year: number, status: OrderDoc['status'] = 'confirmed'): Promise<OrderDoc> {
  const id = `ord-liste-${++n}-${customerId}`;
  const order = {
    id,
    type: 'order',
    customerId,
    customerName: 'CHU Essai',
    orderNumber: `C${year}-${n}`,
    orderDate: `${year}-03-0${(n % 9) + 1}T10:00:00.000Z`,
    year,
    status,
    totalAmount: 100 * n,
  } as unknown as OrderDoc;
  await customerData.items.create(order);
  return order;
}

async function listsOf(customerId: string): Promise<Map<string, OrderListDoc & { _etag: string }>> {
  const { resources } = await customerData.items
    .query<OrderListDoc & { _etag: string }>({
      query: "SELECT * FROM c WHERE c.customerId = @c AND STARTSWITH(c.id, 'order-list')",
      parameters: [{ name: '@c', value: customerId }],
    })
    .fetchAll();
  return new Map(resources.map((d) => [d.id, d]));
}

describe('Programme orders lists', () => {
  it('orders of two years listed only in the former list of every year: the first read lists them all, in one list per year', async () => {
    const customer = 'cust-liste-migration';
    const before = await storeOrder(customer, thisYear - 1);
    const now = await storeOrder(customer, thisYear);
    // The former list, written before the second order: it misses it.
    await customerData.items.create({ id: 'order-list', type: 'orderList', customerId: customer, rows: { [before.id]: { id: before.id } }, updatedAt: '' });

    const rows = await repo.orderRows(customer);

    expect(rows.map((r) => r.id).sort()).toEqual([before.id, now.id].sort());
    const lists = await listsOf(customer);
    expect([...lists.keys()].sort()).toEqual([`order-list-${thisYear - 1}`, `order-list-${thisYear}`]);
    expect(Object.keys(lists.get(`order-list-${thisYear - 1}`)!.rows)).toEqual([before.id]);
    expect(lists.get(`order-list-${thisYear}`)!.rows[now.id]).toMatchObject({ orderNumber: now.orderNumber, status: 'confirmed' });
  });

  it('an order write patches the list of its year and leaves the lists of other years as they were', async () => {
    const customer = 'cust-liste-annee';
    await storeOrder(customer, thisYear - 1);
    await repo.orderRows(customer);
    const earlier = (await listsOf(customer)).get(`order-list-${thisYear - 1}`)!;

    const placed = await storeOrder(customer, thisYear);
    expect(await repo.recordOrderRow({ ...placed, customerId: customer })).toBe('patched');

    const lists = await listsOf(customer);
    expect(lists.get(`order-list-${thisYear - 1}`)!._etag).toBe(earlier._etag);
    expect(Object.keys(lists.get(`order-list-${thisYear}`)!.rows)).toEqual([placed.id]);
    expect((await repo.orderRows(customer)).map((r) => r.id)).toContain(placed.id);
  });

  it('a list that still shows a pending order is rebuilt by the next read; a customer without orders gets an empty list', async () => {
    const customer = 'cust-liste-en-attente';
    const order = await storeOrder(customer, thisYear, 'pending');
    expect((await repo.orderRows(customer))[0]?.status).toBe('pending');
    await customerData.item(order.id, customer).patch([{ op: 'set', path: '/status', value: 'confirmed' }]);

    expect((await repo.orderRows(customer))[0]?.status).toBe('confirmed');

    expect(await repo.orderRows('cust-liste-sans-commande')).toEqual([]);
    expect([...(await listsOf('cust-liste-sans-commande')).keys()]).toEqual([`order-list-${thisYear}`]);
  });
});
