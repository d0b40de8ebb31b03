/**
 * Shared fixtures of the generated tests: the demo sessions, customer A (the CHU buyer's only customer),
 * customers that A's user may not see (B), requests built from the route table, and one resolver per
 * resource kind that finds or creates a resource of such a customer through the API.
 */
import type { AnyRoute, ResourceKind } from '../../../functions/src/http/route.js';
import { routes } from '../../../functions/src/routes.js';
import { call, session, type ApiResponse, type Session } from './api.js';
import { direct } from './direct.js';
import { DEMO, freshEmail } from './env.js';
import { buildRequest, customerValues, type BuiltRequest, type Values } from '../../../functions/src/testing/route-requests.js';
import type { Overrides } from '../../../functions/src/testing/route-samples.js';

export { routes };
export { buildRequest, customerValues, fillPath, routeLabel, scopedValues, type BuiltRequest } from '../../../functions/src/testing/route-requests.js';

export interface World {
  admin: Session;
  commercial: Session;
  /** The CHU buyer: exactly one customer, A. */
  userA: Session;
  /** The group buyer: three customers, none of them A. */
  group: Session;
  customerA: string;
  groupCustomers: string[];
  /** Customers A's user is not linked to, best candidates first (the group buyer's, then any other). */
  othersThanA: string[];
}

let world: Promise<World> | undefined;

export function loadWorld(): Promise<World> {
  world ??= (async () => {
    const [admin, commercial, userA, group] = await Promise.all([session(DEMO.admin), session(DEMO.commercial), session(DEMO.customer), session(DEMO.group)]);
    const infosA = await call('GET', 'users/user-infos-with-customers', { token: userA.token });
    const infosG = await call('GET', 'users/user-infos-with-customers', { token: group.token });
    const customersA: string[] = infosA.json.customers.map((c: { id: string }) => c.id);
    if (customersA.length !== 1) throw new Error(`${DEMO.customer} devrait avoir exactement un client, pas ${customersA.length}`);
    const groupCustomers: string[] = infosG.json.customers.map((c: { id: string }) => c.id);
    const others = new Set(groupCustomers.filter((id) => id !== customersA[0]));
    // Any other customer the administrator can list, when such a route exists.
    const list = await call('GET', 'customers', { token: admin.token });
    if (list.status === 200) for (const id of idsIn(list.json)) if (id !== customersA[0]) others.add(id);
    if (others.size === 0) throw new Error('Aucun client B trouvé (client auquel l’acheteur du CHU n’est pas rattaché)');
    return { admin, commercial, userA, group, customerA: customersA[0], groupCustomers, othersThanA: [...others] };
  })();
  world.catch(() => (world = undefined));
  return world;
}

/** Every id of a list answer: a bare array, or an object holding arrays (items, lines, ...). */
function idsIn(value: unknown, depth = 0): string[] {
  if (depth > 3 || value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) {
    const own = value
      .map((v) => (v && typeof v === 'object' ? ((v as Record<string, unknown>).id ?? (v as Record<string, unknown>).Id) : undefined))
      .filter((v): v is string => typeof v === 'string');
    return own.length ? own : value.flatMap((v) => idsIn(v, depth + 1));
  }
  const obj = value as Record<string, unknown>;
  return Object.values(obj).flatMap((v) => (Array.isArray(v) ? idsIn(v, depth + 1) : []));
}

/** The route of the table with this method and path template (case-insensitive), if any. */
function findRoute(method: string, path: string): AnyRoute | undefined {
  return routes.find((r) => r.method === method && r.path.toLowerCase() === path.toLowerCase());
}

export function send(req: BuiltRequest, token: string | null, extra: { headers?: Record<string, string> } = {}): Promise<ApiResponse> {
  return call(req.method, req.path, { token, query: req.query, ...(req.hasBody ? { body: req.body } : {}), headers: { ...req.headers, ...extra.headers } });
}

// ---------------------------------------------------------------------------------------------------
// Resource resolvers: each finds (or creates) a resource of a customer that A's user is not linked to.

interface ResourceFixture {
  id: string;
  /** The customer that owns it (null for resources owned by no customer, e.g. a staff user). */
  customerId: string | null;
}

type Resolver = (w: World) => Promise<ResourceFixture>;

async function firstOf(w: World, listPath: (customerId: string) => string, query: Record<string, string> = {}): Promise<ResourceFixture | undefined> {
  for (const customerId of w.othersThanA) {
    const res = await call('GET', listPath(customerId), { token: w.admin.token, query });
    if (res.status !== 200) continue;
    const id = idsIn(res.json)[0];
    if (id) return { id, customerId };
  }
  return undefined;
}

/** Creates through the route of the table, so the body follows whatever its schema is today. */
async function createWith(
  w: World,
  method: string,
  path: string,
  customerId: string,
  values: Values,
  shared: Overrides = {},
): Promise<ApiResponse | undefined> {
  const route = findRoute(method, path);
  if (!route) return undefined;
  const req = buildRequest(route, values, { ...customerValues(customerId), ...shared });
  return send(req, w.admin.token);
}

