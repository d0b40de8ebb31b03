import type { PatchOperation } from '@azure/cosmos';
import { container, isCosmosStatus, readItem } from './cosmos.js';
import { recordOwner } from './lookups-repository.js';
import type { AddressDoc } from '../model/addresses.js';
import type { CartItem } from '../model/carts.js';
import type { OrderDoc, OrderStatus } from '../model/orders.js';
import { recordOrderRow, removeOrderRow } from './orders-repository.js';

/**
 * Writes of checkout (the order list and details are read by data/orders-repository.ts). Orders live in
 * the customer's partition of customerData. `cartItems` keeps the cart lines an order was made of, so a
 * cancelled order can put them back into the cart.
 */
export interface CheckoutOrderDoc extends OrderDoc {
  cartItems?: CartItem[];
}

export type StoredOrder = CheckoutOrderDoc & { _etag: string };

const customerData = () => container('customerData');

/**
 * The customer's order list follows every order write. A failed list write must not fail the order, which
 * is written: the list then still shows the order as pending, or shows no row yet for an order that is
 * still pending, and the next read rebuilds it (orderRows rebuilds a list that shows a pending order) or
 * the order's next write records it.
 */
const ignoreListFailure = (write: Promise<unknown>): Promise<void> => write.then(
  () => undefined,
  () => undefined,
);

export async function readOrder(customerId: string, orderId: string): Promise<StoredOrder | undefined> {
  const doc = await readItem<CheckoutOrderDoc>(customerData(), orderId, customerId);
  return doc?.type === 'order' ? doc : undefined;
}

/**
 * Creates the order; undefined when a document with this id exists already (a replay). Its owner lookup
 * is written alongside: for an existing order it is the same document again. The order's row in the
 * customer's list is written when the order is settled (settleOrder).
 */
export async function createOrder(order: CheckoutOrderDoc): Promise<StoredOrder | undefined> {
  const create = customerData()
    .items.create(order)
    .then(({ resource }) => resource as StoredOrder)
    .catch((err: unknown) => {
      if (isCosmosStatus(err, 409)) return undefined;
      throw err;
    });
  const [, created] = await Promise.all([recordOwner('order', order.id, order.customerId), create]);
  return created;
}

/** Removes a pending order that never claimed its cart, unless it changed since (If-Match). */
export async function deleteUnclaimedOrder(order: StoredOrder): Promise<boolean> {
  try {
    await customerData().item(order.id, order.customerId).delete({ accessCondition: { type: 'IfMatch', condition: order._etag } });
    await ignoreListFailure(removeOrderRow(order.customerId, order.id));
    return true;
  } catch (err) {
    if (isCosmosStatus(err, 412) || isCosmosStatus(err, 404)) return false;
    throw err;
  }
}

/**
 * Moves a pending order to `status` (with optional field changes) and answers it as written. Conditional
 * on the order still being pending: undefined when someone else settled it first.
 */
export async function settleOrder(customerId: string, orderId: string, status: OrderStatus, set: Partial<Pick<OrderDoc, 'pointsSpent' | 'amountInvoiced'>> = {}): Promise<StoredOrder | undefined> {
  return patchPendingOrder(customerId, orderId, [...statusOperations(status), ...Object.entries(set).map(([k, v]): PatchOperation => ({ op: 'set', path: `/${k}`, value: v }))]);
}

/** Changes the amounts of a still-pending order (the balance fell between reading and debiting). */
export async function repriceOrder(customerId: string, orderId: string, pointsSpent: number, amountInvoiced: number): Promise<StoredOrder | undefined> {
  return patchPendingOrder(customerId, orderId, [
    { op: 'set', path: '/pointsSpent', value: pointsSpent },
    { op: 'set', path: '/amountInvoiced', value: amountInvoiced },
    { op: 'set', path: '/updatedAt', value: new Date().toISOString() },
  ]);
}

/**
 * Confirms an order whose outcome is decided: its debit is written, or it spends no points and its cart
 * is claimed. Such an order can only end confirmed (the recovery confirms it too), so its row in the list
 * is written beside the status rather than after it: one round trip less on the buyer's wait. A list
 * that did not exist yet was built from the orders, where this one may still have read as pending: the
 * row is then written again once the order is confirmed.
 */
export async function confirmOrder(order: CheckoutOrderDoc): Promise<StoredOrder | undefined> {
  const [settled, listed] = await Promise.all([
    patchPendingOrder(order.customerId, order.id, statusOperations('confirmed'), { listed: true }),
    recordOrderRow({ ...order, status: 'confirmed' }).catch(() => 'failed' as const),
  ]);
  if (listed !== 'patched' && settled) await ignoreListFailure(recordOrderRow(settled));
  return settled;
}

const statusOperations = (status: OrderStatus): PatchOperation[] => [
  { op: 'set', path: '/status', value: status },
  { op: 'set', path: '/updatedAt', value: new Date().toISOString() },
];

async function patchPendingOrder(customerId: string, orderId: string, operations: PatchOperation[], { listed = false } = {}): Promise<StoredOrder | undefined> {
  try {
    const { resource } = await customerData().item(orderId, customerId).patch<StoredOrder>({ condition: "from c where c.status = 'pending'", operations });
    if (resource && !listed) await ignoreListFailure(recordOrderRow(resource));
    return resource ?? (await readOrder(customerId, orderId));
  } catch (err) {
    if (isCosmosStatus(err, 412) || isCosmosStatus(err, 404)) return undefined;
    throw err;
  }
}

/**
 * The customer's orders still pending since before `before`: checkouts that stopped between their order and
 * their end. A query of the customer's partition, answered from the index on Azure (type, status and date)
 * with the few pending orders only; reading the customer's order list instead cost a document that grows
 * with every order of the customer, on every checkout.
 */
export async function stalePendingOrders(customerId: string, before: string): Promise<StoredOrder[]> {
  const { resources } = await customerData()
    .items.query<StoredOrder>(
      {
        query: "SELECT * FROM c WHERE c.customerId = @customerId AND c.type = 'order' AND c.status = 'pending' AND c.orderDate < @before",
        parameters: [
          { name: '@customerId', value: customerId },
          { name: '@before', value: before },
        ],
      },
      { partitionKey: customerId },
    )
    .fetchAll();
  return resources;
}

/** Every pending order (timer): cross-partition, but pending orders are few and short-lived. */
export async function allPendingOrders(): Promise<StoredOrder[]> {
  const { resources } = await customerData()
    .items.query<StoredOrder>({ query: "SELECT * FROM c WHERE c.type = 'order' AND c.status = 'pending'" })
    .fetchAll();
  return resources;
}

export async function readAddress(customerId: string, addressId: string): Promise<AddressDoc | undefined> {
  const doc = await readItem<AddressDoc>(customerData(), addressId, customerId);
  return doc?.type === 'address' && doc.customerId === customerId ? doc : undefined;
}

