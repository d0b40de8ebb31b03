/**
 * A write of a declared resource is never left without its audit entry and its follow-up, and a create sent
 * again with its Idempotency-Key creates nothing more: the generated service with the real customer
 * declaration, in process against a Cosmos DB server in memory (services/pending-writes.ts).
 */
import { customerInputSchema } from '@portail/common';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredDoc, ResourceStore } from '../data/resource-store.js';
import { startMemoryCosmos, type MemoryCosmos } from '../testing/memory-cosmos.js';

type CustomerDoc = StoredDoc & { number: string; name: string };

let cosmos: MemoryCosmos | undefined;
let data: typeof import('../data/cosmos.js');
let budget: typeof import('../context/request-budget.js');
let pending: typeof import('../services/pending-writes.js');
let makeService: (store?: ResourceStore<CustomerDoc>) => import('./resource-service.js').ResourceService<CustomerDoc>;
let realStore: ResourceStore<CustomerDoc>;

beforeAll(async () => {
  cosmos = await startMemoryCosmos('portail-essai-ecritures-durables');
  data = cosmos.data;
  budget = await import('../context/request-budget.js');
  pending = await import('../services/pending-writes.js');
  const { resourceService } = await import('./resource-service.js');
  const { customerDeclaration } = await import('./customer-resource.js');
  const { cosmosStore } = await import('../data/resource-store.js');
  realStore = cosmosStore<CustomerDoc>(customerDeclaration.store);
  makeService = (store) => resourceService<CustomerDoc>(customerDeclaration as never, store);
}, 60_000);

afterAll(async () => {
  await cosmos?.close();
});

let n = 0;
// As the route hands it over: parsed by the contract's schema, defaults filled.
const input = (name = `Clinique ${++n}`) => customerInputSchema.parse({ number: `D-${Date.now().toString(36)}-${++n}`, name });

const historyOf = async (entityId: string) => (await import('../data/audit-repository.js')).auditOf(entityId);
const recordsOf = async (entityId: string) =>
  (
    await data
      .container('audit')
      .items.query<{ id: string; type: string }>({ query: 'SELECT c.id, c.type FROM c WHERE c.entityId = @id', parameters: [{ name: '@id', value: entityId }] })
      .fetchAll()
  ).resources;

async function linkedUser(customerId: string): Promise<string> {
  const id = `u-${randomUUID()}`;
  const now = new Date().toISOString();
  await data.container('users').items.create({
    id,
    type: 'user',
    firstName: 'Camille',
    lastName: 'Essai',
    email: `${id}@essai.test`,
    role: 'CUSTOMER',
    active: true,
    customerIds: [customerId],
    passwordHash: null,
    tokensValidAfter: 0,
    passwordToken: null,
    entra: null,
    createdAt: now,
    updatedAt: now,
    searchText: '',
  });
  return id;
}
const linksOf = async (userId: string) => (await data.container('users').item(userId, userId).read<{ customerIds: string[] }>()).resource?.customerIds;

/**
 * Runs `work` as a request whose budget runs out while it is at the point `stall` marks: the budget
 * signal aborts, the caller has its 503, and the work goes on as it would in the background.
 * Gives the work's own outcome once it is over.
 */
async function withBudgetSpentAt<T>(ms: number, work: () => Promise<T>): Promise<PromiseSettledResult<T>> {
  let running: Promise<T> | undefined;
  const outcome = await budget.runWithinBudget(ms, () => (running = work()));
  expect(outcome.spent).toBe(true);
  const [settled] = await Promise.allSettled([running!]);
  return settled!;
}
/** Until the request's budget signal aborts. */
const untilBudgetSpent = () => new Promise<void>((resolve) => budget.budgetSignal()!.addEventListener('abort', () => resolve(), { once: true }));

