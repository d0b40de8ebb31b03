/**
 * The patches of patches/ on the local Cosmos DB engine and server: same results as the packages
 * as published, at a cost that no longer grows with the square of the container size.
 */
import type { CosmosClient } from '@azure/cosmos';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInMemoryCosmos, type InMemoryCosmos } from './in-memory-cosmos.js';

interface Page {
  result: unknown[];
  continuation: { token: string } | null;
}
interface ExecOptions {
  parameters?: { name: string; value: unknown }[];
  maxItemCount?: number;
  continuation?: Page['continuation'];
  compositeIndexes?: { path: string; order: string }[][];
}
type Engine = (sql: string) => { code: string; exec(docs: object[], options?: ExecOptions): Page };

const require = createRequire(import.meta.url);
const root = new URL('../..', import.meta.url).pathname;
const patched = (require('@zeit/cosmosdb-query') as { default: Engine }).default;

// The engine as published: the installed package, our patch taken out (dependencies through a link).
function unpatchedEngine(dir: string): Engine {
  const copy = join(dir, 'cosmosdb-query');
  cpSync(dirname(require.resolve('@zeit/cosmosdb-query/package.json')), copy, { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  execFileSync('git', ['apply', '-R', '-p4', join(root, 'patches/@zeit+cosmosdb-query+0.7.2.patch')], { cwd: copy });
  return (require(join(copy, 'lib/index.js')) as { default: Engine }).default;
}

// `_rid`s shaped like the server's (base64 of a little-endian counter): their string order is not
// the insertion order, so sorting by `_rid` really sorts.
function rid(i: number) {
  const bytes = Buffer.alloc(8);
  bytes.writeInt32LE(i + 1, 0);
  bytes.writeInt8(0x40, 7);
  return `AbCdEf${bytes.toString('base64')}`;
}

function salesLines(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const line: Record<string, unknown> = {
      id: `line-${i}`,
      _rid: rid(i),
      customerId: `customer-${i % 37}`,
      amount: (i * 7919) % 1000,
      salesRecognitionDate: `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + ((i * 31) % 28)).padStart(2, '0')}`,
      tags: i % 5 === 0 ? [] : [`t${i % 3}`, `u${i % 4}`],
    };
    // Missing, null and mixed-type values exercise the engine's type ordering and undefined rules.
    if (i % 11 === 0) delete line.salesRecognitionDate;
    if (i % 13 === 0) line.salesRecognitionDate = null;
    if (i % 17 === 0) line.amount = String(line.amount);
    return line;
  });
}

// Every page, following continuations, as the SDK would.
function allPages(engine: Engine, sql: string, docs: object[], options: ExecOptions = {}) {
  const query = engine(sql);
  const pages: Page[] = [];
  let continuation: Page['continuation'] = null;
  do {
    const page = query.exec(docs, { ...options, continuation });
    pages.push(page);
    continuation = page.continuation;
  } while (continuation && pages.length < 1000);
  return pages;
}

const QUERIES = [
  'SELECT * FROM c',
  'SELECT * FROM c WHERE c.customerId = @customer',
  'SELECT c.id, c.amount FROM c WHERE c.amount > 500 AND c.customerId != @customer',
  'SELECT c.id, c.salesRecognitionDate, c.tags, [c.amount, c.salesRecognitionDate] AS pair FROM c WHERE c.customerId = @customer', // fields missing in some rows
  'SELECT * FROM c ORDER BY c.salesRecognitionDate DESC',
  'SELECT * FROM c WHERE c.customerId = @customer ORDER BY c.salesRecognitionDate',
  'SELECT * FROM c ORDER BY c.salesRecognitionDate, c.amount DESC',
  'SELECT VALUE c.id FROM c ORDER BY c.amount',
  'SELECT TOP 25 * FROM c ORDER BY c.amount DESC',
  'SELECT LOWER(c.id) AS id FROM c ORDER BY c.amount',
  'SELECT VALUE COUNT(1) FROM c',
  'SELECT VALUE COUNT(1) FROM c WHERE c.customerId = @customer',
  'SELECT VALUE SUM(c.amount) FROM c WHERE IS_NUMBER(c.amount)',
  'SELECT COUNT(1) AS n, SUM(c.amount) AS total FROM c',
  'SELECT c.id, t FROM c JOIN t IN c.tags WHERE t != "t1"',
  'SELECT VALUE t FROM c JOIN t IN c.tags ORDER BY c.amount',
];

