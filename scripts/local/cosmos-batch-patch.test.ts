/**
 * Transactional batches of the local Cosmos DB server, through the official SDK (docs/cosmos-query-patch.md,
 * server item « Atomic batches »): all or nothing, as in Azure Cosmos DB, with conditional patches among the
 * operations, as the checkout writes its order, its cart and its points in one batch.
 */
import { BulkOperationType, type Container, type OperationInput } from '@azure/cosmos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInMemoryCosmos, type InMemoryCosmos } from './in-memory-cosmos.js';

let cosmos: InMemoryCosmos;
let container: Container;

beforeAll(async () => {
  cosmos = await startInMemoryCosmos();
  const { database } = await cosmos.client.databases.createIfNotExists({ id: 'batch' });
  ({ container } = await database.containers.createIfNotExists({ id: 'customerData', partitionKey: { paths: ['/customerId'] } }));
});
afterAll(() => cosmos.close());

const read = async (id: string, pk: string) => (await container.item(id, pk).read()).resource;

async function seed(pk: string) {
  const cart = (await container.items.create({ id: 'cart', customerId: pk, items: ['a', 'b'] })).resource!;
  const points = (await container.items.create({ id: 'points', customerId: pk, balance: 10, entries: [] as string[] })).resource!;
  return { cart, points };
}

const debit = (pk: string, n: number, ref: string): OperationInput => ({
  operationType: BulkOperationType.Patch,
  id: 'points',
  partitionKey: pk,
  resourceBody: {
    condition: `from c where c.balance >= ${n} and not array_contains(c.entries, '${ref}')`,
    operations: [
      { op: 'incr', path: '/balance', value: -n },
      { op: 'add', path: '/entries/-', value: ref },
    ],
  },
});

describe('transactional batch of the local Cosmos DB server', () => {
  it('writes every operation when all succeed, conditional patch included', async () => {
    const { cart } = await seed('k1');
    const { result } = await container.items.batch(
      [
        { operationType: BulkOperationType.Create, partitionKey: 'k1', resourceBody: { id: 'order-1', customerId: 'k1', total: 4 } },
        {
          operationType: BulkOperationType.Replace,
          id: 'cart',
          partitionKey: 'k1',
          ifMatch: cart._etag,
          resourceBody: { id: 'cart', customerId: 'k1', items: [] },
        },
        debit('k1', 4, 'order-1'),
      ],
      'k1',
    );
    expect(result!.map((r) => r.statusCode)).toEqual([201, 200, 200]);
    expect(await read('order-1', 'k1')).toMatchObject({ total: 4 });
    expect(await read('cart', 'k1')).toMatchObject({ items: [] });
    expect(await read('points', 'k1')).toMatchObject({ balance: 6, entries: ['order-1'] });
  });

  it('writes nothing when a later operation fails: the earlier ones are undone, versions included', async () => {
    const { cart, points } = await seed('k2');
    // The debit's condition fails (balance 10 < 40): the order and the cart stay as they were.
    const { result } = await container.items.batch(
      [
        { operationType: BulkOperationType.Create, partitionKey: 'k2', resourceBody: { id: 'order-2', customerId: 'k2', total: 40 } },
        {
          operationType: BulkOperationType.Replace,
          id: 'cart',
          partitionKey: 'k2',
          ifMatch: cart._etag,
          resourceBody: { id: 'cart', customerId: 'k2', items: [] },
        },
        debit('k2', 40, 'order-2'),
      ],
      'k2',
    );
    expect(result!.map((r) => r.statusCode)).toEqual([424, 424, 412]);
    expect(await read('order-2', 'k2')).toBeUndefined();
    expect(await read('cart', 'k2')).toMatchObject({ items: ['a', 'b'], _etag: cart._etag });
    expect(await read('points', 'k2')).toMatchObject({ balance: 10, entries: [], _etag: points._etag });
    // The versions read before are still good: a write on them succeeds.
    await container.item('cart', 'k2').replace({ id: 'cart', customerId: 'k2', items: ['a'] }, { accessCondition: { type: 'IfMatch', condition: cart._etag } });
  });

  it('refuses a stale version, and a document that exists already, without writing the others', async () => {
    const { cart } = await seed('k3');
    await container.items.create({ id: 'order-3', customerId: 'k3', total: 1 });
    const stale = await container.items.batch(
      [
        debit('k3', 2, 'order-x'),
        {
          operationType: BulkOperationType.Replace,
          id: 'cart',
          partitionKey: 'k3',
          ifMatch: '"stale"',
          resourceBody: { id: 'cart', customerId: 'k3', items: [] },
        },
      ],
      'k3',
    );
    expect(stale.result!.map((r) => r.statusCode)).toEqual([424, 412]);
    const taken = await container.items.batch(
      [debit('k3', 2, 'order-3'), { operationType: BulkOperationType.Create, partitionKey: 'k3', resourceBody: { id: 'order-3', customerId: 'k3', total: 2 } }],
      'k3',
    );
    expect(taken.result!.map((r) => r.statusCode)).toEqual([424, 409]);
    expect(await read('points', 'k3')).toMatchObject({ balance: 10, entries: [] });
    expect(await read('order-3', 'k3')).toMatchObject({ total: 1 });
    expect(await read('cart', 'k3')).toMatchObject({ _etag: cart._etag });
  });

  it('checks a condition as written: a string with capitals and a camelCase property, in a bulk call too', async () => {
    await container.items.create({ id: 'line-1', customerId: 'k4', franchiseName: 'Trauma Élite', n: 1 });
    await container.items.create({ id: 'line-2', customerId: 'k4', franchiseName: 'Spine', n: 1 });
    const rename = (id: string): OperationInput => ({
      operationType: BulkOperationType.Patch,
      id,
      partitionKey: 'k4',
      resourceBody: {
        condition: `from c where c.franchiseName = ${JSON.stringify('Trauma Élite')}`,
        operations: [{ op: 'set', path: '/franchiseName', value: 'Traumatologie' }],
      },
    });
    const results = await container.items.bulk([rename('line-1'), rename('line-2')]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 412]);
    expect(await read('line-1', 'k4')).toMatchObject({ franchiseName: 'Traumatologie' });
    expect(await read('line-2', 'k4')).toMatchObject({ franchiseName: 'Spine' });
  });
});