const missing = (kind: string, how: string) => new Error(`Aucune ressource « ${kind} » d’un client B trouvée ni créée (${how})`);

const resolvers: Record<ResourceKind, Resolver> = {
  async cartItem(w) {
    const cartPath = (c: string) => `carts/${encodeURIComponent(c)}`;
    const found = await firstOf(w, cartPath);
    if (found) return found;
    for (const customerId of w.othersThanA) {
      const products = await call('GET', 'products/GetAllForCustomer', { token: w.admin.token, query: { Customer: customerId, pageNumber: '1' } });
      const productId = idsIn(products.json)[0];
      if (!productId) continue;
      const product = (products.json as Record<string, unknown>[]).find((p) => p.id === productId) ?? {};
      const added = await createWith(w, 'POST', 'carts/items/{customer}', customerId, {
        body: { productId, quantity: 1, price: product.price ?? 1, vat: product.tva ?? 0, gimPackContent: product.gimPackContent ?? 1 },
      });
      if (!added || added.status >= 300) continue;
      const cart = await call('GET', cartPath(customerId), { token: w.admin.token });
      const id = idsIn(cart.json)[0];
      if (id) return { id, customerId };
    }
    throw missing('cartItem', 'GET /api/carts/{customerId}, POST /api/carts/items/{customer}');
  },
  async order(w) {
    const found = await firstOf(w, (c) => `orderOneStryker/customer/${encodeURIComponent(c)}/query`, { pageNumber: '1' });
    if (found) return found;
    throw missing('order', 'GET /api/orderOneStryker/customer/{customer}/query');
  },
  async file(w) {
    const found = await firstOf(w, (c) => `files/customer/${encodeURIComponent(c)}`);
    if (found) return found;
    throw missing('file', 'GET /api/files/customer/{id}');
  },
  async address(w) {
    const found = await firstOf(w, (c) => `address/customer/${encodeURIComponent(c)}`);
    if (found) return found;
    for (const customerId of w.othersThanA) {
      const made = await createWith(w, 'POST', 'address', customerId, {
        body: { addressLine1: '1 rue de l’Essai', city: 'Paris', zipCode: '75001', country: 'France', addressName: 'Essai', addressType: 0 },
      });
      if (made && made.status < 300 && typeof made.json?.id === 'string') return { id: made.json.id, customerId };
    }
    throw missing('address', 'GET /api/address/customer/{id}, POST /api/address');
  },
  async user(w) {
    // A user of customer B when the back office lists them, else a fresh user created by the administrator.
    const found = await firstOf(w, (c) => `customers/${encodeURIComponent(c)}/users`);
    if (found) return found;
    const made = await call('POST', 'users', {
      token: w.admin.token,
      body: { firstName: 'Essai', lastName: 'Ressource', email: freshEmail('ressource'), userRole: 'CUSTOMER', active: true },
    });
    if (made.status === 201) return { id: made.json.id, customerId: null };
    throw missing('user', 'GET /api/customers/{id}/users, POST /api/users');
  },
  async priceList(w) {
    const found = await firstOf(w, (c) => `priceList/customer/${encodeURIComponent(c)}`);
    if (found) return found;
    throw missing('priceList', 'GET /api/priceList/customer/{id}');
  },
  async contract(w) {
    for (const customerId of w.othersThanA) {
      const res = await call('GET', `contracts/customer/${encodeURIComponent(customerId)}`, { token: w.admin.token });
      const id = res.status === 200 ? (typeof res.json?.id === 'string' ? res.json.id : idsIn(res.json)[0]) : undefined;
      if (id) return { id, customerId };
    }
    throw missing('contract', 'GET /api/contracts/customer/{id}');
  },
  async product(w) {
    // A product with an image, reserved to customer B: only the catalogue rule (isVisibleTo) keeps it from A.
    const b = w.othersThanA[0];
    const { cosmos } = await direct();
    const { createBlobOnce, BLOB_CONTAINERS } = await import('../../../functions/src/data/blob.js');
    const { resources } = await cosmos
      .container('products')
      .items.query({ query: "SELECT TOP 1 * FROM c WHERE c.type = 'product' AND c.active = true" })
      .fetchAll();
    if (!resources[0]) throw missing('product', 'aucun produit actif dans Cosmos DB');
    const id = `produit-reserve-${crypto.randomUUID()}`;
    const image = `${id}.png`;
    await createBlobOnce(BLOB_CONTAINERS.productImages, image, PNG_PIXEL, 'image/png');
    const { _rid, _self, _etag, _attachments, _ts, ...product } = resources[0];
    await cosmos.container('products').items.create({ ...product, id, reference: id, image, customerIds: [b] });
    return { id, customerId: b };
  },
};

/** A 1×1 transparent PNG. */
const PNG_PIXEL = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));

/** The resolver of a kind; fails (never skips) when a route names a kind that has none. */
export function resolverFor(kind: string): Resolver {
  const r = (resolvers as Record<string, Resolver | undefined>)[kind];
  if (!r) throw new Error(`Aucun résolveur de ressource « ${kind} » dans tests/api/support/fixtures.ts : ajoutez-en un.`);
  return r;
}
