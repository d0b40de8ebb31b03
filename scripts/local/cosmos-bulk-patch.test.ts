/**
 * Bulk writes through the official SDK against the local server (docs/cosmos-query-patch.md: SDK item
 * « bulk operations serialised once », server item « Prefer: return=minimal »): the request carries each
 * operation once, and a caller that reads only statuses gets an answer without the documents.
 */
import { BulkOperationType, type Container, type OperationInput } from '@azure/cosmos';
import { createRequire } from 'node:module';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startInMemoryCosmos, type InMemoryCosmos } from './in-memory-cosmos.js';

interface Sdk {
  bodyFromData(data: unknown): string;
}

let cosmos: InMemoryCosmos;
let container: Container;

beforeAll(async () => {
  cosmos = await startInMemoryCosmos();
  const { database } = await cosmos.client.databases.createIfNotExists({ id: 'bulk' });
  ({ container } = await database.containers.createIfNotExists({ id: 'sales', partitionKey: { paths: ['/customerId'] } }));
});
afterAll(() => cosmos.close());
afterEach(() => vi.restoreAllMocks());

// Unusual characters on purpose: the body's escapes (U+2028) and multi-byte text must survive the joined body.
const line = (i: number, customerId: string): OperationInput => ({
  operationType: BulkOperationType.Create,
  partitionKey: customerId,
  resourceBody: { id: `line-${customerId}-${i}`, customerId, description: `Vis corticale Ø ${i}\u2028fin`, amount: i },
});

describe('bulk writes of the patched SDK and local server', () => {
  it('writes every operation, with the text it was given, when the body is built from each operation serialised once', async () => {
    const stringify = vi.spyOn(JSON, 'stringify');
    const ops = Array.from({ length: 100 }, (_, i) => line(i, i % 2 ? 'c1' : 'c2'));
    const results = await container.items.bulk(ops);
    expect(results.map((r) => r.statusCode)).toEqual(ops.map(() => 201));
    // Each operation is serialised once (its text gives both its size and its part of the body): counted
    // alone or within an array of operations, as the SDK serialised the whole batch again for its body.
    // The SDK hands on copies of the operations: they are recognised by their documents' ids (and told from
    // the server's answers, which run in this process too, by their operation type).
    const ids = new Set(ops.map((op) => (op as unknown as { resourceBody: { id: string } }).resourceBody.id));
    const isGiven = (v: unknown) => {
      const op = v as { operationType?: string; resourceBody?: { id?: string } } | null;
      return op?.operationType !== undefined && ids.has(op.resourceBody?.id ?? '');
    };
    const serialisations = stringify.mock.calls.reduce((n, [value]) => n + (Array.isArray(value) ? value.filter(isGiven).length : isGiven(value) ? 1 : 0), 0);
    expect(serialisations).toBe(ops.length);
    const { resource } = await container.item('line-c1-7', 'c1').read();
    expect(resource).toMatchObject({ description: 'Vis corticale Ø 7\u2028fin', amount: 7 });
  });

  it('escapes the line and paragraph separators of a request body as the published SDK does, and leaves any other text as JSON.stringify writes it', async () => {
    // Both builds of the SDK are patched: the API's bundle and tsx may load either.
    const build = (name: string) => new URL(`../../node_modules/@azure/cosmos/dist/${name}/request/request.js`, import.meta.url);
    const esm = (await import(build('esm').href)) as Sdk;
    const commonjs = createRequire(import.meta.url)(build('commonjs').pathname) as Sdk;
    const published = (data: unknown) => JSON.stringify(data).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
    for (const data of [{ a: 'Vis Ø 5\u2028fin\u2029', b: ['\u2029'] }, { a: 'Réf. œ’ 12', n: 3 }, { a: 'plain' }, [], null]) {
      for (const { bodyFromData } of [esm, commonjs]) expect(bodyFromData(data)).toBe(published(data));
    }
    expect(esm.bodyFromData({ a: '\u2028' })).toBe('{"a":"\\u2028"}');
  });

  it('answers statuses without the documents when asked to (contentResponseOnWriteEnabled: false), and with them otherwise', async () => {
    const minimal = await container.items.bulk([line(1, 'm1'), line(2, 'm1')], undefined, { contentResponseOnWriteEnabled: false });
    expect(minimal.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(minimal.map((r) => r.resourceBody)).toEqual([undefined, undefined]);
    expect((await container.item('line-m1-2', 'm1').read()).resource).toMatchObject({ amount: 2 });

    const full = await container.items.bulk([line(3, 'm1')]);
    expect(full[0].resourceBody).toMatchObject({ id: 'line-m1-3', amount: 3 });
  });
});
