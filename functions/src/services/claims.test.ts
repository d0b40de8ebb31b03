/**
 * Claims against a Cosmos DB server in memory, with a local stand-in for SendGrid's server: an acceptance
 * writes the line through the import's path (statistics and points follow) and is idempotent; an import's
 * write resolves an open « missing line » claim or flags one whose invoice came with other values.
 */
import { createHttpsServer } from '@vercel/cosmosdb-server';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Server as HttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ClaimInput } from '@portail/common';
import type { SalesLineDoc } from '../model/sales.js';
import { unitTestSettings } from '../testing/unit-settings.js';

let cosmos: HttpsServer;
let sink: Server;
const mails: { subject: string; personalizations: { to: { email: string }[] }[] }[] = [];

let data: typeof import('../data/cosmos.js');
let claims: typeof import('./claims.js');
let declaration: typeof import('./claim-declaration.js');
let importSales: typeof import('./import-sales.js');

const year = new Date().getUTCFullYear();
const ADMIN = { id: 'admin-essai', name: 'Alice Admin' };
const BUYER = { id: 'acheteur-essai', name: 'Bruno Acheteur', email: 'bruno@essai.test' };

beforeAll(async () => {
  cosmos = createHttpsServer();
  const cosmosPort = await new Promise<number>((resolve) => cosmos.listen(0, '127.0.0.1', () => resolve((cosmos.address() as AddressInfo).port)));
  sink = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      mails.push(JSON.parse(body));
      res.writeHead(202).end();
    });
  });
  const sinkPort = await new Promise<number>((resolve) => sink.listen(0, '127.0.0.1', () => resolve((sink.address() as AddressInfo).port)));
  Object.assign(process.env, unitTestSettings(cosmosPort, 'portail-essai-reclamations'), { SENDGRID_BASE_URL: `http://127.0.0.1:${sinkPort}/` });
  (await import('../config.js')).resetConfigForTests();
  data = await import('../data/cosmos.js');
  await data.ensureDatabase();
  claims = await import('./claims.js');
  declaration = await import('./claim-declaration.js');
  importSales = await import('./import-sales.js');
  const now = new Date().toISOString();
  await data.container('users').items.create({ id: BUYER.id, type: 'user', firstName: 'Bruno', lastName: 'Acheteur', email: BUYER.email, role: 'CUSTOMER', active: true, customerIds: [], createdAt: now, updatedAt: now, searchText: '' });
  await data.container('products').items.create({ id: 'p-rec', type: 'product', reference: 'REC-1', description: 'Vis', descriptionLocal: 'Vis', category: 'implant', active: true, createdAt: now, updatedAt: now, searchText: '' });
}, 60_000);

afterAll(async () => {
  await new Promise((r) => sink?.close(r));
  await new Promise((r) => cosmos?.close(r));
});

beforeEach(() => {
  mails.length = 0;
});

/** A customer of its own for each test, under a contract of the whole year (its lines earn points). */
async function newCustomer(): Promise<{ id: string; number: string }> {
  const id = `c-${randomUUID()}`;
  const number = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  const now = new Date().toISOString();
  await data.container('customers').items.create({
    id, type: 'customer', number, name: `Hôpital ${number}`, phone: '', email: `compta-${number}@essai.test`, city: 'Lyon', address: '', zipCode: '', buyingGroupId: null, buyingGroupName: null,
    manualStatus: { [String(year)]: 2 }, status: 2, statusYear: year, fK_UniqueContact: null, relatedCustomerIds: [], active: true, logo: null, searchText: '', createdAt: now, updatedAt: now,
  });
  await data.container('contracts').items.create({ id: `k-${id}`, type: 'contract', customerIds: [id], active: true, startDate: `${year}-01-01`, endDate: `${year}-12-31`, exclusions: [], createdAt: now, updatedAt: now });
  return { id, number };
}

const missing = (over: Partial<ClaimInput> = {}): ClaimInput => ({
  kind: 'missingLine', invoiceNumber: `F-${randomUUID().slice(0, 8)}`, orderNumber: 'CMD-1', reference: 'REC-1', date: `${year}-01-15`, amount: 5000, quantity: 2, comment: 'Facture absente', ...over,
});

