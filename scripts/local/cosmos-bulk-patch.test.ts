/**
 * Bulk writes through the official SDK, as published, against the local server (docs/cosmos-query-patch.md,
 * server item « Prefer: return=minimal »): a caller that reads only statuses gets an answer without the
 * documents.
 */
import { BulkOperationType, type Container, type OperationInput } from '@azure/cosmos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInMemoryCosmos, type InMemoryCosmos } from './in-memory-cosmos.js';

let cosmos: InMemoryCosmos;
let container: Container;

beforeAll(async () => {
  cosmos = await startInMemoryCosmos();
  const { database } = await cosmos.client.databases.createIfNotExists({ id: 'bulk' });
  ({ container } = await database.containers.createIfNotExists({ id: 'sales', partitionKey: { paths: ['/customerId'] } }));
});
afterAll(() => cosmos.close());

// Unusual characters on purpose: the body's escapes (U+2028) and multi-byte text must survive the joined body.
const line = (i: number, customerId: string): OperationInput => ({
  operationType: BulkOperationType.Create,
  partitionKey: customerId,
  resourceBody: { id: `line-${customerId}-${i}`, customerId, description: `Vis corticale Ø ${i}\u2028fin`, amount: i },
});

describe('bulk writes of the published SDK to the patched local server', () => {
  it('writes every operation with the text it was given', async () => {
    const ops = Array.from({ length: 100 }, (_, i) => line(i, i % 2 ? 'c1' : 'c2'));
    const results = await container.items.bulk(ops);
    expect(results.map((r) => r.statusCode)).toEqual(ops.map(() => 201));
    const { resource } = await container.item('line-c1-7', 'c1').read();
    expect(resource).toMatchObject({ description: 'Vis corticale Ø 7\u2028fin', amount: 7 });
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
