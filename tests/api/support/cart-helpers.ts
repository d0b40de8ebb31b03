/**
 * Helpers of the cart, checkout and points API tests: sessions, a direct reader of the stack's Cosmos DB
 * (to check the ledger and count orders, which no route shows), and state resets through the API.
 */
import { CosmosClient, type Container } from '@azure/cosmos';
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:https';
import { call, session, type ApiResponse } from './api.js';
import { API_URL, DEMO } from './env.js';

/** The stack's Cosmos port: the test profile's 8091 moved by the same offset as the API's 7091. */
function cosmosEndpoint(): string {
  if (process.env.COSMOS_ENDPOINT_TEST) return process.env.COSMOS_ENDPOINT_TEST;
  const apiPort = Number(new URL(API_URL).port || 7091);
  return `https://127.0.0.1:${8091 + (apiPort - 7091)}`;
}

let data: Container | undefined;
export function customerData(): Container {
  data ??= new CosmosClient({
    endpoint: cosmosEndpoint(),
    key: 'C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw==',
    agent: new Agent({ rejectUnauthorized: false, keepAlive: true }),
    connectionPolicy: { enableEndpointDiscovery: false },
  })
    .database(process.env.COSMOS_DATABASE ?? 'portail')
    .container('customerData');
  return data;
}

interface Entry {
  id: string;
  kind: 'earned' | 'manual' | 'spent' | 'reversal';
  amount: number;
  ref: string;
  at: string;
}
export interface PointsState {
  balance: number;
  earned: number;
  manual: number;
  spent: number;
  entries: Entry[];
  voided?: string[];
}

export const YEAR = new Date().getUTCFullYear();

export async function readPoints(customerId: string): Promise<PointsState> {
  try {
    const { resource } = await customerData().item(`points-${YEAR}`, customerId).read<PointsState>();
    return resource ?? { balance: 0, earned: 0, manual: 0, spent: 0, entries: [] };
  } catch {
    return { balance: 0, earned: 0, manual: 0, spent: 0, entries: [] };
  }
}

export interface OrderState {
  id: string;
  status: string;
  pointsSpent: number;
  amountInvoiced: number;
  totalAmount: number;
  createdAt: string;
  idempotencyKey: string;
}

export async function ordersSince(customerId: string, since: string): Promise<OrderState[]> {
  const { resources } = await customerData()
    .items.query<OrderState>(
      { query: "SELECT * FROM c WHERE c.type = 'order' AND c.createdAt >= @since", parameters: [{ name: '@since', value: since }] },
      { partitionKey: customerId },
    )
    .fetchAll();
  return resources;
}

export const r2 = (n: number) => Math.round(n * 100) / 100;
const signed = (e: Entry) => (e.kind === 'spent' ? -e.amount : e.amount);
const sumEntries = (entries: Entry[]) => r2(entries.reduce((a, e) => a + signed(e), 0));

/** Invariants of a points document after any mix of operations, relative to an earlier state. */
export function ledgerProblems(before: PointsState, after: PointsState): string[] {
  const problems: string[] = [];
  if (after.balance < -0.001) problems.push(`solde négatif ${after.balance}`);
  if (Math.abs(r2(after.earned + after.manual - after.spent) - r2(after.balance)) > 0.005)
    problems.push(`earned+manual-spent ≠ balance (${after.earned}+${after.manual}-${after.spent} ≠ ${after.balance})`);
  const known = new Set(before.entries.map((e) => e.id));
  const added = after.entries.filter((e) => !known.has(e.id));
  if (Math.abs(r2(before.balance + sumEntries(added)) - r2(after.balance)) > 0.005)
    problems.push(`les nouvelles écritures (${sumEntries(added)}) n’expliquent pas le solde (${before.balance} → ${after.balance})`);
  if (Math.abs(sumEntries(before.entries) - r2(before.balance)) < 0.005 && Math.abs(sumEntries(after.entries) - r2(after.balance)) > 0.005)
    problems.push('les écritures ne font plus le solde');
  return problems;
}

export interface Actors {
  admin: string;
  buyer: string;
  group: string;
  customerA: string;
  groupCustomers: string[];
}

export async function actors(): Promise<Actors> {
  const [admin, buyer, group] = await Promise.all([session(DEMO.admin), session(DEMO.customer), session(DEMO.group)]);
  const a = await call('GET', 'users/user-infos-with-customers', { token: buyer.token });
  const g = await call('GET', 'users/user-infos-with-customers', { token: group.token });
  return {
    admin: admin.token,
    buyer: buyer.token,
    group: group.token,
    customerA: a.json.customers[0].id,
    groupCustomers: g.json.customers.map((c: { id: string }) => c.id),
  };
}

export const getCart = (token: string, customerId: string) => call('GET', `carts/${customerId}`, { token });

