/**
 * The same-database floor (issue 34): a minimal server that does only what each measured call must do,
 * against the same local Cosmos server, with the same SDK and settings as the API, and nothing else: no
 * route table, no validation, no audit, no lookups, no KPI follow-up, no retry budget. What the API costs
 * beyond this server is our code; what both cost is the database (and this machine).
 *
 * Usage (bench/database-floor.ts forks it): tsx bench/database-floor-server.ts <cosmos port>; it answers
 * its port on the IPC channel once listening.
 *
 * Routes, on the API's own paths so that a scenario only changes its address:
 * - POST /api/carts/items/{customer}: the token; the cart, the product and the price lists read together;
 *   the cart replaced If-Match (again on 412).
 * - POST /api/orderOneStryker/createOrderFromCart: the token; the cart and the points in one batch of reads,
 *   beside the price lists; the order, the cart, the points debit and the order's row in the list in one transactional
 *   batch (again from the reads when the cart or the points changed meanwhile).
 * - GET /api/statsContract/customer/{id}: the token; the statistics and points of the year in one batch.
 * - GET /api/users?pageNumber=1: the token; the first page of users by e-mail and their count, together.
 * And for the bench itself: GET /bench/sizes/{customer}; POST /bench/snapshot/{customer} keeps the documents a
 * checkout changes (cart, points of the year, order list) and the ids of the customer's orders; POST
 * /bench/restore/{customer} puts those documents back, with an empty cart, and deletes the orders placed since.
 */
import { BulkOperationType, CosmosClient, type JSONObject, type OperationInput } from '@azure/cosmos';
import { jwtVerify } from 'jose';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent } from 'node:https';
import { benchTooling } from './database-floor-tooling.js';

const cosmosPort = Number(process.argv[2]);
const settings = (JSON.parse(readFileSync(new URL('../local.settings.sample.json', import.meta.url), 'utf8')) as { Values: Record<string, string> }).Values;

// The API's client options for the local server (functions/src/data/cosmos.ts), minus its request-budget plugin.
const client = new CosmosClient({
  endpoint: `https://127.0.0.1:${cosmosPort}`,
  key: settings.COSMOS_KEY,
  agent: new Agent({ rejectUnauthorized: false, keepAlive: true }),
  connectionPolicy: { enableEndpointDiscovery: false },
});
const database = client.database(settings.COSMOS_DATABASE);
const customerData = database.container('customerData');
const products = database.container('products');
const users = database.container('users');
const tooling = benchTooling(customerData);

// As the API: the HMAC key imported once, a token checked once and then kept until it expires.
const secret = new TextEncoder().encode(settings.AUTH_TOKEN_SECRET);
const verified = new Map<string, number>();
async function authorised(req: IncomingMessage): Promise<boolean> {
  const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
  const exp = verified.get(token);
  if (exp !== undefined) return exp > Date.now() / 1000;
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: settings.AUTH_TOKEN_ISSUER, audience: settings.AUTH_TOKEN_AUDIENCE });
    verified.set(token, payload.exp ?? 0);
    return true;
  } catch {
    return false;
  }
}

interface CartLine {
  cartItemId: string;
  productId: string;
  price: number;
  quantity: number;
  [field: string]: unknown;
}
type Cart = { id: string; customerId: string; items: CartLine[]; claimedOrderIds?: string[]; _etag: string } & Record<string, unknown>;
type Points = { balance: number; spent: number; _etag: string };

const readCart = async (customerId: string) => (await customerData.item('cart', customerId).read<Cart>()).resource;

async function prices(customerId: string): Promise<Map<string, number>> {
  const d = new Date().toISOString().slice(0, 10);
  const { resources } = await customerData.items
    .query<{ lines?: { productId: string; price: number }[] }>(
      {
        query: "SELECT c.lines, c.startDate FROM c WHERE c.customerId = @customerId AND c.type = 'priceList' AND c.startDate <= @d AND c.endDate >= @d",
        parameters: [
          { name: '@d', value: d },
          { name: '@customerId', value: customerId },
        ],
      },
      { partitionKey: customerId },
    )
    .fetchAll();
  return new Map(resources.flatMap((l) => (l.lines ?? []).map((x) => [x.productId, x.price] as const)));
}

const isStatus = (err: unknown, code: number) => (err as { code?: number }).code === code;

