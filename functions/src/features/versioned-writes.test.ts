/**
 * No lost update (issue 31, medium 6): each back-office write that took no version names the one it was
 * read at. Two administrators read the same record; the first saves; the second, on the version it read,
 * is refused 412 in French and nothing of theirs is written; on the version the first save answered, it
 * passes. Each write runs its real handler and services, in process against a Cosmos DB server in memory.
 */
import azureFunctions from '@azure/functions';
import type { HttpResponseInit } from '@azure/functions';
import { createHttpsServer } from '@vercel/cosmosdb-server';
import type { Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../auth/principal.js';
import type { AnyRoute } from '../http/route.js';
import { looksFrench } from '../testing/french.js';
import { unitTestSettings } from '../testing/unit-settings.js';

const { HttpRequest, InvocationContext } = azureFunctions;

let server: Server;
let cosmos: typeof import('../data/cosmos.js');
let routes: Map<string, AnyRoute>;
let admin: Principal;
const now = new Date().toISOString();

beforeAll(async () => {
  server = createHttpsServer();
  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
  Object.assign(process.env, { ...unitTestSettings(port, 'portail-essai-versions'), REQUEST_BUDGET_MS: '10000' });
  (await import('../config.js')).resetConfigForTests();
  cosmos = await import('../data/cosmos.js');
  await cosmos.ensureDatabase();
  routes = new Map((await import('../routes.js')).routes.map((r) => [r.name, r]));
  const { createUser } = await import('../data/users-repository.js');
  for (const [id, number] of [['client-v1', 'V1'], ['client-v2', 'V2'], ['client-v3', 'V3']]) {
    await cosmos.container('customers').items.create({ id, type: 'customer', number, name: `Clinique ${number}`, active: true });
  }
  for (const id of ['admin-v', 'acheteur-1', 'acheteur-2', 'acheteur-3']) {
    await createUser({
      id,
      type: 'user',
      firstName: id,
      lastName: 'Essai',
      email: `${id}@essai.test`,
      role: id === 'admin-v' ? 'ADMIN' : 'CUSTOMER',
      active: true,
      customerIds: id === 'acheteur-1' ? ['client-v1'] : [],
      passwordHash: null,
      tokensValidAfter: 0,
      passwordToken: null,
      entra: null,
      createdAt: now,
      updatedAt: now,
      searchText: id,
    });
  }
  admin = { user: (await (await import('../data/users-repository.js')).findUserById('admin-v'))!, role: 'ADMIN' };
}, 60_000);

afterAll(async () => {
  await new Promise((r) => server?.close(r));
});

interface Answer {
  status: number;
  etag: string | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** Runs a route's handler as the pipeline would once every check passed: an ApiError becomes its answer. */
async function run(name: string, input: { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown; ifMatch?: string }): Promise<Answer> {
  const route = routes.get(name)!;
  const headers: Record<string, string> = input.ifMatch ? { 'if-match': input.ifMatch } : {};
  const request = new HttpRequest({ method: route.method, url: `http://localhost/api/${route.path}`, headers, params: input.params ?? {} });
  const log = new InvocationContext({ functionName: name, invocationId: 'essai' });
  try {
    const res: HttpResponseInit = await route.handler({ request, log, params: input.params ?? {}, query: input.query ?? {}, body: input.body, principal: admin, requireCustomer() {} });
    const etag = (res.headers as Record<string, string> | undefined)?.ETag;
    return { status: res.status ?? 200, etag, body: typeof res.body === 'string' ? JSON.parse(res.body) : res.body };
  } catch (err) {
    const e = err as { status?: number; code?: string; message: string };
    if (e.status === undefined) throw err;
    return { status: e.status, etag: undefined, body: { error: { code: e.code, message: e.message } } };
  }
}

function expectStale(answer: Answer, label: string): void {
  expect(answer.status, label).toBe(412);
  expect(answer.body.error.code, label).toBe('precondition_failed');
  expect(looksFrench(answer.body.error.message), label).toBe(true);
}

describe('les exclusions d’un contrat', () => {
  it('refusent une sauvegarde faite sur une version du contrat dépassée', async () => {
    await cosmos.container('contracts').items.create({ id: 'contrat-v', type: 'contract', name: 'Contrat V', active: true, startDate: '2019-01-01', endDate: '2019-12-31', customerNumbers: ['V3'], customerIds: ['client-v3'], exclusions: { gimSubBrands: [], franchises: [] }, createdAt: now, updatedAt: now });
    const read = await run('getContractExclusions', { params: { id: 'contrat-v' } });
    expect(read.etag).toBeTruthy();
    const first = await run('saveContractExclusions', { body: { fK_ContractId: 'contrat-v', gimSubBrands: ['Marque A'], franchises: [] }, ifMatch: read.etag });
    expect(first.status).toBe(200);
    expectStale(await run('saveContractExclusions', { body: { fK_ContractId: 'contrat-v', gimSubBrands: [], franchises: ['Franchise B'] }, ifMatch: read.etag }), 'seconde sauvegarde');
    expect((await run('getContractExclusions', { params: { id: 'contrat-v' } })).body).toMatchObject({ gimSubBrands: ['Marque A'], franchises: [] });
    expect((await run('saveContractExclusions', { body: { fK_ContractId: 'contrat-v', gimSubBrands: ['Marque A'], franchises: ['Franchise B'] }, ifMatch: first.etag })).status).toBe(200);
  }, 30_000);
});

describe('les prix d’une liste de prix', () => {
  it('refusent un prix saisi sur une version de la liste dépassée', async () => {
    const line = (productId: string, price: number) => ({ productId, reference: productId, description: productId, price });
    await cosmos.container('customerData').items.create({ id: 'liste-v', type: 'priceList', customerId: 'client-v1', contractId: null, name: 'Liste V', startDate: '2026-01-01', endDate: '2026-12-31', lines: [line('P1', 10), line('P2', 20)], createdAt: now, updatedAt: now });
    const read = await run('getPriceListDetails', { params: { id: 'liste-v' } });
    const first = await run('setPriceListPrice', { params: { id: 'liste-v' }, body: { productId: 'P1', price: 11 }, ifMatch: read.etag });
    expect(first.status).toBe(200);
    expectStale(await run('setPriceListPrice', { params: { id: 'liste-v' }, body: { productId: 'P1', price: 99 }, ifMatch: read.etag }), 'second prix');
    expect((await run('getPriceListDetails', { params: { id: 'liste-v' } })).body.map((l: { price: number }) => l.price)).toEqual([11, 20]);
    // The version answered by a save is the next one: prices typed one after the other on one screen.
    expect((await run('setPriceListPrice', { params: { id: 'liste-v' }, body: { productId: 'P2', price: 21 }, ifMatch: first.etag })).status).toBe(200);
  }, 30_000);
});

describe('les utilisateurs d’un client', () => {
  it('refusent une liste fixée sur une version dépassée (un utilisateur ajouté entre-temps n’est pas retiré)', async () => {
    const read = await run('getCustomerUsers', { params: { id: 'client-v1' } });
    const first = await run('linkCustomerUsers', { params: { id: 'client-v1' }, body: { users: ['acheteur-1', 'acheteur-2'] }, ifMatch: read.etag });
    expect(first.status).toBe(200);
    expectStale(await run('linkCustomerUsers', { params: { id: 'client-v1' }, body: { users: ['acheteur-1', 'acheteur-3'] }, ifMatch: read.etag }), 'seconde liste');
    expect((await run('getCustomerUsers', { params: { id: 'client-v1' } })).body.map((u: { id: string }) => u.id).sort()).toEqual(['acheteur-1', 'acheteur-2']);
    expect((await run('linkCustomerUsers', { params: { id: 'client-v1' }, body: { users: ['acheteur-1', 'acheteur-2', 'acheteur-3'] }, ifMatch: first.etag })).status).toBe(200);
  }, 30_000);
});

describe('l’accès à un fichier de contrat', () => {
  it('refuse un changement ou un retrait faits sur une version du fichier dépassée', async () => {
    const { createFileRecord } = await import('../data/contract-files-repository.js');
    const record = (id: string, customerId: string) => ({ id, type: 'file' as const, customerId, fileName: 'contrat.pdf', fileSize: 10, contentType: 'application/pdf', docType: 1, blobName: 'contrat-v/x/contrat.pdf', uploadDate: now, updatedById: 'admin-v', contractId: 'contrat-v', createdAt: now, updatedAt: now });
    await createFileRecord(record('fichier-v1', 'client-v1'));
    await createFileRecord(record('fichier-v2', 'client-v2'));
    await createFileRecord({ ...record('autre-fichier', 'client-v1'), blobName: 'contrat-v/y/autre.pdf' });
    const read = await run('listContractFiles', { query: { customerNumbers: ['V1', 'V2'] } });
    expect(read.body).toHaveLength(3);
    const first = await run('updateContractFileAccess', { params: { id: 'fichier-v1' }, body: { customerNumbers: ['V1', 'V2', 'V3'] }, ifMatch: read.etag });
    expect(first.status).toBe(200);
    expectStale(await run('updateContractFileAccess', { params: { id: 'fichier-v1' }, body: { customerNumbers: ['V1'] }, ifMatch: read.etag }), 'second changement d’accès');
    expectStale(await run('deleteContractFile', { params: { id: 'fichier-v2' }, query: { customerNumbers: ['V2'] }, ifMatch: read.etag }), 'retrait');
    expect((await run('listContractFiles', { query: { customerNumbers: ['V1', 'V2', 'V3'] } })).body).toHaveLength(4);
    // The other file listed did not change: its version in the same list still holds.
    expect((await run('updateContractFileAccess', { params: { id: 'autre-fichier' }, body: { customerNumbers: ['V1', 'V2'] }, ifMatch: read.etag })).status).toBe(200);
    expect((await run('updateContractFileAccess', { params: { id: 'fichier-v1' }, body: { customerNumbers: ['V1', 'V2'] }, ifMatch: first.etag })).status).toBe(200);
  }, 30_000);
});

describe('la remise du panier', () => {
  it('est refusée quand le panier a changé depuis sa lecture', async () => {
    const { mutateCart } = await import('../data/carts-repository.js');
    const read = await run('getCart', { params: { customerId: 'client-v2' } });
    const first = await run('updateCartDiscountRate', { params: { customerId: 'client-v2' }, body: 5, ifMatch: read.etag });
    expect(first.status).toBe(200);
    expectStale(await run('updateCartDiscountRate', { params: { customerId: 'client-v2' }, body: 30, ifMatch: read.etag }), 'seconde remise');
    // The buyer changes the cart: the discount decided on the cart as it was is not applied.
    await mutateCart('client-v2', (c) => ({ ...c, lastAddresses: { billingId: 'a', shippingId: 'b' } }));
    expectStale(await run('updateCartDiscountRate', { params: { customerId: 'client-v2' }, body: 30, ifMatch: first.etag }), 'remise après un changement du panier');
    expect((await run('getCart', { params: { customerId: 'client-v2' } })).body.discountRate).toBe(5);
  }, 30_000);
});

describe('les réglages KPI', () => {
  it('refusent un réglage enregistré sur une version dépassée', async () => {
    const names = ['ManualCogs', 'CalculatedCogs', 'UseCurrentYearOrNot'];
    const read = await run('getKpiSettingsByNames', { query: { names } });
    const first = await run('updateKpiManualCogs', { body: 12, ifMatch: read.etag });
    expect(first.status).toBe(200);
    expectStale(await run('updateKpiKey', { body: { name: 'ManualCogs', value: '40' }, ifMatch: read.etag }), 'second réglage');
    expectStale(await run('updateKpiManualCogs', { body: 40, ifMatch: read.etag }), 'second COGS manuel');
    expect((await run('getKpiSettingsByNames', { query: { names } })).body).toContainEqual({ name: 'ManualCogs', value: '12' });
    const next = await run('updateKpiKey', { body: { name: 'UseCurrentYearOrNot', value: 'true' }, ifMatch: first.etag });
    expect(next.status).toBe(200);
    expect(next.etag).toBe((await run('getKpiSettingsByNames', { query: { names } })).etag);
  }, 30_000);
});
