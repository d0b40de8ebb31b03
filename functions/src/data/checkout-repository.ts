import { BulkOperationType, type JSONObject, type OperationInput, type PatchOperation } from '@azure/cosmos';
import { container, isCosmosStatus, readInPartition, readItem, transactionalBatch } from './cosmos.js';
import { recordOwner } from './lookups-repository.js';
import type { AddressDoc } from '../model/addresses.js';
import type { CartItem } from '../model/carts.js';
import type { OrderDoc, OrderStatus } from '../model/orders.js';
import type { CartWithEtag, StoredCart } from './carts-repository.js';
import type { StoredPoints } from './points-repository.js';
import { customerOfOrder } from '../domain/points-ledger.js';
import { orderRowPatch, recordOrderRow } from './orders-repository.js';
import { CART_DOC_ID } from '../model/carts.js';
import { pointsDocId } from '../model/points.js';

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
const ignoreListFailure = (write: Promise<unknown>): Promise<void> =>
  write.then(
    () => undefined,
    () => undefined,
  );

export async function readOrder(customerId: string, orderId: string): Promise<StoredOrder | undefined> {
  const doc = await readItem<CheckoutOrderDoc>(customerData(), orderId, customerId);
  return doc?.type === 'order' ? doc : undefined;
}

/** What a placement answers: the order as written, or the document that refused the batch (nothing was written). */
export type Placement = { placed: StoredOrder } | { refused: 'order' | 'cart' | 'points' | 'cart-or-points' };

type Refusal = Extract<Placement, { refused: unknown }>['refused'];

export interface PlacementWrites {
  /** The order, written confirmed. */
  order: CheckoutOrderDoc;
  /** The cart as the claim leaves it, If-Match on the version it was made from. */
  cart: { next: StoredCart; etag: string };
  /** The debit of points-<year>, If-Match on the version read; absent when the order spends no points. */
  debit?: { year: number; etag: string; condition: string; operations: PatchOperation[] };
}

/**
 * Places an order: its creation, the claim of the cart and the debit of points in ONE transactional batch
 * (the three documents share the customer's partition), so they land together or not at all, and no order is
 * ever half made; the order's row in the customer's list is one more operation of it. An order id carries
 * its customer (domain/points-ledger.ts checkoutOrderId); one of the former form, for a customer id it cannot
 * carry, has its owner lookup written alongside (another container; for a refused batch it names an order
 * that does not exist, which readers treat as missing). 409 on the order: a document with its id exists
 * already (a replay); 412 or 404 on the cart or the points: they changed since read.
 */
export async function placeOrder(writes: PlacementWrites): Promise<Placement> {
  const { id, customerId } = writes.order;
  const [placement] = await Promise.all([placeWithRow(writes, true), customerOfOrder(id) ? undefined : recordOwner('order', id, customerId)]);
  return placement;
}

async function placeWithRow(writes: PlacementWrites, withRow: boolean): Promise<Placement> {
  const { order, cart, debit } = writes;
  const pk = order.customerId;
  const operations: OperationInput[] = [
    { operationType: BulkOperationType.Create, partitionKey: pk, resourceBody: order as unknown as JSONObject },
    { operationType: BulkOperationType.Replace, id: CART_DOC_ID, partitionKey: pk, ifMatch: cart.etag, resourceBody: cart.next as unknown as JSONObject },
  ];
  const refusedBy: (Refusal | 'list')[] = ['order', 'cart'];
  if (debit) {
    operations.push({
      operationType: BulkOperationType.Patch,
      id: pointsDocId(debit.year),
      partitionKey: pk,
      ifMatch: debit.etag,
      resourceBody: { condition: debit.condition, operations: debit.operations },
    });
    refusedBy.push('points');
  }
  // The order's row in the customer's list lands with it (no list yet: written after, see below).
  if (withRow) {
    operations.push(orderRowPatch(order));
    refusedBy.push('list');
  }
  const results = await transactionalBatch(customerData(), operations, pk);
  const failed = results.statuses.findIndex((status) => status >= 400 && status !== 424);
  if (results.status < 400 && failed < 0) {
    const placed = results.first as StoredOrder;
    if (!withRow) await ignoreListFailure(recordOrderRow(placed));
    return { placed };
  }
  const status = failed >= 0 ? results.statuses[failed] : results.status;
  const by = failed >= 0 ? refusedBy[failed] : undefined;
  if (by === 'list' && status === 404) return placeWithRow(writes, false);
  if (status === 409 && (by === 'order' || by === undefined)) return { refused: 'order' };
  if ((status === 412 || status === 404) && by !== 'order' && by !== 'list') return { refused: by ?? 'cart-or-points' };
  throw Object.assign(new Error(`Commande refusée par la base (statut ${status})`), { code: status });
}

