/**
 * No lost update (issue 31, medium 6): each back-office write that took no version names the one it was
 * read at. Two administrators read the same record; the first saves; the second, on the version it read,
 * is refused 412 in French and nothing of theirs is written; on the version the first save answered, it
 * passes. Each write goes through the pipeline to its real handler and services (testing/pipeline-harness.ts),
 * in process against a Cosmos DB server in memory.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { looksFrench } from '../testing/french.js';
import { startPipelineHarness, type Harness } from '../testing/pipeline-harness.js';
import { fillPath, type BuiltRequest } from '../testing/route-requests.js';

let h: Harness;
let cosmos: typeof import('../data/cosmos.js');
const now = new Date().toISOString();

beforeAll(async () => {
  h = await startPipelineHarness('portail-essai-versions', { realHandlers: true });
  cosmos = await import('../data/cosmos.js');
  for (const [id, number] of [
    ['client-v1', 'V1'],
    ['client-v2', 'V2'],
    ['client-v3', 'V3'],
  ]) {
    await cosmos.container('customers').items.create({ id, type: 'customer', number, name: `Clinique ${number}`, active: true });
  }
  for (const id of ['acheteur-1', 'acheteur-2', 'acheteur-3']) await h.addUser(id, 'CUSTOMER', id === 'acheteur-1' ? ['client-v1'] : []);
}, 60_000);

afterAll(() => h?.close());

interface Answer {
  status: number;
  etag: string | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** A request of the administrator through the pipeline to the route's own handler. */
async function run(
  name: string,
  input: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown; ifMatch?: string },
): Promise<Answer> {
  const route = h.routes.find((r) => r.name === name)!;
  const params = input.params ?? {};
  const headers: Record<string, string> = input.ifMatch ? { 'If-Match': input.ifMatch } : {};
  const request: BuiltRequest = {
    method: route.method,
    path: fillPath(route, params),
    query: input.query ?? {},
    body: input.body,
    hasBody: input.body !== undefined,
    params,
    headers,
  };
  const answer = await h.invoke(route, request, { token: h.actors.admin.token });
  return { status: answer.status, etag: answer.headers.get('ETag') ?? undefined, body: answer.json };
}

function expectStale(answer: Answer, label: string): void {
  expect(answer.status, label).toBe(412);
  expect(answer.body.error.code, label).toBe('precondition_failed');
  expect(looksFrench(answer.body.error.message), label).toBe(true);
}

describe('les exclusions d’un contrat', () => {
  it('refusent une sauvegarde faite sur une version du contrat dépassée', async () => {
    await cosmos.container('contracts').items.create({
      id: 'contrat-v',
      type: 'contract',
      name: 'Contrat V',
      active: true,
      startDate: '2019-01-01',
      endDate: '2019-12-31',
      customerNumbers: ['V3'],
      customerIds: ['client-v3'],
      exclusions: { gimSubBrands: [], franchises: [] },
      createdAt: now,
      updatedAt: now,
    });
    const read = await run('getContractExclusions', { params: { id: 'contrat-v' } });
    expect(read.etag).toBeTruthy();
    const first = await run('saveContractExclusions', { body: { fK_ContractId: 'contrat-v', gimSubBrands: ['Marque A'], franchises: [] }, ifMatch: read.etag });
    expect(first.status).toBe(200);
    expectStale(
      await run('saveContractExclusions', { body: { fK_ContractId: 'contrat-v', gimSubBrands: [], franchises: ['Franchise B'] }, ifMatch: read.etag }),
      'seconde sauvegarde',
    );
    expect((await run('getContractExclusions', { params: { id: 'contrat-v' } })).body).toMatchObject({ gimSubBrands: ['Marque A'], franchises: [] });
    expect(
      (
        await run('saveContractExclusions', {
          body: { fK_ContractId: 'contrat-v', gimSubBrands: ['Marque A'], franchises: ['Franchise B'] },
          ifMatch: first.etag,
        })
      ).status,
    ).toBe(200);
  }, 30_000);
});