const declare = async (customerId: string, input: ClaimInput, by: typeof BUYER) => (await declaration.declareClaim(customerId, input, by)).claim;
const linesOf = async (customerId: string) =>
  (await data.container('sales').items.query<SalesLineDoc & { _etag: string }>({ query: "SELECT * FROM c WHERE c.customerId = @c AND c.type = 'salesLine'", parameters: [{ name: '@c', value: customerId }] }, { partitionKey: customerId }).fetchAll()).resources;
const earned = async (customerId: string) => (await (await import('../data/points-repository.js')).readPoints(customerId, year))?.earned ?? 0;
const auditOf = async (entityId: string) =>
  (await data.container('audit').items.query<{ resource: string; by: string; after?: Record<string, unknown> }>({ query: 'SELECT * FROM c WHERE c.entityId = @id', parameters: [{ name: '@id', value: entityId }] }).fetchAll()).resources;

/** What an import of these rows writes (the import's own apply: its lines, then the claims' matching). */
async function importLines(customer: { id: string; number: string }, rows: { invoiceNumber: string; orderNumber: string; reference: string; salesAmount: number; invoiceQuantity: number }[]) {
  const now = new Date().toISOString();
  const { findProductByReference } = await import('../data/products-repository.js');
  const products = new Map(await Promise.all(rows.map(async (r) => [r.reference, await findProductByReference(r.reference)] as const)));
  const changes = rows.map((r) => {
    const line = importSales.salesLineOfRow({ row: 1, customerReported: customer.number, customerSoldTo: customer.number, salesRecognitionDate: `${year}-01-15`, ...r }, { id: customer.id, number: customer.number, name: 'Hôpital', city: 'Lyon', buyingGroupName: null }, products.get(r.reference), undefined, 'job-essai', now);
    line.id = importSales.salesLineIdOf(customer.id, line, new Map());
    return { partitionKey: customer.id, id: line.id, after: line as unknown as Record<string, unknown> };
  });
  // As an import's job does: its chunks collect the customers to refresh, refreshed once at its end.
  const deferred = new Map<string, Set<number>>();
  await importSales.salesImport.apply(changes, deferred);
  await (await import('./sales-lines.js')).refreshSalesStats(deferred);
}