async function addToCart(customerId: string, body: { productId: string; quantity: number }): Promise<[number, unknown]> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const [cart, product, priced] = await Promise.all([
      readCart(customerId),
      products
        .item(body.productId, body.productId)
        .read<Record<string, unknown>>()
        .then((r) => r.resource),
      prices(customerId),
    ]);
    if (!product) return [404, { message: 'Produit introuvable' }];
    const base = cart ?? { id: 'cart', type: 'cart', customerId, items: [] as CartLine[] };
    const same = base.items.find((i) => i.productId === body.productId);
    const items = same
      ? base.items.map((i) => (i === same ? { ...i, quantity: i.quantity + body.quantity } : i))
      : [
          ...base.items,
          {
            cartItemId: randomUUID(),
            productId: body.productId,
            reference: product.reference,
            description: product.description,
            image: product.image ?? null,
            gimPackContent: product.gimPackContent ?? 0,
            price: priced.get(body.productId) ?? Number(product.price ?? 0),
            quantity: body.quantity,
            vat: product.tva ?? 0,
          },
        ];
    const next = { ...withoutSystem(base), items, updatedAt: new Date().toISOString() };
    try {
      if (cart) await customerData.item('cart', customerId).replace(next, { accessCondition: { type: 'IfMatch', condition: cart._etag } });
      else await customerData.items.create(next);
      return [200, { itemCount: items.length }];
    } catch (err) {
      if (!isStatus(err, 412) && !isStatus(err, 409)) throw err;
    }
  }
  return [409, { message: 'Panier occupé' }];
}

async function checkout(body: {
  customerId: string;
  billingService: string;
  fK_BillingAddressId: string;
  fK_ShippingAddressId: string;
}): Promise<[number, unknown]> {
  const customerId = body.customerId;
  const year = new Date().getUTCFullYear();
  for (let attempt = 0; attempt < 6; attempt++) {
    // The cart and the points in one round trip, as the API reads them (with the addresses).
    const [[cart, points], priced] = await Promise.all([
      customerData.items
        .batch(
          ['cart', `points-${year}`].map((id): OperationInput => ({ operationType: BulkOperationType.Read, id, partitionKey: customerId })),
          customerId,
        )
        .then(({ result }) => (result ?? []).map((r) => r.resourceBody) as [Cart | undefined, Points | undefined]),
      prices(customerId),
    ]);
    if (!cart || cart.items.length === 0) return [400, { message: 'Votre panier est vide : ajoutez au moins un produit avant de commander' }];
    const lines = cart.items.map((i) => ({ ...i, unitPrice: priced.get(i.productId) ?? i.price }));
    const total = Math.round(lines.reduce((s, l) => s + l.unitPrice * l.quantity * 100, 0)) / 100;
    const spent = Math.min(total, points?.balance ?? 0);
    const now = new Date().toISOString();
    const orderId = randomUUID();
    const order = {
      id: orderId,
      type: 'order',
      customerId,
      orderNumber: `B${Date.now()}`,
      orderDate: now,
      year,
      status: 'confirmed',
      billingService: body.billingService,
      billingAddressId: body.fK_BillingAddressId,
      shippingAddressId: body.fK_ShippingAddressId,
      lines,
      totalAmount: total,
      pointsSpent: spent,
      amountInvoiced: Math.round((total - spent) * 100) / 100,
      cartItems: cart.items,
      createdAt: now,
      updatedAt: now,
    };
    const operations: OperationInput[] = [
      { operationType: BulkOperationType.Create, partitionKey: customerId, resourceBody: order as unknown as JSONObject },
      {
        operationType: BulkOperationType.Replace,
        id: 'cart',
        partitionKey: customerId,
        ifMatch: cart._etag,
        resourceBody: {
          ...withoutSystem(cart),
          items: [],
          claimedOrderIds: [...(cart.claimedOrderIds ?? []), orderId].slice(-50),
          updatedAt: now,
        } as JSONObject,
      },
      {
        operationType: BulkOperationType.Patch,
        id: `order-list-${year}`,
        partitionKey: customerId,
        resourceBody: {
          operations: [
            {
              op: 'set',
              path: `/rows/${orderId}`,
              value: {
                id: orderId,
                orderNumber: order.orderNumber,
                orderDate: now,
                status: 'confirmed',
                totalAmount: total,
                pointsSpent: spent,
                amountInvoiced: order.amountInvoiced,
              },
            },
          ],
        },
      },
    ];
    if (points && spent > 0) {
      operations.push({
        operationType: BulkOperationType.Patch,
        id: `points-${year}`,
        partitionKey: customerId,
        ifMatch: points._etag,
        resourceBody: {
          operations: [
            { op: 'set', path: '/balance', value: Math.round((points.balance - spent) * 100) / 100 },
            { op: 'set', path: '/spent', value: Math.round((points.spent + spent) * 100) / 100 },
            { op: 'add', path: '/entries/-', value: { kind: 'spent', amount: spent, ref: orderId, at: now } },
          ],
        },
      });
    }
    const { result } = await customerData.items.batch(operations, customerId);
    const statuses = (result ?? []).map((r) => r.statusCode);
    if (statuses.every((s) => s < 400))
      return [
        201,
        { id: orderId, orderNumber: order.orderNumber, totalAmount: total, pointsSpent: spent, amountInvoiced: order.amountInvoiced, status: 'confirmed' },
      ];
    // The customer's first order: its list does not exist yet (the API builds it then too).
    if (statuses[2] === 404) await customerData.items.upsert({ id: `order-list-${year}`, type: 'orderList', customerId, year, rows: {} });
    else if (!statuses.includes(412)) return [409, { message: `Lot refusé : ${statuses.join(', ')}` }];
  }
  return [409, { message: 'Panier occupé' }];
}