describe('les prix d’une liste de prix', () => {
  it('refusent un prix saisi sur une version de la liste dépassée', async () => {
    const line = (productId: string, price: number) => ({ productId, reference: productId, description: productId, price });
    await cosmos.container('customerData').items.create({
      id: 'liste-v',
      type: 'priceList',
      customerId: 'client-v1',
      contractId: null,
      name: 'Liste V',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      lines: [line('P1', 10), line('P2', 20)],
      createdAt: now,
      updatedAt: now,
    });
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
    expectStale(
      await run('linkCustomerUsers', { params: { id: 'client-v1' }, body: { users: ['acheteur-1', 'acheteur-3'] }, ifMatch: read.etag }),
      'seconde liste',
    );
    expect((await run('getCustomerUsers', { params: { id: 'client-v1' } })).body.map((u: { id: string }) => u.id).sort()).toEqual(['acheteur-1', 'acheteur-2']);
    expect(
      (await run('linkCustomerUsers', { params: { id: 'client-v1' }, body: { users: ['acheteur-1', 'acheteur-2', 'acheteur-3'] }, ifMatch: first.etag }))
        .status,
    ).toBe(200);
  }, 30_000);
});

describe('l’accès à un fichier de contrat', () => {
  it('refuse un changement ou un retrait faits sur une version du fichier dépassée', async () => {
    const { createFileRecord } = await import('../data/contract-files-repository.js');
    const record = (id: string, customerId: string) => ({
      id,
      type: 'file' as const,
      customerId,
      fileName: 'contrat.pdf',
      fileSize: 10,
      contentType: 'application/pdf',
      docType: 1,
      blobName: 'contrat-v/x/contrat.pdf',
      uploadDate: now,
      updatedById: 'admin-v',
      contractId: 'contrat-v',
      createdAt: now,
      updatedAt: now,
    });
    await createFileRecord(record('fichier-v1', 'client-v1'));
    await createFileRecord(record('fichier-v2', 'client-v2'));
    await createFileRecord({ ...record('autre-fichier', 'client-v1'), blobName: 'contrat-v/y/autre.pdf' });
    const read = await run('listContractFiles', { query: { customerNumbers: 'V1,V2' } });
    expect(read.body).toHaveLength(3);
    const first = await run('updateContractFileAccess', { params: { id: 'fichier-v1' }, body: { customerNumbers: ['V1', 'V2', 'V3'] }, ifMatch: read.etag });
    expect(first.status).toBe(200);
    expectStale(
      await run('updateContractFileAccess', { params: { id: 'fichier-v1' }, body: { customerNumbers: ['V1'] }, ifMatch: read.etag }),
      'second changement d’accès',
    );
    expectStale(await run('deleteContractFile', { params: { id: 'fichier-v2' }, query: { customerNumbers: 'V2' }, ifMatch: read.etag }), 'retrait');
    expect((await run('listContractFiles', { query: { customerNumbers: 'V1,V2,V3' } })).body).toHaveLength(4);
    // The other file listed did not change: its version in the same list still holds.
    expect(
      (await run('updateContractFileAccess', { params: { id: 'autre-fichier' }, body: { customerNumbers: ['V1', 'V2'] }, ifMatch: read.etag })).status,
    ).toBe(200);
    expect((await run('updateContractFileAccess', { params: { id: 'fichier-v1' }, body: { customerNumbers: ['V1', 'V2'] }, ifMatch: first.etag })).status).toBe(
      200,
    );
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
    expectStale(
      await run('updateCartDiscountRate', { params: { customerId: 'client-v2' }, body: 30, ifMatch: first.etag }),
      'remise après un changement du panier',
    );
    expect((await run('getCart', { params: { customerId: 'client-v2' } })).body.discountRate).toBe(5);
  }, 30_000);
});

describe('les réglages KPI', () => {
  it('refusent un réglage enregistré sur une version dépassée', async () => {
    const names = 'ManualCogs,CalculatedCogs,UseCurrentYearOrNot';
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