describe('accepter une réclamation', () => {
  it('écrit la ligne comme un import (source claim:<id>), les points suivent, l’audit nomme l’administrateur, le client est prévenu', async () => {
    const customer = await newCustomer();
    const claim = await declare(customer.id, missing(), BUYER);
    const { claim: accepted, lineWritten } = await claims.acceptClaim(customer.id, claim.id, claim._etag, ADMIN);

    expect(lineWritten).toBe(true);
    const [line] = await linesOf(customer.id);
    expect(line).toMatchObject({ invoiceNumber: claim.invoiceNumber, orderNumber: 'CMD-1', reference: 'REC-1', salesAmount: 5000, invoiceQuantity: 2, source: `claim:${claim.id}`, pointCategory: 'implant' });
    expect(accepted).toMatchObject({ status: 'accepted', linkedLineId: line!.id });
    expect(accepted.pointsGranted).toBeGreaterThan(0);
    expect(await earned(customer.id)).toBe(accepted.pointsGranted);
    expect((await auditOf(claim.id)).find((a) => a.after?.status === 'accepted')?.by).toBe(ADMIN.id);
    expect((await auditOf(line!.id))[0]).toMatchObject({ resource: 'salesLines', by: ADMIN.id, after: { source: `claim:${claim.id}` } });
    expect(mails.map((m) => [m.personalizations[0]!.to[0]!.email, m.subject])).toEqual([[BUYER.email, `[Portail fidélité] Votre réclamation sur la facture ${claim.invoiceNumber} : acceptée`]]);
  });

  it('accepter de nouveau ne change rien : ni la ligne, ni les points, ni la réclamation, ni e-mail', async () => {
    const customer = await newCustomer();
    const claim = await declare(customer.id, missing(), BUYER);
    const first = await claims.acceptClaim(customer.id, claim.id, claim._etag, ADMIN);
    const [line] = await linesOf(customer.id);
    const points = await earned(customer.id);
    mails.length = 0;

    const again = await claims.acceptClaim(customer.id, claim.id, claim._etag, ADMIN);
    expect(again.lineWritten).toBe(false);
    expect(again.claim._etag).toBe(first.claim._etag);
    expect((await linesOf(customer.id)).map((l) => l._etag)).toEqual([line!._etag]);
    expect(await earned(customer.id)).toBe(points);
    expect(mails).toEqual([]);
  });

  it('une ligne déjà enregistrée avec les mêmes valeurs n’est pas réécrite, et aucun point n’est accordé', async () => {
    const customer = await newCustomer();
    const input = missing();
    await importLines(customer, [{ invoiceNumber: input.invoiceNumber, orderNumber: 'CMD-1', reference: 'REC-1', salesAmount: 5000, invoiceQuantity: 2 }]);
    const [before] = await linesOf(customer.id);
    // Declared after the import (a customer who did not see it yet): the import could not resolve it.
    const claim = await declare(customer.id, input, BUYER);
    const { claim: accepted, lineWritten } = await claims.acceptClaim(customer.id, claim.id, claim._etag, ADMIN);
    expect(lineWritten).toBe(false);
    expect(accepted).toMatchObject({ status: 'accepted', linkedLineId: before!.id, pointsGranted: 0 });
    expect((await linesOf(customer.id)).map((l) => l._etag)).toEqual([before!._etag]);
  });

  it('un montant erroné corrige la ligne existante (même identifiant), sans en créer une autre', async () => {
    const customer = await newCustomer();
    const input = missing({ kind: 'wrongAmount', amount: 7000 });
    await importLines(customer, [{ invoiceNumber: input.invoiceNumber, orderNumber: 'CMD-1', reference: 'REC-1', salesAmount: 5000, invoiceQuantity: 2 }]);
    const [before] = await linesOf(customer.id);
    const pointsBefore = await earned(customer.id);
    const claim = await declare(customer.id, input, BUYER);
    await claims.acceptClaim(customer.id, claim.id, claim._etag, ADMIN);
    const after = await linesOf(customer.id);
    expect(after.map((l) => [l.id, l.salesAmount, l.source])).toEqual([[before!.id, 7000, `claim:${claim.id}`]]);
    expect(await earned(customer.id)).toBeGreaterThan(pointsBefore);
  });

  it('une référence erronée déplace la ligne sur sa bonne référence : l’ancienne est retirée, la nouvelle porte la source', async () => {
    const customer = await newCustomer();
    const input = missing({ kind: 'wrongReference', reference: 'REC-1', currentReference: 'REC-FAUX' });
    await importLines(customer, [{ invoiceNumber: input.invoiceNumber, orderNumber: 'CMD-1', reference: 'REC-FAUX', salesAmount: 5000, invoiceQuantity: 2 }]);
    const [wrong] = await linesOf(customer.id);
    const claim = await declare(customer.id, input, BUYER);
    const { claim: accepted } = await claims.acceptClaim(customer.id, claim.id, claim._etag, ADMIN);
    const after = await linesOf(customer.id);
    expect(after.map((l) => [l.reference, l.salesAmount, l.source])).toEqual([['REC-1', 5000, `claim:${claim.id}`]]);
    expect(after[0]!.id).not.toBe(wrong!.id);
    expect(accepted.linkedLineId).toBe(after[0]!.id);
    expect((await auditOf(wrong!.id)).map((a) => [a.resource, a.by])).toEqual([['salesLines', ADMIN.id]]);
  });

  it('une version périmée est refusée (412) et rien n’est écrit ; une réclamation refusée ne s’accepte plus (409)', async () => {
    const customer = await newCustomer();
    const claim = await declare(customer.id, missing(), BUYER);
    await claims.commentClaim(customer.id, claim.id, 'Je regarde', ADMIN);
    await expect(claims.acceptClaim(customer.id, claim.id, claim._etag, ADMIN)).rejects.toMatchObject({ status: 412 });
    expect(await linesOf(customer.id)).toEqual([]);

    const { detail, version } = await claims.claimDetail(customer.id, claim.id);
    expect(detail.status).toBe('inProgress');
    const refused = await claims.refuseClaim(customer.id, claim.id, 'Facture d’un autre fabricant', version, ADMIN);
    expect(refused).toMatchObject({ status: 'refused', refusalReason: 'Facture d’un autre fabricant' });
    await expect(claims.acceptClaim(customer.id, claim.id, refused._etag, ADMIN)).rejects.toMatchObject({ status: 409 });
    expect(await linesOf(customer.id)).toEqual([]);
    expect(mails.map((m) => m.subject.split(' : ')[1])).toEqual(['en cours', 'refusée']);
  });
});

