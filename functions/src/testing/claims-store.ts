/**
 * A Cosmos DB server in memory and a local stand-in for SendGrid's server, with the claims' modules loaded
 * against them: what the claims' service tests share (services/claims.test.ts, services/claim-decisions.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ClaimInput } from '@portail/common';
import type { SalesLineDoc } from '../model/sales.js';
import { startMemoryCosmos } from './memory-cosmos.js';

const year = new Date().getUTCFullYear();
export const ADMIN = { id: 'admin-essai', name: 'Alice Admin' };
export const BUYER = { id: 'acheteur-essai', name: 'Bruno Acheteur', email: 'bruno@essai.test' };

export type ClaimsStore = Awaited<ReturnType<typeof startClaimsStore>>;

/** Starts both servers on ephemeral ports, points the settings at them, and loads the modules. */
export async function startClaimsStore(database: string) {
  const mails: { subject: string; personalizations: { to: { email: string }[] }[] }[] = [];
  const sink: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      mails.push(JSON.parse(body));
      res.writeHead(202).end();
    });
  });
  const sinkPort = await new Promise<number>((resolve) => sink.listen(0, '127.0.0.1', () => resolve((sink.address() as AddressInfo).port)));
  const memory = await startMemoryCosmos(database, { env: { SENDGRID_BASE_URL: `http://127.0.0.1:${sinkPort}/` } });
  const { data, server: cosmos } = memory;
  const claims = await import('../services/claims.js');
  const acceptance = await import('../services/claim-acceptance.js');
  const decisions = await import('../services/claim-decisions.js');
  const declaration = await import('../services/claim-declaration.js');
  const importSales = await import('../services/import-sales.js');
  const pending = await import('../services/pending-writes.js');
  const now = new Date().toISOString();
  await data.container('users').items.create({
    id: BUYER.id,
    type: 'user',
    firstName: 'Bruno',
    lastName: 'Acheteur',
    email: BUYER.email,
    role: 'CUSTOMER',
    active: true,
    customerIds: [],
    createdAt: now,
    updatedAt: now,
    searchText: '',
  });
  await data.container('products').items.create({
    id: 'p-rec',
    type: 'product',
    reference: 'REC-1',
    description: 'Vis',
    descriptionLocal: 'Vis',
    category: 'implant',
    active: true,
    createdAt: now,
    updatedAt: now,
    searchText: '',
  });

  /** A customer of its own for each test, under a contract of the whole year (its lines earn points). */
  async function newCustomer(): Promise<{ id: string; number: string }> {
    const id = `c-${randomUUID()}`;
    const number = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
    const at = new Date().toISOString();
    await data.container('customers').items.create({
      id,
      type: 'customer',
      number,
      name: `Hôpital ${number}`,
      phone: '',
      email: `compta-${number}@essai.test`,
      city: 'Lyon',
      address: '',
      zipCode: '',
      buyingGroupId: null,
      buyingGroupName: null,
      manualStatus: { [String(year)]: 2 },
      status: 2,
      statusYear: year,
      fK_UniqueContact: null,
      relatedCustomerIds: [],
      active: true,
      logo: null,
      searchText: '',
      createdAt: at,
      updatedAt: at,
    });
    await data.container('contracts').items.create({
      id: `k-${id}`,
      type: 'contract',
      customerIds: [id],
      active: true,
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
      exclusions: [],
      createdAt: at,
      updatedAt: at,
    });
    return { id, number };
  }

  const missing = (over: Partial<ClaimInput> = {}): ClaimInput => ({
    kind: 'missingLine',
    invoiceNumber: `F-${randomUUID().slice(0, 8)}`,
    orderNumber: 'CMD-1',
    reference: 'REC-1',
    date: `${year}-01-15`,
    amount: 5000,
    quantity: 2,
    comment: 'Facture absente',
    ...over,
  });
  const declare = async (customerId: string, input: ClaimInput, by: typeof BUYER) => (await declaration.declareClaim(customerId, input, by)).claim;
  const linesOf = async (customerId: string) =>
    (
      await data
        .container('sales')
        .items.query<SalesLineDoc & { _etag: string }>(
          { query: "SELECT * FROM c WHERE c.customerId = @c AND c.type = 'salesLine'", parameters: [{ name: '@c', value: customerId }] },
          { partitionKey: customerId },
        )
        .fetchAll()
    ).resources;
  const earned = async (customerId: string) => (await (await import('../data/points-repository.js')).readPoints(customerId, year))?.earned ?? 0;
  const auditOf = async (entityId: string) =>
    (
      await data
        .container('audit')
        .items.query<{ resource: string; by: string; type: string; after?: Record<string, unknown> }>({
          query: 'SELECT * FROM c WHERE c.entityId = @id',
          parameters: [{ name: '@id', value: entityId }],
        })
        .fetchAll()
    ).resources;

  /** What an import of these rows writes (the import's own apply: its lines, then the claims' matching). */
  async function importLines(
    customer: { id: string; number: string },
    rows: { invoiceNumber: string; orderNumber: string; reference: string; salesAmount: number; invoiceQuantity: number }[],
  ) {
    const at = new Date().toISOString();
    const { findProductByReference } = await import('../data/products-repository.js');
    const products = new Map(await Promise.all(rows.map(async (r) => [r.reference, await findProductByReference(r.reference)] as const)));
    const changes = rows.map((r) => {
      const line = importSales.salesLineOfRow(
        { row: 1, customerReported: customer.number, customerSoldTo: customer.number, salesRecognitionDate: `${year}-01-15`, ...r },
        { id: customer.id, number: customer.number, name: 'Hôpital', city: 'Lyon', buyingGroupName: null },
        products.get(r.reference),
        undefined,
        'job-essai',
        at,
      );
      line.id = importSales.salesLineIdOf(customer.id, line, new Map());
      return { partitionKey: customer.id, id: line.id, after: line as unknown as Record<string, unknown> };
    });
    // As an import's job does: its chunks collect the customers to refresh, refreshed once at its end.
    const deferred = new Map<string, Set<number>>();
    await importSales.salesImport.apply(changes, deferred);
    await (await import('../services/sales-lines.js')).refreshSalesStats(deferred);
  }

  /**
   * Cosmos DB answers the next replace of this document with an error, without applying it: a request whose
   * call fails between two of its steps (the line written, the claim not changed yet).
   */
  function failNextReplaceOf(id: string): void {
    const listeners = cosmos.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
    cosmos.removeAllListeners('request');
    const restore = () => {
      cosmos.removeAllListeners('request');
      for (const l of listeners) cosmos.on('request', l);
    };
    cosmos.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (req.method === 'PUT' && req.url?.endsWith(`/docs/${encodeURIComponent(id)}`)) {
        restore();
        req.resume();
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'InternalServerError', message: 'coupure d’essai' }));
        return;
      }
      for (const l of listeners) l.call(cosmos, req, res);
    });
  }

  async function close(): Promise<void> {
    await new Promise((r) => sink.close(r));
    await memory.close();
  }

  return {
    mails,
    data,
    claims,
    acceptance,
    decisions,
    pending,
    newCustomer,
    missing,
    declare,
    linesOf,
    earned,
    auditOf,
    importLines,
    failNextReplaceOf,
    close,
  };
}
