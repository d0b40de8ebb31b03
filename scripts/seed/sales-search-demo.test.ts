/**
 * The search of the admin list of sales lines (issue 30), in process over the route table
 * (testing/pipeline-harness.ts) and a Cosmos DB server in memory, on the demo data (the seed's lines, size
 * `small`): stored as a bulk load stores them, indexed by the rebuild, then searched through
 * GET /api/StrykerCommands for each kind of key. Each page and its X-Pagination count must be what the
 * previous implementation answered: every line whose invoice, order, reference or customer number starts
 * with the normalised term, in the list's order, ties by line id (its merge of the customers' pages).
 */
import type { JSONObject } from '@azure/cosmos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesSearchKey, salesSearchKeysOf } from '../../functions/src/domain/sales-search.js';
import type { SalesLineDoc } from '../../functions/src/model/sales.js';
import { startPipelineHarness, type Harness } from '../../functions/src/testing/pipeline-harness.js';

let h: Harness;
const lines: SalesLineDoc[] = [];
let rebuilt: { lines: number; documents: number };

beforeAll(async () => {
  h = await startPipelineHarness('portail-essai-recherche-lignes', { realHandlers: true });
  const { buildWorld } = await import('./world.js');
  const world = buildWorld({ size: 'small', now: new Date('2026-06-15T08:00:00Z') });
  for (const chunk of world.salesChunks(1000)) lines.push(...chunk.map(({ searchKeys: _keys, ...l }) => l as SalesLineDoc));
  const { bulkWithRetry, container } = await import('../../functions/src/data/cosmos.js');
  const { BulkOperationType } = await import('@azure/cosmos');
  for (let i = 0; i < lines.length; i += 100) {
    const part = lines.slice(i, i + 100);
    await bulkWithRetry(
      container('sales'),
      part.map((l) => ({
        operationType: BulkOperationType.Create,
        partitionKey: l.customerId,
        resourceBody: { ...l, searchKeys: salesSearchKeysOf(l) } as unknown as JSONObject,
      })),
      (s) => s < 400,
      'essai',
    );
  }
  // The rebuild finds its customers in the customers container.
  for (const id of new Set(lines.map((l) => l.customerId))) await container('customers').items.upsert({ id, type: 'customer' });
  const { rebuildSalesIndex } = await import('../../functions/src/services/sales-index-rebuild.js');
  rebuilt = await rebuildSalesIndex();
}, 120_000);
afterAll(() => h?.close());

type Field = 'salesRecognitionDate' | 'invoiceNumber' | 'orderNumber' | 'reference' | 'salesAmount';

/** The previous implementation's answer: the matching lines in the list's order, ties by id, and their number. */
function expected(term: string, field: Field, direction: 'asc' | 'desc', pageNumber: number) {
  const key = salesSearchKey(term);
  const matches = lines.filter((l) => Object.values(salesSearchKeysOf(l)).some((v) => v.startsWith(key)));
  const sign = direction === 'desc' ? -1 : 1;
  matches.sort((a, b) => {
    const x = a[field];
    const y = b[field];
    if (x !== y) return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x) < String(y) ? -1 : 1);
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
  return { ids: matches.slice((pageNumber - 1) * 15, pageNumber * 15).map((l) => l.id), count: matches.length };
}

async function searched(term: string, field: Field, direction: 'asc' | 'desc', pageNumber: number) {
  const route = h.routes.find((r) => r.name === 'listStrykerCommands')!;
  const query = { search: term, pageNumber: String(pageNumber), orderBy: `${field} ${direction}` };
  const answer = await h.invoke(
    route,
    { method: 'GET', path: 'StrykerCommands', query, body: undefined, hasBody: false, params: {}, headers: {} },
    { token: h.actors.admin.token },
  );
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return {
    ids: (answer.json as { id: string }[]).map((l) => l.id),
    count: JSON.parse(answer.headers.get('X-Pagination') ?? '{}').TotalCount as number,
    rows: answer.json as SalesLineDoc[],
  };
}

