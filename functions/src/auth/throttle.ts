import { container, isCosmosStatus, readItem } from '../data/cosmos.js';
import { withEtagRetry } from '../data/etag-retry.js';
import { tooManyRequests } from '../http/errors.js';
import { digest } from './passwords.js';

export interface ThrottleRule {
  /** Counter family, e.g. "login" or "reset". */
  kind: string;
  limit: number;
  windowSeconds: number;
}

export const LOGIN_THROTTLE: ThrottleRule = { kind: 'login', limit: 5, windowSeconds: 15 * 60 };
export const RESET_THROTTLE: ThrottleRule = { kind: 'reset', limit: 3, windowSeconds: 60 * 60 };

interface ThrottleDoc {
  id: string;
  count: number;
  windowStart: number;
}

const throttles = () => container('throttles');
// The address is hashed so that the counters do not hold personal data.
const keyOf = (rule: ThrottleRule, account: string) => `${rule.kind}:${digest(account.trim().toLowerCase())}`;

function retryAfter(doc: ThrottleDoc, rule: ThrottleRule, now: number): number {
  return Math.max(1, Math.ceil((doc.windowStart + rule.windowSeconds * 1000 - now) / 1000));
}

const inWindow = (doc: ThrottleDoc | undefined, rule: ThrottleRule, now: number): doc is ThrottleDoc =>
  doc !== undefined && now - doc.windowStart < rule.windowSeconds * 1000;

/** Throws 429 when the account has used up its attempts in the current window. */
export async function assertNotThrottled(rule: ThrottleRule, account: string): Promise<void> {
  const now = Date.now();
  const id = keyOf(rule, account);
  const doc = await readItem<ThrottleDoc>(throttles(), id, id);
  if (inWindow(doc, rule, now) && doc.count >= rule.limit) throw tooManyRequests(retryAfter(doc, rule, now));
}

/** Counts one attempt; ETag-checked so that concurrent attempts are all counted. */
export function countAttempt(rule: ThrottleRule, account: string): Promise<number> {
  const id = keyOf(rule, account);
  return withEtagRetry(
    10,
    async () => {
      const now = Date.now();
      const doc = await readItem<ThrottleDoc>(throttles(), id, id);
      const next: ThrottleDoc = inWindow(doc, rule, now) ? { id, count: doc.count + 1, windowStart: doc.windowStart } : { id, count: 1, windowStart: now };
      if (doc) await throttles().item(id, id).replace(next, { accessCondition: { type: 'IfMatch', condition: doc._etag } });
      else await throttles().items.create(next);
      return next.count;
    },
    { retryOn: [412, 409], contended: 'attempts' },
  );
}

export async function clearAttempts(rule: ThrottleRule, account: string): Promise<void> {
  const id = keyOf(rule, account);
  await throttles()
    .item(id, id)
    .delete()
    .catch((err: unknown) => {
      if (!isCosmosStatus(err, 404)) throw err;
    });
}
