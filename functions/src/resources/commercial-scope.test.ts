/**
 * What a commercial user reads of customers not linked to them, in process: the real routes and pipeline
 * against a Cosmos DB server in memory. A customer of theirs may be related to, or share a contract with,
 * customers of other commercials: the numbers and names of those are not theirs to see. An administrator
 * still sees every one.
 */
import azureFunctions from '@azure/functions';
import { startMemoryCosmos, type MemoryCosmos } from '../testing/memory-cosmos.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyRoute } from '../http/route.js';

const { HttpRequest, InvocationContext } = azureFunctions;

let memory: MemoryCosmos | undefined;
let routes: AnyRoute[];
let toHttpHandler: typeof import('../http/pipeline.js').toHttpHandler;
let listSheet: typeof import('./list-sheet.js').listSheet;
let contractDeclaration: typeof import('./contract-resource.js').contractDeclaration;
const tokens: Record<'admin' | 'commercial', string> = { admin: '', commercial: '' };

beforeAll(async () => {
  memory = await startMemoryCosmos('portail-essai-perimetre-commercial', { env: { REQUEST_BUDGET_MS: '10000' } });
  const cosmos = memory.data;
  const now = new Date().toISOString();
  // Mine is the commercial's customer; theirs belongs to another commercial.
  await cosmos.container('customers').items.create({
    id: 'client-mien',
    type: 'customer',
    number: 'C-MIEN',
    name: 'Clinique du Commercial',
    active: true,
    relatedCustomerIds: ['client-autre'],
  });
  await cosmos
    .container('customers')
    .items.create({ id: 'client-autre', type: 'customer', number: 'C-AUTRE', name: 'Hôpital d’un Autre', active: true, relatedCustomerIds: [] });
  await cosmos.container('contracts').items.create({
    id: 'contrat-commun',
    type: 'contract',
    name: 'Contrat partagé',
    active: true,
    startDate: '2020-01-01',
    endDate: '2099-12-31',
    customerNumbers: ['C-AUTRE', 'C-MIEN'],
    customerIds: ['client-autre', 'client-mien'],
    exclusions: { gimSubBrands: [], franchises: [] },
    searchText: 'contrat partage',
    createdAt: now,
    updatedAt: now,
  });
  const { createUser } = await import('../data/users-repository.js');
  const { issueAccessToken } = await import('../auth/tokens.js');
  for (const [name, role, customerIds] of [
    ['admin', 'ADMIN', []],
    ['commercial', 'COMMERCIAL', ['client-mien']],
  ] as const) {
    const id = `utilisateur-${name}`;
    await createUser({
      id,
      type: 'user',
      firstName: name,
      lastName: 'Essai',
      email: `${name}@essai.test`,
      role,
      active: true,
      customerIds: [...customerIds],
      passwordHash: null,
      tokensValidAfter: 0,
      passwordToken: null,
      entra: null,
      createdAt: now,
      updatedAt: now,
      searchText: name,
    });
    tokens[name] = (await issueAccessToken(id)).token;
  }
  toHttpHandler = (await import('../http/pipeline.js')).toHttpHandler;
  routes = (await import('../routes.js')).routes;
  listSheet = (await import('./list-sheet.js')).listSheet;
  contractDeclaration = (await import('./contract-resource.js')).contractDeclaration;
}, 60_000);

afterAll(() => memory?.close());

async function get(name: string, path: string, params: Record<string, string>, who: keyof typeof tokens) {
  const route = routes.find((r) => r.name === name);
  if (!route) throw new Error(`Route inconnue : ${name}`);
  const request = new HttpRequest({ method: 'GET', url: `http://localhost/api/${path}`, headers: { authorization: `Bearer ${tokens[who]}` }, params });
  const res = await toHttpHandler(route)(request, new InvocationContext({ functionName: name, invocationId: crypto.randomUUID() }));
  return { status: res.status, json: JSON.parse(String(res.body)) };
}

describe('un commercial', () => {
  it('ne voit pas les clients liés qui ne sont pas les siens ; l’administrateur les voit', async () => {
    const mine = await get('getCustomerWithDetails', 'customers/client-mien/WithDetails', { id: 'client-mien' }, 'commercial');
    expect(mine.status).toBe(200);
    expect(mine.json.customerRelationDto).toEqual([]);
    expect(JSON.stringify(mine.json)).not.toMatch(/C-AUTRE|Hôpital d’un Autre|client-autre/);
    const admin = await get('getCustomerWithDetails', 'customers/client-mien/WithDetails', { id: 'client-mien' }, 'admin');
    expect(admin.json.customerRelationDto).toEqual([
      { customerId: 'client-autre', relatedCustomer: { id: 'client-autre', number: 'C-AUTRE', name: 'Hôpital d’un Autre' } },
    ]);
  });

  it('ne lit d’un contrat partagé que les numéros de ses clients : contrat du client, liste, export', async () => {
    const ofCustomer = await get('getCustomerContract', 'contracts/customer/client-mien', { id: 'client-mien' }, 'commercial');
    expect(ofCustomer.status).toBe(200);
    expect(ofCustomer.json.customerNumbers).toEqual(['C-MIEN']);
    const list = await get('listContracts', 'contracts', {}, 'commercial');
    expect(list.status).toBe(200);
    expect(list.json.map((c: { customerNumbers: string[] }) => c.customerNumbers)).toEqual([['C-MIEN']]);
    // The inline export and the queued one write the same sheet, with the caller's customers as scope.
    const query = { pageNumber: 1, pageSize: 100, order: contractDeclaration.list.defaultOrder };
    const sheet = await listSheet(contractDeclaration, query, ['client-mien']);
    const rows: unknown[][] = [];
    for await (const batch of sheet.rows) rows.push(...batch);
    expect(JSON.stringify(rows)).toContain('C-MIEN');
    expect(JSON.stringify(rows)).not.toContain('C-AUTRE');
  });

  it('laisse l’administrateur voir tous les clients d’un contrat', async () => {
    const ofCustomer = await get('getCustomerContract', 'contracts/customer/client-mien', { id: 'client-mien' }, 'admin');
    expect(ofCustomer.json.customerNumbers).toEqual(['C-AUTRE', 'C-MIEN']);
    const list = await get('listContracts', 'contracts', {}, 'admin');
    expect(list.json.map((c: { customerNumbers: string[] }) => c.customerNumbers)).toEqual([['C-AUTRE', 'C-MIEN']]);
    const sheet = await listSheet(contractDeclaration, { pageNumber: 1, pageSize: 100, order: contractDeclaration.list.defaultOrder }, undefined);
    const rows: unknown[][] = [];
    for await (const batch of sheet.rows) rows.push(...batch);
    expect(JSON.stringify(rows)).toContain('C-AUTRE, C-MIEN');
  });
});