function mostFrequent(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

/** The demo data's values of each kind, from a line of a customer with many lines. */
function terms() {
  const byCustomer = new Map<string, number>();
  for (const l of lines) byCustomer.set(l.customerId, (byCustomer.get(l.customerId) ?? 0) + 1);
  const big = [...byCustomer].sort((a, b) => b[1] - a[1])[0][0];
  const line = lines.filter((l) => l.customerId === big && l.reference.includes('-'))[40];
  return {
    'un numéro de commande entier': line.orderNumber,
    'un numéro de facture entier': line.invoiceNumber,
    'le début d’un numéro de commande': line.orderNumber.slice(0, -2),
    'un numéro client': line.customerSoldTo.number,
    'une référence entière, tapée sans ses tirets': line.reference.replace(/-/g, ''),
    'le début d’une référence': line.reference.slice(0, 6),
    // The references' most frequent first four characters: many customers' lines, several pages.
    'les quatre premiers caractères de références': mostFrequent(lines.map((l) => l.reference.slice(0, 4))),
  };
}

describe('GET /api/StrykerCommands?search=', () => {
  it('the rebuild indexes every stored line', () => {
    expect(rebuilt.lines).toBe(lines.length);
    expect(rebuilt.documents).toBeGreaterThan(0);
  });

  it('answers, for each kind of key, the page and the count the previous implementation answered, on two pages', async () => {
    for (const [what, term] of Object.entries(terms())) {
      for (const pageNumber of [1, 2]) {
        const want = expected(term, 'salesRecognitionDate', 'desc', pageNumber);
        const got = await searched(term, 'salesRecognitionDate', 'desc', pageNumber);
        expect({ ids: got.ids, count: got.count }, `${what} (« ${term} »), page ${pageNumber}`).toEqual(want);
      }
      expect(expected(term, 'salesRecognitionDate', 'desc', 1).count, what).toBeGreaterThan(0);
    }
  }, 60_000);

  it('answers whole lines, as the list shows them', async () => {
    const { rows } = await searched(terms()['un numéro de facture entier'], 'salesRecognitionDate', 'desc', 1);
    const stored = lines.find((l) => l.id === rows[0].id)!;
    expect(rows[0]).toMatchObject({
      id: stored.id,
      customerId: stored.customerId,
      description: stored.description,
      invoiceQuantity: stored.invoiceQuantity,
      salesAmount: stored.salesAmount,
    });
  });

  it('orders by each sortable field, both ways, a reference held by several customers, a later page included', async () => {
    const term = terms()['les quatre premiers caractères de références'];
    expect(expected(term, 'salesRecognitionDate', 'desc', 1).count).toBeGreaterThan(45);
    for (const field of ['salesRecognitionDate', 'invoiceNumber', 'orderNumber', 'reference', 'salesAmount'] as const) {
      for (const direction of ['asc', 'desc'] as const) {
        for (const pageNumber of [1, 3]) {
          const got = await searched(term, field, direction, pageNumber);
          expect({ ids: got.ids, count: got.count }, `${field} ${direction}, page ${pageNumber}`).toEqual(expected(term, field, direction, pageNumber));
        }
      }
    }
  }, 60_000);

  it('finds an order by every start of its number, shorter and longer than its 8-character bucket, as before', async () => {
    const order = terms()['un numéro de commande entier'];
    for (let length = 4; length <= order.length; length++) {
      const term = order.slice(0, length);
      for (const pageNumber of [1, 2])
        expect(await searched(term, 'orderNumber', 'desc', pageNumber), `« ${term} », page ${pageNumber}`).toMatchObject(
          expected(term, 'orderNumber', 'desc', pageNumber),
        );
    }
    expect(expected(order.slice(0, 4), 'orderNumber', 'desc', 1).count).toBeGreaterThan(100);
  }, 60_000);

  it('the rebuild drops the documents of orders indexed in the bucket of their first 4 characters, where they were before', async () => {
    const { container } = await import('../../functions/src/data/cosmos.js');
    const keys = container('salesKeys');
    const term = terms()['un numéro de commande entier'].slice(0, 10);
    const { resources: homes } = await keys.items
      .query<{ id: string; bucket: string }>({
        query: "SELECT * FROM c WHERE c.kind = 'order' AND STARTSWITH(c.key, @key) AND c.bucket = @bucket",
        parameters: [
          { name: '@key', value: term },
          { name: '@bucket', value: `order|${term.slice(0, 8)}` },
        ],
      })
      .fetchAll();
    expect(homes.length).toBeGreaterThan(0);
    // As the index stored them before: summary and lines in the bucket of the first 4 characters, beside the other kinds.
    for (const { id, bucket: _bucket, ...summary } of homes) {
      await keys.items.upsert({ ...summary, id, bucket: term.slice(0, 4) });
      const { resource: held } = await keys.item(`${id}|lines`, `order|${term.slice(0, 8)}|lines`).read();
      await keys.items.upsert({ ...held, bucket: `${term.slice(0, 4)}|lines` });
    }
    expect((await searched(term, 'salesRecognitionDate', 'desc', 1)).count).toBe(2 * expected(term, 'salesRecognitionDate', 'desc', 1).count);
    const { rebuildSalesIndex } = await import('../../functions/src/services/sales-index-rebuild.js');
    await rebuildSalesIndex();
    for (const pageNumber of [1, 2])
      expect(await searched(term, 'salesRecognitionDate', 'desc', pageNumber)).toMatchObject(expected(term, 'salesRecognitionDate', 'desc', pageNumber));
    const { resources: former } = await keys.items
      .query({ query: "SELECT c.id FROM c WHERE c.kind = 'order' AND c.bucket = @bucket", parameters: [{ name: '@bucket', value: term.slice(0, 4) }] })
      .fetchAll();
    expect(former).toEqual([]);
  }, 120_000);

  it('finds nothing for a description or the middle of a number', async () => {
    const line = lines[100];
    for (const term of [line.description.split(' ')[0], line.invoiceNumber.slice(3)]) {
      expect(expected(term, 'salesRecognitionDate', 'desc', 1).count, term).toBe(0);
      expect((await searched(term, 'salesRecognitionDate', 'desc', 1)).count, term).toBe(0);
    }
  });
});
