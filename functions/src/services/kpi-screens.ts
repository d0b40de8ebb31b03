import { LRUCache } from 'lru-cache';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { kpiRowsOf, kpiVersionOf } from '../data/kpi-repository.js';
import type { KpiCustomerDoc } from '../model/kpi.js';

/**
 * The KPI screens' figures, kept per Functions instance and checked on every read against the version of the
 * year's rows (one point read, data/kpi-repository.ts): every change of a row writes a new version in the same
 * transactional batch, on whichever instance it runs, so what is served is never older than the rows a fresh
 * read would give. Without it every call moved all the customer rows of the year (150 KB for 60 customers)
 * through Cosmos DB and summed them again, for answers that change a few times a day.
 *
 * The version is read before the rows: a write landing in between leaves newer rows under the older version,
 * and the next read, finding the new version, reads them again. Never the reverse.
 */

export type KpiRows = readonly KpiCustomerDoc[];

interface Answer {
  value: unknown;
  /** Serialised once; gzipped once, on libuv's thread pool, when a caller accepts it. */
  json?: string;
  gzip?: Promise<Buffer>;
}

interface Entry {
  year: number;
  version: string;
  rows: Promise<KpiRows>;
  /** By what the answer depends on besides the rows (screen, settings, whether the year is over). */
  answers: LRUCache<string, Answer>;
}

const gzipAsync = promisify(gzip);

/** Below this an answer is sent as it is: compressing a few hundred bytes saves nothing. */
const GZIP_FROM_BYTES = 1024;

// A year's rows are a few kilobytes per customer; the page reads the current year and the previous one.
// Kept a minute at most even while the version holds: a writer that does not move the version (an instance
// still on the former code during a rolling deploy, a fix made by hand) is then seen within the minute, as
// the other reference data are (reference-cache.ts).
const entries = new LRUCache<number, Entry>({ max: 4, ttl: 60_000 });

async function entryOf(year: number): Promise<Entry> {
  const version = await kpiVersionOf(year);
  const kept = entries.get(year);
  if (kept?.version === version) return kept;
  // Concurrent calls that find the same new version share one read of the rows.
  const entry: Entry = { year, version, rows: kpiRowsOf(year), answers: new LRUCache({ max: 32 }) };
  entries.set(year, entry);
  entry.rows.catch(() => {
    if (entries.get(year) === entry) entries.delete(year);
  });
  return entry;
}

/**
 * The shared read runs under the time budget of the call that started it: when that call runs out of time,
 * the others read again under their own budget instead of failing with its error (the call that ran out
 * fails at once again, with its own 503).
 */
async function rowsOf(entry: Entry): Promise<KpiRows> {
  try {
    return await entry.rows;
  } catch {
    return kpiRowsOf(entry.year);
  }
}

async function answerOf(entry: Entry, key: string, compute: (rows: KpiRows) => unknown): Promise<Answer> {
  const kept = entry.answers.get(key);
  if (kept) return kept;
  const answer: Answer = { value: compute(await rowsOf(entry)) };
  entry.answers.set(key, answer);
  return answer;
}

/** The figures of one year's rows at the version read when it was asked for (kpiYear). */
export interface KpiYear {
  /**
   * What `compute` makes of the rows, computed once per version and `key`. The key names the screen and
   * everything else the figures depend on (settings, date): two computations with the same year, version
   * and key must give the same figures. The value is shared: callers must not change it.
   */
  figures<T>(key: string, compute: (rows: KpiRows) => T): Promise<T>;
  /** The same figures as JSON, serialised once, and gzipped once for callers that accept it. */
  json(key: string, compute: (rows: KpiRows) => unknown, acceptsGzip: boolean): Promise<{ body: string | Buffer; gzipped: boolean }>;
}

/** A year's figures: reads its version (one point read), and its rows only when they changed since. */
export async function kpiYear(year: number): Promise<KpiYear> {
  const entry = await entryOf(year);
  return {
    async figures<T>(key: string, compute: (rows: KpiRows) => T): Promise<T> {
      return (await answerOf(entry, key, compute)).value as T;
    },
    async json(key, compute, acceptsGzip) {
      const answer = await answerOf(entry, key, compute);
      answer.json ??= JSON.stringify(answer.value);
      if (!acceptsGzip || answer.json.length < GZIP_FROM_BYTES) return { body: answer.json, gzipped: false };
      answer.gzip ??= gzipAsync(answer.json);
      return { body: await answer.gzip, gzipped: true };
    },
  };
}