async function homeStatistics(customerId: string): Promise<[number, unknown]> {
  const year = new Date().getUTCFullYear();
  const { result } = await customerData.items.batch(
    [`stats-${year}`, `points-${year}`].map((id): OperationInput => ({ operationType: BulkOperationType.Read, id, partitionKey: customerId })),
    customerId,
  );
  const [stats, points] = (result ?? []).map((r) => r.resourceBody as Record<string, unknown> | undefined);
  return [200, { stats, balance: points?.balance }];
}

async function firstUsersPage(): Promise<[number, unknown, Record<string, string>]> {
  const page = users.items.query({ query: "SELECT * FROM c WHERE c.type = 'user' ORDER BY c.email ASC" }, { maxItemCount: 15 });
  const [{ resources: items }, { resources: counts }] = await Promise.all([
    page.fetchNext(),
    users.items.query<number>("SELECT VALUE COUNT(1) FROM c WHERE c.type = 'user'").fetchAll(),
  ]);
  const total = counts.reduce((a, b) => a + b, 0);
  return [200, items, { 'x-pagination': JSON.stringify({ CurrentPage: 1, PageSize: 15, TotalCount: total, TotalPages: Math.ceil(total / 15) }) }];
}

function withoutSystem<T extends object>(doc: T): T {
  return Object.fromEntries(Object.entries(doc).filter(([k]) => !k.startsWith('_'))) as T;
}

async function route(req: IncomingMessage, body: string): Promise<[number, unknown, Record<string, string>?]> {
  const url = new URL(req.url ?? '/', 'http://floor');
  const path = url.pathname;
  if (path.startsWith('/bench/sizes/')) return tooling.sizes(path.slice('/bench/sizes/'.length));
  if (path.startsWith('/bench/snapshot/')) return tooling.snapshot(path.slice('/bench/snapshot/'.length));
  if (path.startsWith('/bench/restore/')) return tooling.restore(path.slice('/bench/restore/'.length));
  if (!(await authorised(req))) return [401, { message: 'Non authentifié' }];
  if (req.method === 'POST' && path.startsWith('/api/carts/items/')) return addToCart(path.slice('/api/carts/items/'.length), JSON.parse(body));
  if (req.method === 'POST' && path === '/api/orderOneStryker/createOrderFromCart') return checkout(JSON.parse(body));
  if (req.method === 'GET' && path.startsWith('/api/statsContract/customer/')) return homeStatistics(path.slice('/api/statsContract/customer/'.length));
  if (req.method === 'GET' && path === '/api/users') return firstUsersPage();
  return [404, { message: 'Route absente du plancher' }];
}

const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    route(req, Buffer.concat(chunks).toString())
      .then(([status, payload, headers]) => {
        const text = payload === undefined ? '' : JSON.stringify(payload);
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(text)), ...headers });
        res.end(text);
      })
      .catch((err: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(err));
      });
  });
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => process.send?.((server.address() as { port: number }).port));
