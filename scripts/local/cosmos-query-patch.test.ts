/**
 * The patches of patches/ on the local Cosmos DB engine: same results as the package as published, at a
 * cost that no longer grows with the square of the container size. The server's: cosmos-server-patch.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rid, salesLines } from './sales-lines.fixture.js';

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
  // Equality of each type against values of the same and of other types (strings, numbers, booleans, null, arrays).
  'SELECT c.id FROM c WHERE c.amount = 500 OR c.amount = "500" OR c.active = true OR c.customerId = @customer',
  'SELECT c.id, c.active FROM c WHERE c.salesRecognitionDate = null OR c.tags = ["t1", "u1"] OR c.active != false',
  'SELECT c.id FROM c WHERE c.amount != 250 AND c.customerId != "customer-4" AND NOT (c.active = "true")',
  // AND and OR with operands of every kind (false, true, undefined, non-booleans) on either side, nested.
  'SELECT c.id FROM c WHERE (c.active OR c.amount > 900) AND NOT (c.tags AND c.amount < 100) OR (c.salesRecognitionDate > "2025-06" AND c.active)',
  'SELECT c.id, (c.active AND c.nothing) AS a, (c.nothing OR c.active) AS b, (c.amount AND false) AS d FROM c WHERE NOT (c.nothing AND c.active = false)',
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
      compositeIndexes: [
        [
          { path: '/salesRecognitionDate', order: 'ascending' },
          { path: '/amount', order: 'descending' },
        ],
      ],
    };
    // Values the page selection leaves to the full sort: objects and arrays as ORDER BY values.
    const odd = docs.slice(0, 120).map((d, i) => (i % 9 === 0 ? { ...d, salesRecognitionDate: i % 2 ? { year: 2025 } : [i] } : d));
    for (const set of [docs, odd]) {
      for (const query of QUERIES) {
        for (const maxItemCount of [undefined, 7, 100]) {
          const expected = allPages(unpatched, query, set, { ...options, maxItemCount });
          // Strict: a row the patched engine gives as it is (no copy) must hold no `undefined` the copy would drop.
          expect(allPages(patched, query, set, { ...options, maxItemCount }), `${query} (${maxItemCount})`).toStrictEqual(expected);
        }
      }
    }
  }, 30_000);

  it('parses a condition as the published engine does, without backtracking exponentially on parentheses', () => {
    // The shape of a checkout's conditional debit: parentheses inside parentheses, an object literal.
    const debitLike =
      'SELECT * FROM c WHERE c.amount >= 12.5 and not array_contains(c.tags, {"x": 1}, true) and (not is_defined(c.salesRecognitionDate) or not array_contains(c.tags, "t1"))';
    const docs = salesLines(300);
    const expected = unpatched(debitLike).exec(docs);
    expect(expected.result.length).toBeGreaterThan(0);
    expect(patched(debitLike).exec(docs)).toEqual(expected);
    // Each level multiplied the published parser's work by about ten (depth 4: 3.4 s); depth 8 would take hours.
    const nest = (depth: number): string => (depth === 0 ? 'c.amount >= 1' : `(not is_defined(c.x) or ${nest(depth - 1)})`);
    const started = Date.now();
    const deep = patched(`SELECT VALUE c.id FROM c WHERE ${nest(8)}`);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(
      deep.exec([
        { id: 'a', x: 1, amount: 2, _rid: rid(0) },
        { id: 'b', x: 1, amount: 0, _rid: rid(1) },
      ]).result,
    ).toEqual(['a']);
  });

  it('finds a value in a long parameter list as the published engine does, types and nulls included', () => {
    const docs = salesLines(300).map((d, i) => (i % 23 === 0 ? { ...d, customerId: null } : i % 29 === 0 ? { ...d, customerId: { n: i } } : d));
    // Amounts as numbers and as the strings some lines hold (line 17's), to tell 500 from '500'.
    const amounts = [docs[5]!.amount, String(docs[6]!.amount), docs[17]!.amount];
    const long = [...Array.from({ length: 40 }, (_, i) => `customer-${i * 2}`), ...amounts, null, { n: 29 }, true];
    const short = ['customer-1', 'customer-4', null, ...amounts];
    for (const ids of [long, short]) {
      for (const sql of [
        'SELECT c.id FROM c WHERE ARRAY_CONTAINS(@ids, c.customerId)',
        'SELECT c.id FROM c WHERE ARRAY_CONTAINS(@ids, c.amount)',
        'SELECT c.id FROM c WHERE NOT ARRAY_CONTAINS(@ids, c.salesRecognitionDate)',
      ]) {
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

    const page = time(() =>
      patched('SELECT * FROM c WHERE c.customerId = @c').exec(docs, { parameters: [{ name: '@c', value: 'customer-5' }], maxItemCount: 15 }),
    );
    expect(page.result).toHaveLength(15);
    expect(page.result.every((d) => (d as { customerId: string }).customerId === 'customer-5')).toBe(true);

    expect(time(() => patched('SELECT VALUE COUNT(1) FROM c').exec(docs)).result).toEqual([100_000]);
    expect(time(() => patched('SELECT VALUE SUM(c.amount) FROM c WHERE IS_NUMBER(c.amount)').exec(docs)).result).toEqual([numbers.reduce((a, b) => a + b, 0)]);

    const dates = docs
      .map((d) => d.salesRecognitionDate)
      .filter((d): d is string => typeof d === 'string')
      .sort()
      .reverse();
    const first = time(() => patched('SELECT * FROM c ORDER BY c.salesRecognitionDate DESC').exec(docs, { maxItemCount: 15 }));
    expect(first.result.map((d) => (d as { salesRecognitionDate: string }).salesRecognitionDate)).toEqual(dates.slice(0, 15));
    const second = time(() =>
      patched('SELECT * FROM c ORDER BY c.salesRecognitionDate DESC').exec(docs, { maxItemCount: 15, continuation: first.continuation }),
    );
    expect(second.result.map((d) => (d as { salesRecognitionDate: string }).salesRecognitionDate)).toEqual(dates.slice(15, 30));

    const tagged = docs.reduce((n, d) => n + (d.tags as string[]).filter((t) => t === 't1').length, 0);
    expect(time(() => patched('SELECT VALUE COUNT(1) FROM c JOIN t IN c.tags WHERE t = "t1"').exec(docs)).result).toEqual([tagged]);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 30_000);
});
