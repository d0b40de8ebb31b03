/**
 * The checkout against a Cosmos DB server in memory, through the official SDK: what an order id carries and
 * what a replay finds (issue 34). The rest of the checkout is proven over HTTP (tests/api/cart-checkout.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMemoryCosmos, type MemoryCosmos } from '../../testing/memory-cosmos.js';

let cosmos: MemoryCosmos | undefined;
let data: typeof import('../../data/cosmos.js');
let flow: typeof import('./checkout-flow.js');
let orders: typeof import('../../data/orders-repository.js');
let ledger: typeof import('../../domain/points-ledger.js');
const year = new Date().getUTCFullYear();
const now = new Date().toISOString();

beforeAll(async () => {
  cosmos = await startMemoryCosmos('portail-essai-commande');
  data = cosmos.data;
  flow = await import('./checkout-flow.js');
  orders = await import('../../data/orders-repository.js');
  ledger = await import('../../domain/points-ledger.js');
  await data.container('products').items.create({
    id: 'p-vis',
    type: 'product',
    reference: 'VIS-1',
    description: 'Vis',
    descriptionLocal: 'Vis',
    price: 40,
    tva: 20,
    active: true,
    createdAt: now,
    updatedAt: now,
  });
}, 60_000);
afterAll(() => cosmos?.close());

/** A customer with a billing address, 1,000 points and 3 screws in the cart. */
async function customerWithCart(id: string): Promise<{ id: string; address: string }> {
  const customerData = data.container('customerData');
  await data
    .container('customers')
    .items.create({ id, type: 'customer', number: id.slice(-9), name: `Hôpital ${id}`, active: true, createdAt: now, updatedAt: now });
  const address = `addr-${randomUUID()}`;
  await customerData.items.create({
    id: address,
    type: 'address',
    customerId: id,
    addressType: 0,
    addressName: 'Siège',
    addressLine1: '1 rue de la Paix',
    addressLine2: '',
    city: 'Lyon',
    state: '',
    zipCode: '69001',
    country: 'France',
    fullAddress: '1 rue de la Paix 69001 Lyon',
    createdAt: now,
    updatedAt: now,
  });
  await customerData.items.create({
    id: `points-${year}`,
    type: 'points',
    customerId: id,
    year,
    earned: 0,
    manual: 1000,
    spent: 0,
    balance: 1000,
    entries: [],
    createdAt: now,
    updatedAt: now,
  });
  const item = {
    cartItemId: ledger.newCartItemId(id),
    productId: 'p-vis',
    reference: 'VIS-1',
    description: 'Vis',
    image: null,
    gimPackContent: 1,
    price: 40,
    quantity: 3,
    vat: 20,
  };
  await customerData.items.create({ id: 'cart', type: 'cart', customerId: id, discountRate: 0, items: [item], createdAt: now, updatedAt: now });
  return { id, address };
}

const order = (c: { id: string; address: string }, idempotencyKey: string | undefined) =>
  flow.checkout({ customerId: c.id, idempotencyKey, billingService: 'Achats', billingAddressId: c.address, shippingAddressId: c.address, userId: 'u-essai' });

const ordersOf = async (customerId: string) =>
  (await data.container('customerData').items.query({ query: "SELECT c.id FROM c WHERE c.type = 'order'" }, { partitionKey: customerId }).fetchAll()).resources;

const lookupOf = (orderId: string) => data.readItem(data.container('lookups'), `order:${orderId}`, `order:${orderId}`);

describe('l’id d’une commande', () => {
  it('porte son client : la commande est retrouvée par son id seul, sans propriétaire écrit à part', async () => {
    const customer = await customerWithCart(`cust-${Date.now()}`);
    const key = randomUUID();
    const { order: placed, replay } = await order(customer, key);
    expect(replay).toBe(false);
    expect(placed).toMatchObject({ totalAmount: 120, pointsSpent: 120, amountInvoiced: 0, status: 'confirmed' });
    expect(placed.id.endsWith(`-${customer.id}`)).toBe(true);
    expect(await lookupOf(placed.id)).toBeUndefined();
    expect(await orders.findOrderById(placed.id)).toMatchObject({ id: placed.id, customerId: customer.id, totalAmount: 120 });
    // The same key answers the same order, once.
    expect(await order(customer, key)).toEqual({ order: placed, replay: true });
    expect(await ordersOf(customer.id)).toHaveLength(1);
  });

  it('d’un client dont l’id ne peut être porté garde son propriétaire écrit à part', async () => {
    const customer = await customerWithCart(`Client_${randomUUID().slice(0, 8)}`);
    const { order: placed } = await order(customer, randomUUID());
    expect(placed.id).toMatch(/^ord-[0-9a-f]{32}$/);
    expect(await lookupOf(placed.id)).toMatchObject({ customerId: customer.id });
    expect(await orders.findOrderById(placed.id)).toMatchObject({ id: placed.id, customerId: customer.id });
  });

  it('une commande passée sous l’ancien id est la réponse à sa clé rejouée après le changement', async () => {
    const customer = await customerWithCart(`cust-${Date.now()}`);
    const key = randomUUID();
    // What the checkout wrote before ids carried their customer: the order under the former id, the cart
    // emptied of its lines and naming it; the buyer then adds a product again and their browser replays.
    const formerId = ledger.legacyCheckoutOrderId(customer.id, key);
    const customerData = data.container('customerData');
    await customerData.items.create({
      id: formerId,
      type: 'order',
      customerId: customer.id,
      orderNumber: 'PF-2026-ABCDEF',
      status: 'confirmed',
      totalAmount: 80,
      pointsSpent: 80,
      amountInvoiced: 0,
      lines: [],
    });
    const { resource: cart } = await customerData.item('cart', customer.id).read();
    await customerData.item('cart', customer.id).replace({ ...cart, claimedOrderIds: [formerId] });

    const { order: replayed, replay } = await order(customer, key);
    expect(replay).toBe(true);
    expect(replayed).toMatchObject({ id: formerId, totalAmount: 80 });
    expect(await ordersOf(customer.id)).toEqual([{ id: formerId }]);
  });
});
