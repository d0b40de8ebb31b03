import { ContendedError } from './etag-retry.js';
import { container, isCosmosStatus, readItem } from './cosmos.js';

/**
 * Counters of the throttles container, shared by every instance. Each change is atomic in Cosmos DB
 * itself (a conditional patch, or a write checked against the ETag it read), so that concurrent attempts
 * are all counted and never more are let through than a limit allows.
 */
const throttles = () => container('throttles');

/** Per-item time to live (seconds): the container's default TTL lets items set their own. */
const DAY_SECONDS = 24 * 60 * 60;

// Field names read by patch conditions are lower-case: the local Cosmos server does not match others there.
interface WindowCounterDoc {
  id: string;
  count: number;
  /** Start of the current window (ms). */
  since: number;
  ttl: number;
}

type WindowTake = { taken: true; windowStart: number } | { taken: false; retryAfterSeconds: number };

const secondsUntil = (ms: number, now: number) => Math.max(1, Math.ceil((ms - now) / 1000));

/**
 * Takes one unit from a fixed-window counter if fewer than `limit` are taken: a conditional patch, so a
 * thousand concurrent callers take exactly `limit` units between them. A window past its end starts again.
 */
export async function takeFromWindow(id: string, limit: number, windowMs: number): Promise<WindowTake> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const now = Date.now();
    const doc = await readItem<WindowCounterDoc>(throttles(), id, id);
    const fresh: WindowCounterDoc = { id, count: 1, since: now, ttl: Math.ceil(windowMs / 1000) + 60 };
    try {
      if (!doc) {
        await throttles().items.create(fresh);
        return { taken: true, windowStart: now };
      }
      if (now - doc.since >= windowMs) {
        await throttles()
          .item(id, id)
          .replace(fresh, { accessCondition: { type: 'IfMatch', condition: doc._etag } });
        return { taken: true, windowStart: now };
      }
      if (doc.count >= limit) return { taken: false, retryAfterSeconds: secondsUntil(doc.since + windowMs, now) };
      await throttles()
        .item(id, id)
        .patch({ condition: `FROM c WHERE c.count < ${limit} AND c.since = ${doc.since}`, operations: [{ op: 'incr', path: '/count', value: 1 }] });
      return { taken: true, windowStart: doc.since };
    } catch (err) {
      // Another caller created, renewed or filled the window first: read it again.
      if (![409, 412, 404].some((status) => isCosmosStatus(err, status))) throw err;
    }
  }
  throw new ContendedError('attempts');
}

/** Gives a unit back (an attempt that turned out to be a success), unless its window has ended since. */
export async function giveBackToWindow(id: string, windowStart: number): Promise<void> {
  try {
    await throttles()
      .item(id, id)
      .patch({ condition: `FROM c WHERE c.count > 0 AND c.since = ${windowStart}`, operations: [{ op: 'incr', path: '/count', value: -1 }] });
  } catch (err) {
    if (!isCosmosStatus(err, 412) && !isCosmosStatus(err, 404)) throw err;
  }
}

interface DelayCounterDoc {
  id: string;
  /** Attempts since the last success (or since the counter was last forgotten). */
  count: number;
  lastAttemptAt: number;
  /** No attempt is evaluated before this time (ms); 0 when none is due. */
  blockedUntil: number;
  ttl: number;
}

/**
 * Counts one attempt on a progressive-delay counter, checked against the ETag it read: `decide` sees the
 * current state and says until when the next attempt must wait. Answers the milliseconds still to wait
 * when the counter is blocked (nothing counted), or 0 when the attempt was counted and may be evaluated.
 */
export async function countDelayedAttempt(id: string, decide: (count: number, now: number) => number, forgetAfterMs: number): Promise<number> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const now = Date.now();
    const doc = await readItem<DelayCounterDoc>(throttles(), id, id);
    if (doc && doc.blockedUntil > now) return doc.blockedUntil - now;
    // Quiet for `forgetAfterMs` since its last attempt or the end of its last wait: the counter starts again.
    const previous = doc && now - Math.max(doc.lastAttemptAt, doc.blockedUntil) < forgetAfterMs ? doc.count : 0;
    const count = previous + 1;
    const next: DelayCounterDoc = { id, count, lastAttemptAt: now, blockedUntil: decide(count, now), ttl: DAY_SECONDS };
    try {
      if (doc)
        await throttles()
          .item(id, id)
          .replace(next, { accessCondition: { type: 'IfMatch', condition: doc._etag } });
      else await throttles().items.create(next);
      return 0;
    } catch (err) {
      if (![409, 412, 404].some((status) => isCosmosStatus(err, status))) throw err;
    }
  }
  throw new ContendedError('attempts');
}

export async function deleteCounter(id: string): Promise<void> {
  try {
    await throttles().item(id, id).delete();
  } catch (err) {
    if (!isCosmosStatus(err, 404)) throw err;
  }
}