/** Removes every line and the discount of a customer's cart. */
export async function resetCart(admin: string, customerId: string): Promise<void> {
  const cart = await getCart(admin, customerId);
  for (const item of cart.json.cartItems ?? []) await call('DELETE', `carts/items/${item.cartItemId}`, { token: admin });
  if (cart.json.discountRate) await call('PUT', `carts/${customerId}/discountRate`, { token: admin, headers: { 'If-Match': '*' }, body: 0 });
}

const productCache = new Map<string, string[]>();

/**
 * Ids of active products the customer may order: from the catalogue route, else by trying seed ids. The
 * buyer is one of the customer's users: staff may not fill a customer's cart (« voir comme » reads only).
 */
export async function orderableProducts(buyer: string, customerId: string, count: number): Promise<string[]> {
  const cached = productCache.get(customerId);
  if (cached && cached.length >= count) return cached.slice(0, count);
  const found: string[] = [];
  const list = await call('GET', 'products/GetAllForCustomer', { token: buyer, query: { Customer: customerId, pageNumber: 1 } });
  const candidates: string[] = Array.isArray(list.json)
    ? list.json.filter((p: { active?: boolean }) => p.active !== false).map((p: { id: string }) => p.id)
    : Array.from({ length: 80 }, (_, i) => `prod-${String(i + 1).padStart(5, '0')}`);
  for (const id of candidates) {
    if (found.length >= count) break;
    const added = await call('POST', `carts/items/${customerId}`, { token: buyer, body: { productId: id, quantity: 1 } });
    if (added.status === 200) found.push(id);
  }
  await resetCart(buyer, customerId);
  if (found.length < count) throw new Error(`Seulement ${found.length} produits commandables pour ${customerId}`);
  productCache.set(customerId, found);
  return found;
}

/** A billing (type 0) and a delivery (type 1) address of the customer: from the API, else the seed's ids. */
export async function addressesOf(admin: string, customerId: string): Promise<{ billing: string; delivery: string }> {
  const res = await call('GET', `address/customer/${customerId}`, { token: admin });
  if (res.status === 200 && Array.isArray(res.json)) {
    const own = res.json.filter((a: { fK_Customer?: string; customerId?: string }) => (a.fK_Customer ?? a.customerId) === customerId);
    const billing = own.find((a: { addressType: number }) => a.addressType === 0)?.id;
    const delivery = own.find((a: { addressType: number }) => a.addressType === 1)?.id ?? billing;
    if (billing && delivery) return { billing, delivery };
  }
  const number = customerId.replace(/^cust-/, '');
  return { billing: `addr-${number}-1`, delivery: `addr-${number}-2` };
}

export function checkoutCall(token: string, body: Record<string, unknown>, key: string | null = randomUUID()): Promise<ApiResponse> {
  return call('POST', 'orderOneStryker/createOrderFromCart', { token, body, headers: key ? { 'Idempotency-Key': key } : {} });
}

/** Gives points so that the balance is at least `min` (whole points). */
export async function ensureBalanceAtLeast(admin: string, customerId: string, min: number): Promise<number> {
  const { balance } = await readPoints(customerId);
  if (balance < min) {
    const res = await call('POST', 'statsContract/updatePoints', {
      token: admin,
      body: { customerId, manualPointsToAdd: Math.ceil(min - balance), reason: 'Solde de test' },
    });
    if (res.status !== 200) throw new Error(`updatePoints : ${res.status} ${res.text}`);
  }
  return (await readPoints(customerId)).balance;
}

/** Brings the balance down to less than one point (whole-point withdrawal of its integer part). */
export async function drainBalance(admin: string, customerId: string): Promise<number> {
  const { balance } = await readPoints(customerId);
  const whole = Math.floor(balance);
  if (whole >= 1) {
    const res = await call('POST', 'statsContract/updatePoints', { token: admin, body: { customerId, manualPointsToAdd: -whole, reason: 'Solde de test' } });
    if (res.status !== 200) throw new Error(`updatePoints : ${res.status} ${res.text}`);
  }
  return (await readPoints(customerId)).balance;
}

/** What the checkout tests share: customer A's buyer, three products it may order, its two addresses. */
export interface CheckoutScene {
  w: Actors;
  customer: string;
  products: string[];
  addr: { billing: string; delivery: string };
}

export async function checkoutScene(): Promise<CheckoutScene> {
  const w = await actors();
  const customer = w.customerA;
  return { w, customer, products: await orderableProducts(w.buyer, customer, 3), addr: await addressesOf(w.admin, customer) };
}

/** Adds a product to the scene's cart as its buyer. */
export const addToCart = (s: CheckoutScene, productId: string, quantity: unknown = 1, extra: Record<string, unknown> = {}) =>
  call('POST', `carts/items/${s.customer}`, { token: s.w.buyer, body: { productId, quantity, ...extra } });

/** A valid checkout body for the scene's customer, with `over` in place. */
export const checkoutBody = (s: CheckoutScene, over: Record<string, unknown> = {}) => ({
  customerId: s.customer,
  billingService: 'Direction des achats',
  fK_ShippingAddressId: s.addr.delivery,
  fK_BillingAddressId: s.addr.billing,
  ...over,
});