describe('rapprochement avec les imports', () => {
  it('un import qui écrit la ligne d’une réclamation « ligne manquante » ouverte la résout, la lie à la ligne et prévient le client', async () => {
    const customer = await newCustomer();
    const claim = await declare(customer.id, missing(), BUYER);
    await importLines(customer, [{ invoiceNumber: claim.invoiceNumber, orderNumber: 'CMD-1', reference: 'REC-1', salesAmount: 5000, invoiceQuantity: 2 }]);

    const [line] = await linesOf(customer.id);
    const { detail } = await claims.claimDetail(customer.id, claim.id);
    expect(detail).toMatchObject({ status: 'resolvedByImport', linkedLineId: line!.id });
    expect(detail.flag).toBeUndefined();
    expect(detail.history.map((e) => e.action)).toEqual(['submitted', 'resolvedByImport']);
    expect(mails.map((m) => m.subject)).toEqual([`[Portail fidélité] Votre réclamation sur la facture ${claim.invoiceNumber} : résolue par import`]);

    // The same chunk applied again (a redelivered message) changes nothing more.
    mails.length = 0;
    await importLines(customer, [{ invoiceNumber: claim.invoiceNumber, orderNumber: 'CMD-1', reference: 'REC-1', salesAmount: 5000, invoiceQuantity: 2 }]);
    expect((await claims.claimDetail(customer.id, claim.id)).detail.history).toHaveLength(2);
    expect(mails).toEqual([]);
  });

  it('une facture importée avec d’autres valeurs signale la réclamation à l’administrateur, les deux jeux de valeurs côte à côte', async () => {
    const customer = await newCustomer();
    const claim = await declare(customer.id, missing({ kind: 'wrongQuantity', quantity: 3 }), BUYER);
    await importLines(customer, [{ invoiceNumber: claim.invoiceNumber, orderNumber: 'CMD-1', reference: 'REC-1', salesAmount: 5000, invoiceQuantity: 2 }]);

    const { detail } = await claims.claimDetail(customer.id, claim.id);
    expect(detail.status).toBe('submitted');
    expect(detail.flag).toMatchObject({ claimed: { amount: 5000, quantity: 3 }, imported: [{ orderNumber: 'CMD-1', reference: 'REC-1', amount: 5000, quantity: 2 }] });
    expect(detail.invoiceLines).toEqual(detail.flag!.imported);
    expect(mails).toEqual([]);
  });

  it('un import d’un autre client ou d’une autre facture ne touche pas la réclamation', async () => {
    const customer = await newCustomer();
    const other = await newCustomer();
    const claim = await declare(customer.id, missing(), BUYER);
    await importLines(other, [{ invoiceNumber: claim.invoiceNumber, orderNumber: 'CMD-1', reference: 'REC-1', salesAmount: 5000, invoiceQuantity: 2 }]);
    await importLines(customer, [{ invoiceNumber: 'AUTRE', orderNumber: 'CMD-1', reference: 'REC-1', salesAmount: 5000, invoiceQuantity: 2 }]);
    expect((await claims.claimDetail(customer.id, claim.id)).detail).toMatchObject({ status: 'submitted', history: [{ action: 'submitted' }] });
  });
});

describe('KPI des réclamations', () => {
  it('compte les ouvertes, la médiane des délais et les points accordés cette année', async () => {
    const before = await claims.claimKpi();
    const customer = await newCustomer();
    const open = await declare(customer.id, missing(), BUYER);
    const toAccept = await declare(customer.id, missing(), BUYER);
    const { claim } = await claims.acceptClaim(customer.id, toAccept.id, toAccept._etag, ADMIN);
    const after = await claims.claimKpi();
    expect(after.open).toBe(before.open + 1);
    expect(after.resolvedThisYear).toBe(before.resolvedThisYear + 1);
    expect(after.pointsGrantedThisYear).toBeCloseTo(before.pointsGrantedThisYear + claim.pointsGranted!, 2);
    expect(after.medianDaysToResolve).not.toBeNull();
    expect(open.status).toBe('submitted');
  });
});