describe('patched Cosmos DB query engine', () => {
  let dir: string;
  let unpatched: Engine;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'cosmosdb-query-'));
    unpatched = unpatchedEngine(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is really compared with the published engine', () => {
    expect(unpatched('SELECT * FROM c').code).toContain('[...$');
    expect(patched('SELECT * FROM c').code).not.toContain('[...$');
  });

  it('returns what the published engine returns, page after page', () => {
    const docs = salesLines(300);
    const options = {
      parameters: [{ name: '@customer', value: 'customer-3' }],
      compositeIndexes: [[{ path: '/salesRecognitionDate', order: 'ascending' }, { path: '/amount', order: 'descending' }]],
    };
    // Values the page selection leaves to the full sort: objects and arrays as ORDER BY values.
    const odd = docs.slice(0, 120).map((d, i) => (i % 9 === 0 ? { ...d, salesRecognitionDate: i % 2 ? { year: 2025 } : [i] } : d));
    for (const set of [docs, odd]) {
      for (const query of QUERIES) {
        for (const maxItemCount of [undefined, 7, 100]) {
          const expected = allPages(unpatched, query, set, { ...options, maxItemCount });
          expect(allPages(patched, query, set, { ...options, maxItemCount }), `${query} (${maxItemCount})`).toEqual(expected);
        }
      }
    }
  }, 30_000);

  it('parses a condition as the published engine does, without backtracking exponentially on parentheses', () => {
    // The shape of a checkout's conditional debit: parentheses inside parentheses, an object literal.
    const debitLike = 'SELECT * FROM c WHERE c.amount >= 12.5 and not array_contains(c.tags, {"x": 1}, true) and (not is_defined(c.salesRecognitionDate) or not array_contains(c.tags, "t1"))';
    const docs = salesLines(300);
    const expected = unpatched(debitLike).exec(docs);
    expect(expected.result.length).toBeGreaterThan(0);
    expect(patched(debitLike).exec(docs)).toEqual(expected);
    // Each level multiplied the published parser's work by about ten (depth 4: 3.4 s); depth 8 would take hours.
    const nest = (depth: number): string => (depth === 0 ? 'c.amount >= 1' : `(not is_defined(c.x) or ${nest(depth - 1)})`);
    const started = Date.now();
    const deep = patched(`SELECT VALUE c.id FROM c WHERE ${nest(8)}`);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(deep.exec([{ id: 'a', x: 1, amount: 2, _rid: rid(0) }, { id: 'b', x: 1, amount: 0, _rid: rid(1) }]).result).toEqual(['a']);
  });

  it('finds a value in a long parameter list as the published engine does, types and nulls included', () => {
    const docs = salesLines(300).map((d, i) => (i % 23 === 0 ? { ...d, customerId: null } : i % 29 === 0 ? { ...d, customerId: { n: i } } : d));
    // Amounts as numbers and as the strings some lines hold (line 17's), to tell 500 from '500'.
    const amounts = [docs[5]!.amount, String(docs[6]!.amount), docs[17]!.amount];
    const long = [...Array.from({ length: 40 }, (_, i) => `customer-${i * 2}`), ...amounts, null, { n: 29 }, true];
    const short = ['customer-1', 'customer-4', null, ...amounts];
    for (const ids of [long, short]) {
      for (const sql of ['SELECT c.id FROM c WHERE ARRAY_CONTAINS(@ids, c.customerId)', 'SELECT c.id FROM c WHERE ARRAY_CONTAINS(@ids, c.amount)', 'SELECT c.id FROM c WHERE NOT ARRAY_CONTAINS(@ids, c.salesRecognitionDate)']) {
        const options = { parameters: [{ name: '@ids', value: ids }] };
        const expected = unpatched(sql).exec(docs, options);
        expect(expected.result.length, sql).toBeGreaterThan(0);
        expect(patched(sql).exec(docs, options), `${sql} (${ids.length})`).toEqual(expected);
      }
    }
  });

  it('answers over 100,000 documents in well under a second a query', () => {
    const docs = salesLines(100_000);
    const numbers = docs.map((d) => d.amount).filter((a): a is number => typeof a === 'number');
    const started = Date.now();
    const time = <T>(run: () => T) => {
      const t = Date.now();
      const result = run();
      expect(Date.now() - t).toBeLessThan(2_000);
      return result;
    };

    const page = time(() => patched('SELECT * FROM c WHERE c.customerId = @c').exec(docs, { parameters: [{ name: '@c', value: 'customer-5' }], maxItemCount: 15 }));
    expect(page.result).toHaveLength(15);
    expect(page.result.every((d) => (d as { customerId: string }).customerId === 'customer-5')).toBe(true);

    expect(time(() => patched('SELECT VALUE COUNT(1) FROM c').exec(docs)).result).toEqual([100_000]);
    expect(time(() => patched('SELECT VALUE SUM(c.amount) FROM c WHERE IS_NUMBER(c.amount)').exec(docs)).result).toEqual([numbers.reduce((a, b) => a + b, 0)]);

    const dates = docs.map((d) => d.salesRecognitionDate).filter((d): d is string => typeof d === 'string').sort().reverse();
    const first = time(() => patched('SELECT * FROM c ORDER BY c.salesRecognitionDate DESC').exec(docs, { maxItemCount: 15 }));
    expect(first.result.map((d) => (d as { salesRecognitionDate: string }).salesRecognitionDate)).toEqual(dates.slice(0, 15));
    const second = time(() => patched('SELECT * FROM c ORDER BY c.salesRecognitionDate DESC').exec(docs, { maxItemCount: 15, continuation: first.continuation }));
    expect(second.result.map((d) => (d as { salesRecognitionDate: string }).salesRecognitionDate)).toEqual(dates.slice(15, 30));

    const tagged = docs.reduce((n, d) => n + (d.tags as string[]).filter((t) => t === 't1').length, 0);
    expect(time(() => patched('SELECT VALUE COUNT(1) FROM c JOIN t IN c.tags WHERE t = "t1"').exec(docs)).result).toEqual([tagged]);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 30_000);
});

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
    expect(all).toEqual(lines.map((l) => (l.id === 'line-3' ? 12_345 : l.id === 'line-40' ? 1 : l.amount)).filter((a) => typeof a === 'number').sort((a, b) => a - b));
  }, 30_000);

  it('answers a partition query with every write made since the previous query of that partition', async () => {
    const { container } = await client.database('patch').containers.createIfNotExists({ id: 'kept', partitionKey: { paths: ['/customerId'] } });
    const ids = async (customerId: string) =>
      (await container.items.query<{ id: string; n: number }>('SELECT c.id, c.n FROM c ORDER BY c.id', { partitionKey: customerId }).fetchAll()).resources.map((d) => `${d.id}:${d.n}`);
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
      (await container.items.query<{ id: string; n: number }>('SELECT c.id, c.n FROM c', { partitionKey: 'k', maxItemCount: 2 }).fetchAll()).resources.map((d) => `${d.id}:${d.n}`);
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