/**
 * Moves a pending order to `status` (with optional field changes) and answers it as written. Conditional
 * on the order still being pending: undefined when someone else settled it first.
 */
export async function settleOrder(
  customerId: string,
  orderId: string,
  status: OrderStatus,
  set: Partial<Pick<OrderDoc, 'pointsSpent' | 'amountInvoiced'>> = {},
): Promise<StoredOrder | undefined> {
  return patchPendingOrder(customerId, orderId, [
    ...statusOperations(status),
    ...Object.entries(set).map(([k, v]): PatchOperation => ({ op: 'set', path: `/${k}`, value: v })),
  ]);
}

const statusOperations = (status: OrderStatus): PatchOperation[] => [
  { op: 'set', path: '/status', value: status },
  { op: 'set', path: '/updatedAt', value: new Date().toISOString() },
];

async function patchPendingOrder(customerId: string, orderId: string, operations: PatchOperation[]): Promise<StoredOrder | undefined> {
  try {
    const { resource } = await customerData().item(orderId, customerId).patch<StoredOrder>({ condition: "from c where c.status = 'pending'", operations });
    if (resource) await ignoreListFailure(recordOrderRow(resource));
    return resource ?? (await readOrder(customerId, orderId));
  } catch (err) {
    if (isCosmosStatus(err, 412) || isCosmosStatus(err, 404)) return undefined;
    throw err;
  }
}

/** Every pending order (timer): cross-partition, but pending orders are few and short-lived. */
export async function allPendingOrders(): Promise<StoredOrder[]> {
  const { resources } = await customerData().items.query<StoredOrder>({ query: "SELECT * FROM c WHERE c.type = 'order' AND c.status = 'pending'" }).fetchAll();
  return resources;
}

const asAddress = (doc: AddressDoc | undefined, customerId: string) => (doc?.type === 'address' && doc.customerId === customerId ? doc : undefined);

export interface CheckoutDocs {
  cart?: CartWithEtag;
  points?: StoredPoints & { _etag: string };
  billing?: AddressDoc;
  shipping?: AddressDoc;
}

/**
 * What a checkout reads of the customer's partition: the cart, the points of the year and the two addresses
 * (one when billing and delivery are the same), in one round trip instead of four (readInPartition).
 */
export async function readCheckoutDocs(customerId: string, year: number, billingId: string, shippingId: string): Promise<CheckoutDocs> {
  const addressIds = [...new Set([billingId, shippingId].filter(Boolean))];
  const [cart, points, ...addresses] = await readInPartition(customerData(), customerId, [CART_DOC_ID, pointsDocId(year), ...addressIds]);
  const address = (id: string) => (id ? asAddress(addresses[addressIds.indexOf(id)] as AddressDoc | undefined, customerId) : undefined);
  return {
    cart: (cart as CartWithEtag | undefined)?.type === 'cart' ? (cart as CartWithEtag) : undefined,
    points: (points as StoredPoints | undefined)?.type === 'points' ? (points as StoredPoints & { _etag: string }) : undefined,
    billing: address(billingId),
    shipping: address(shippingId),
  };
}