describe('a committed write whose request runs out of time', () => {
  it('still gets its audit entry and its follow-up when the budget runs out right after the delete', async () => {
    const customer = await makeService().create(input(), 'admin');
    const userId = await linkedUser(customer.id);
    // The store deletes, then the request's budget runs out before anything else happens.
    const stalling: ResourceStore<CustomerDoc> = {
      ...realStore,
      async remove(doc) {
        await realStore.remove(doc);
        await untilBudgetSpent();
      },
    };
    const outcome = await withBudgetSpentAt(1500, () => makeService(stalling).remove(customer.id, 'admin'));
    expect(outcome.status).toBe('fulfilled');
    expect(await realStore.get(customer.id)).toBeUndefined();
    // The follow-up: the user no longer holds the deleted customer.
    expect(await linksOf(userId)).toEqual([]);
    expect((await historyOf(customer.id)).map((e) => e.action)).toEqual(['delete', 'create']);
    expect((await recordsOf(customer.id)).filter((r) => r.type !== 'audit')).toEqual([]);
  }, 30_000);

  it('is completed by the replay timer when its request stopped between the write and its audit', async () => {
    const customer = await makeService().create(input(), 'admin');
    const userId = await linkedUser(customer.id);
    // The instance stops once the document is deleted: the request never reaches the audit.
    const dying: ResourceStore<CustomerDoc> = {
      ...realStore,
      async remove(doc) {
        await realStore.remove(doc);
        throw new Error('instance arrêtée');
      },
    };
    await expect(makeService(dying).remove(customer.id, 'admin')).rejects.toThrow('instance arrêtée');
    expect(await linksOf(userId)).toEqual([customer.id]);
    expect((await historyOf(customer.id)).map((e) => e.action)).toEqual(['create']);

    // Too early: the request may still be completing it.
    expect((await pending.replayPendingWrites()).completed).toEqual([]);
    const report = await pending.replayPendingWrites(new Date(Date.now() + pending.REPLAY_AFTER_MS + 1000));
    expect(report.completed).toHaveLength(1);
    expect(await linksOf(userId)).toEqual([]);
    expect((await historyOf(customer.id)).map((e) => e.action)).toEqual(['delete', 'create']);
    // Once only: a second run finds nothing left.
    expect((await pending.replayPendingWrites(new Date(Date.now() + pending.REPLAY_AFTER_MS + 1000))).completed).toEqual([]);
    expect(await historyOf(customer.id)).toHaveLength(2);
  }, 30_000);

  it('is dropped by the replay timer when the write never happened', async () => {
    const customer = await makeService().create(input(), 'admin');
    const failing: ResourceStore<CustomerDoc> = {
      ...realStore,
      async replace() {
        throw new Error('instance arrêtée');
      },
    };
    await expect(makeService(failing).update(customer.id, { ...input(), name: 'Jamais écrit' }, 'admin')).rejects.toThrow('instance arrêtée');
    const report = await pending.replayPendingWrites(new Date(Date.now() + pending.REPLAY_AFTER_MS + 1000));
    expect(report.dropped).toHaveLength(1);
    expect((await realStore.get(customer.id))?.name).toBe(customer.name);
    expect((await historyOf(customer.id)).map((e) => e.action)).toEqual(['create']);
    expect((await recordsOf(customer.id)).filter((r) => r.type !== 'audit')).toEqual([]);
  }, 30_000);
});

describe('a create sent again with its Idempotency-Key', () => {
  const countNamed = async (name: string) =>
    (
      await data
        .container('customers')
        .items.query<number>({
          query: "SELECT VALUE COUNT(1) FROM c WHERE c.type = 'customer' AND c.name = @name",
          parameters: [{ name: '@name', value: name }],
        })
        .fetchAll()
    ).resources[0];

  it('answers the record the first request created, and creates nothing more', async () => {
    const key = randomUUID();
    const body = input('Clinique rejouée');
    const first = await makeService().createOnce(body, 'admin', key);
    const again = await makeService().createOnce(body, 'admin', key);
    expect(first.replay).toBe(false);
    expect(again).toMatchObject({ replay: true, doc: { id: first.doc.id, name: 'Clinique rejouée' } });
    expect(await countNamed('Clinique rejouée')).toBe(1);
    expect(await historyOf(first.doc.id)).toHaveLength(1);
  }, 30_000);

  it('creates once when the first request ran out of time right after its create', async () => {
    const key = randomUUID();
    const body = input('Clinique du délai');
    const stalling: ResourceStore<CustomerDoc> = {
      ...realStore,
      async create(doc) {
        const stored = await realStore.create(doc);
        await untilBudgetSpent();
        return stored;
      },
    };
    await withBudgetSpentAt(1500, () => makeService(stalling).createOnce(body, 'admin', key));
    const again = await makeService().createOnce(body, 'admin', key);
    expect(again.replay).toBe(true);
    expect(await countNamed('Clinique du délai')).toBe(1);
    expect((await historyOf(again.doc.id)).map((e) => e.action)).toEqual(['create']);
  }, 30_000);

  it('refuses the same key with another body in French (422), and writes nothing', async () => {
    const key = randomUUID();
    await makeService().createOnce(input('Clinique A'), 'admin', key);
    await expect(makeService().createOnce(input('Clinique B'), 'admin', key)).rejects.toMatchObject({
      status: 422,
      code: 'idempotency_key_reused',
      message: 'Cette clé Idempotency-Key a déjà servi pour une autre demande : envoyez une nouvelle clé pour une nouvelle demande',
    });
    expect(await countNamed('Clinique B')).toBe(0);
  }, 30_000);

  it('is another request from another caller', async () => {
    const key = randomUUID();
    const body = input('Clinique partagée');
    const a = await makeService().createOnce(body, 'admin-a', key);
    const b = await makeService().createOnce({ ...body, number: `${body.number}-b` }, 'admin-b', key);
    expect(b.replay).toBe(false);
    expect(b.doc.id).not.toBe(a.doc.id);
  }, 30_000);
});
