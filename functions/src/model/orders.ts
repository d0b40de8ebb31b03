import type { Timestamps } from './document.js';
import type { ProductCategory } from './products.js';

// customerData (pk /customerId): orders and the order list

export type OrderStatus = 'pending' | 'confirmed' | 'cancelled';

export interface AddressSnapshot {
  addressId: string;
  addressName: string;
  fullAddress: string;
  addressLine1: string;
  addressLine2: string;
  zipCode: string;
  city: string;
  country: string;
}

export interface OrderLine {
  productId: string;
  reference: string;
  description: string;
  /** Unit price in points (one point = one euro excluding VAT). */
  unitPrice: number;
  quantity: number;
  /** Unit cost of goods in euros, for the KPI margin columns. */
  currentCost: number;
  gimPackContent: number;
  /** Classification snapshot: the KPI orders table shows it without reading products. */
  franchiseGroup: string;
  franchise: string;
  subFranchise: string;
  category: ProductCategory;
}

/**
 * Programme order ("ordersOneStryker"). Its id is derived from the checkout idempotency key
 * (orderDocId), so a retried checkout finds the same document instead of debiting twice.
 */
export interface OrderDoc extends Timestamps {
  id: string;
  type: 'order';
  customerId: string;
  /** Snapshot for admin lists, which are cross-partition and must not join customers. */
  customerNumber: string;
  customerName: string;
  orderNumber: string;
  orderDate: string;
  /** Calendar year of orderDate, for the per-year queries of the KPI page. */
  year: number;
  status: OrderStatus;
  billingService: string;
  billingAddress: AddressSnapshot;
  shippingAddress: AddressSnapshot;
  lines: OrderLine[];
  discountRate: number;
  /** Sum of lines after discount, in points. */
  totalAmount: number;
  /** Points debited from points-<year> (at most the balance). */
  pointsSpent: number;
  /** What is left to pay in euros excluding VAT: totalAmount − pointsSpent, never below 0. */
  amountInvoiced: number;
  idempotencyKey: string;
  userId: string;
  /** Blob name of the invoice PDF once produced. */
  invoiceBlob: string | null;
}

/** What the Programme orders screen shows of an order. */
export type OrderRow = Pick<OrderDoc, 'id' | 'customerName' | 'orderNumber' | 'totalAmount' | 'orderDate' | 'status'>;

/**
 * The rows of the Programme orders screen, one document per customer and year (the order's `year`): the
 * screen reads them together instead of querying the orders, and a checkout rewrites the rows of its year,
 * not those of every year the customer has ordered in. Derived from the orders: each order write patches its
 * own row (orders-repository.ts).
 */
export interface OrderListDoc {
  id: string;
  type: 'orderList';
  customerId: string;
  year: number;
  /** By order id, so that one order's row is patched without reading or rewriting the others. */
  rows: Record<string, OrderRow>;
  updatedAt: string;
}

export const orderListDocId = (year: number): string => `order-list-${year}`;
/** The former list of every year in one document, which grew with every order: replaced by the first rebuild. */
export const FORMER_ORDER_LIST_DOC_ID = 'order-list';
/** Deterministic from the idempotency key: creating it twice answers 409 instead of a second order. */
export const orderDocId = (idempotencyKey: string): string => `order-${idempotencyKey}`;
