/**
 * The patches of patches/ on the local Cosmos DB server: queries scoped to their partition, kept partition
 * arrays, conditional patches on their own document (docs/cosmos-query-patch.md, « Server »).
 */
import type { CosmosClient } from '@azure/cosmos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInMemoryCosmos, type InMemoryCosmos } from './in-memory-cosmos.js';
import { salesLines } from './sales-lines.fixture.js';

describe('patched Cosmos DB server', () => {
  let cosmos: InMemoryCosmos;
  let client: CosmosClient;
  beforeAll(async () => {
    cosmos = await startInMemoryCosmos();
    client = cosmos.client;
  });
  afterAll(() => cosmos.close());

  it('evaluates a query scoped to a partition over that partition only, with the same results', async () => {
    const { database } = await client.databases.createIfNotExists({ id: 'patch' });
    const { container } = await database.containers.createIfNotExists({ id: 'salesLines', partitionKey: { paths: ['/customerId'] } });
    const lines = salesLines(400).map(({ _rid: _, ...line }) => line);
    for (let i = 0; i < lines.length; i += 100) {
      await Promise.all(lines.slice(i, i + 100).map((line) => container.items.create(line)));
    }
    // Writes after creation keep the partition index right: a replace, a delete, a re-create.
    await container.item('line-3', 'customer-3').replace({ ...lines[3], amount: 12_345 });
    await container.item('line-40', 'customer-3').delete();
    await container.items.create({ id: 'line-40', customerId: 'customer-3', amount: 1, salesRecognitionDate: '2025-06-01' });

    const byDate = 'SELECT * FROM c WHERE c.customerId = @c ORDER BY c.salesRecognitionDate DESC';
    const parameters = [{ name: '@c', value: 'customer-3' }];
    const scoped = await container.items.query({ query: byDate, parameters }, { partitionKey: 'customer-3' }).fetchAll();
    const crossPartition = await container.items.query({ query: byDate, parameters }).fetchAll();
    expect(scoped.resources.map((d) => d.id)).toEqual(crossPartition.resources.map((d) => d.id));
    expect(scoped.resources.length).toBeGreaterThan(5);
    expect(scoped.resources.find((d) => d.id === 'line-3')?.amount).toBe(12_345);
    expect(scoped.resources.find((d) => d.id === 'line-40')?.amount).toBe(1);

    // Without a WHERE on the key, only the partition's documents, page after page.
    const pages: string[] = [];
    for await (const page of container.items.query('SELECT * FROM c', { partitionKey: 'customer-3', maxItemCount: 4 }).getAsyncIterator()) {
      pages.push(...page.resources.map((d) => d.customerId as string));
    }
    expect(pages.length).toBe(lines.filter((l) => l.customerId === 'customer-3').length);
    expect(new Set(pages)).toEqual(new Set(['customer-3']));
    const count = await container.items.query('SELECT VALUE COUNT(1) FROM c', { partitionKey: 'customer-9' }).fetchAll();
    expect(count.resources).toEqual([lines.filter((l) => l.customerId === 'customer-9').length]);
    const none = await container.items.query('SELECT * FROM c', { partitionKey: 'nobody' }).fetchAll();
    expect(none.resources).toEqual([]);

    // The SDK's query-plan request is refused cheaply and a cross-partition ORDER BY still pages right.
    const all: number[] = [];
    for await (const page of container.items.query('SELECT * FROM c WHERE IS_NUMBER(c.amount) ORDER BY c.amount', { maxItemCount: 50 }).getAsyncIterator()) {
      all.push(...page.resources.map((d) => d.amount as number));
    }
    expect(all).toEqual(
      lines
        .map((l) => (l.id === 'line-3' ? 12_345 : l.id === 'line-40' ? 1 : l.amount))
        .filter((a) => typeof a === 'number')
        .sort((a, b) => a - b),
    );
  }, 30_000);

  it('answers a partition query with every write made since the previous query of that partition', async () => {
    const { container } = await client.database('patch').containers.createIfNotExists({ id: 'kept', partitionKey: { paths: ['/customerId'] } });
    const ids = async (customerId: string) =>
      (await container.items.query<{ id: string; n: number }>('SELECT c.id, c.n FROM c ORDER BY c.id', { partitionKey: customerId }).fetchAll()).resources.map(
        (d) => `${d.id}:${d.n}`,
      );
    await container.items.create({ id: 'a', customerId: 'k1', n: 1 });
    await container.items.create({ id: 'b', customerId: 'k1', n: 1 });
    await container.items.create({ id: 'a', customerId: 'k2', n: 1 });
    expect(await ids('k1')).toEqual(['a:1', 'b:1']);
    await container.item('a', 'k1').replace({ id: 'a', customerId: 'k1', n: 2 });
    expect(await ids('k1')).toEqual(['a:2', 'b:1']);
    await container.item('b', 'k1').patch([{ op: 'set', path: '/n', value: 3 }]);
    expect(await ids('k1')).toEqual(['a:2', 'b:3']);
    await container.items.upsert({ id: 'c', customerId: 'k1', n: 4 });
    await container.item('a', 'k1').delete();
    expect(await ids('k1')).toEqual(['b:3', 'c:4']);
    // A write to another partition leaves this one as it was, and is seen in its own.
    await container.item('a', 'k2').replace({ id: 'a', customerId: 'k2', n: 5 });
    expect(await ids('k1')).toEqual(['b:3', 'c:4']);
    expect(await ids('k2')).toEqual(['a:5']);
  });

  it('keeps a partition in write order, without ORDER BY, when writes follow its queries', async () => {
    const { container } = await client.database('patch').containers.createIfNotExists({ id: 'ordered', partitionKey: { paths: ['/customerId'] } });
    const inOrder = async () =>
      (await container.items.query<{ id: string; n: number }>('SELECT c.id, c.n FROM c', { partitionKey: 'k', maxItemCount: 2 }).fetchAll()).resources.map(
        (d) => `${d.id}:${d.n}`,
      );
    for (const id of ['a', 'b', 'c']) await container.items.create({ id, customerId: 'k', n: 1 });
    expect(await inOrder()).toEqual(['a:1', 'b:1', 'c:1']);
    // A replaced document keeps its place; a new one comes last, as in Azure Cosmos DB (by _rid).
    await container.items.upsert({ id: 'b', customerId: 'k', n: 2 });
    await container.items.create({ id: 'd', customerId: 'k', n: 1 });
    await container.item('c', 'k').patch([{ op: 'incr', path: '/n', value: 2 }]);
    expect(await inOrder()).toEqual(['a:1', 'b:2', 'c:3', 'd:1']);
    // A document deleted and created again is a new document: last.
    await container.item('a', 'k').delete();
    await container.items.create({ id: 'a', customerId: 'k', n: 5 });
    expect(await inOrder()).toEqual(['b:2', 'c:3', 'd:1', 'a:5']);
  });

  it('frees a unique key a replace changes, and keeps the one it sets', async () => {
    const { container } = await client
      .database('patch')
      .containers.createIfNotExists({ id: 'unique', partitionKey: { paths: ['/tenant'] }, uniqueKeyPolicy: { uniqueKeys: [{ paths: ['/email'] }] } });
    await container.items.create({ id: 'u1', tenant: 't', email: 'a@x' });
    await container.item('u1', 't').replace({ id: 'u1', tenant: 't', email: 'b@x' });
    await container.items.create({ id: 'u2', tenant: 't', email: 'a@x' });
    await expect(container.items.create({ id: 'u3', tenant: 't', email: 'b@x' })).rejects.toMatchObject({ code: 409 });
    const emails = (await container.items.query<{ email: string }>('SELECT c.email FROM c', { partitionKey: 't' }).fetchAll()).resources.map((d) => d.email);
    expect(emails).toEqual(['b@x', 'a@x']);
  });

  it('checks a conditional patch against the document of its own partition only', async () => {
    const { container } = await client.database('patch').containers.createIfNotExists({ id: 'points', partitionKey: { paths: ['/customerId'] } });
    await container.items.create({ id: 'points-2025', customerId: 'poor', balance: 0 });
    await container.items.create({ id: 'points-2025', customerId: 'rich', balance: 1000 });
    const withdraw = { condition: 'from c where c.balance >= 600', operations: [{ op: 'incr' as const, path: '/balance', value: -600 }] };
    await expect(container.item('points-2025', 'poor').patch(withdraw)).rejects.toMatchObject({ code: 412 });
    const { resource } = await container.item('points-2025', 'rich').patch(withdraw);
    expect(resource?.balance).toBe(400);
  });
});
