/**
 * Patches and queries of the local Cosmos DB server as the checkout uses them, through the official SDK
 * as published (docs/cosmos-query-patch.md, server items 3, 7 and 8): a patch's operations apply in order on
 * one copy of the document, a patch condition is checked on the patched document alone, and the query-plan
 * requests the SDK sends beside its queries are refused without disturbing them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInMemoryCosmos, type InMemoryCosmos } from './in-memory-cosmos.js';

let cosmos: InMemoryCosmos;

beforeAll(async () => {
  cosmos = await startInMemoryCosmos();
  await cosmos.client.databases.createIfNotExists({ id: 'patch' });
});
afterAll(() => cosmos.close());

describe('patched Cosmos DB server and SDK, as the checkout uses them', () => {
  it('applies the operations of one patch in order, and a failing one changes nothing', async () => {
    const { container } = await cosmos.client.database('patch').containers.createIfNotExists({ id: 'operations', partitionKey: { paths: ['/customerId'] } });
    await container.items.create({ id: 'd', customerId: 'k', n: 1, list: [1], nested: { a: 1 } });
    const { resource } = await container.item('d', 'k').patch([
      { op: 'set', path: '/n', value: 2 },
      { op: 'incr', path: '/n', value: 3 },
      { op: 'add', path: '/list/-', value: 2 },
      { op: 'remove', path: '/nested' },
      { op: 'set', path: '/moved', value: { a: 1 } },
      { op: 'remove', path: '/list/0' },
    ]);
    expect(resource).toMatchObject({ n: 5, list: [2], moved: { a: 1 } });
    expect(resource).not.toHaveProperty('nested');
    // The second operation fails: the first one is not kept either.
    await expect(
      container.item('d', 'k').patch([
        { op: 'set', path: '/n', value: 9 },
        { op: 'incr', path: '/moved', value: 1 },
      ]),
    ).rejects.toMatchObject({ code: 400 });
    const { resource: stored } = await container.item('d', 'k').read();
    expect(stored).toMatchObject({ n: 5, list: [2], moved: { a: 1 } });
  });

  it('checks a patch condition on the patched document, not on its neighbours', async () => {
    const { container } = await cosmos.client.database('patch').containers.createIfNotExists({ id: 'neighbours', partitionKey: { paths: ['/customerId'] } });
    await container.items.create({ id: 'poor', customerId: 'k', balance: 0 });
    await container.items.create({ id: 'rich', customerId: 'k', balance: 1000 });
    const withdraw = { condition: 'from c where c.balance >= 600', operations: [{ op: 'incr' as const, path: '/balance', value: -600 }] };
    await expect(container.item('poor', 'k').patch(withdraw)).rejects.toMatchObject({ code: 412 });
    expect((await container.item('rich', 'k').patch(withdraw)).resource?.balance).toBe(400);
    await expect(
      container.items
        .create({ id: 'x', customerId: 'k' })
        .then(() => container.item('x', 'k').patch({ condition: 'from c where c.balance >>> ', operations: [{ op: 'set', path: '/a', value: 1 }] })),
    ).rejects.toMatchObject({ code: 400 });
  });

  it('answers queries scoped to a partition and across partitions, the SDK asking for query plans that it refuses at once', async () => {
    const { container } = await cosmos.client.database('patch').containers.createIfNotExists({ id: 'plans', partitionKey: { paths: ['/customerId'] } });
    await Promise.all([1, 2, 3].map((n) => container.items.create({ id: `p${n}`, customerId: n === 3 ? 'other' : 'k', n })));
    let planRequests = 0;
    const count = (req: { headers: Record<string, unknown> }) => {
      if (req.headers['x-ms-cosmos-is-query-plan-request']) planRequests++;
    };
    cosmos.server.on('request', count);
    try {
      const scoped = await container.items.query('SELECT c.id FROM c ORDER BY c.n DESC', { partitionKey: 'k' }).fetchAll();
      const total = await container.items.query('SELECT VALUE COUNT(1) FROM c', { partitionKey: 'k' }).fetchAll();
      expect(scoped.resources.map((d) => d.id)).toEqual(['p2', 'p1']);
      expect(total.resources).toEqual([2]);
      const all = await container.items.query('SELECT c.id FROM c ORDER BY c.n', { maxItemCount: 1 }).fetchAll();
      expect(all.resources.map((d) => d.id)).toEqual(['p1', 'p2', 'p3']);
      expect(planRequests).toBeGreaterThan(0);
    } finally {
      cosmos.server.off('request', count);
    }
  });
});
