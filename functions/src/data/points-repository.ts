import type { PatchOperation } from '@azure/cosmos';
import { round2 } from '@portail/common';
import { debitCondition, hasEntryFor, isVoided, manualCondition, voidCondition } from '../domain/points-ledger.js';
import { container, isCosmosStatus, readItem } from './cosmos.js';
import { withEtagRetry } from './etag-retry.js';
import { emptyPointsDoc, pointsDocId, type LedgerEntry, type PointsDoc } from '../model/points.js';

/**
 * Points of one customer and year: the document points-<year> in the customer's partition, ledger
 * entries inside it. Every movement is ONE patch that changes the totals and appends the entry together,
 * and every movement that lowers the balance carries the condition "balance >= amount" (plus If-Match on
 * the ETag read, see movePoints): Cosmos checks and applies it in one step, so the balance never goes
 * below zero and the entries always add up to it.
 * `voided` lists orders the checkout recovery cancelled: their debit may no longer happen.
 */
export interface StoredPoints extends PointsDoc {
  voided?: string[];
}

const customerData = () => container('customerData');

export const currentPointsYear = (now = new Date()): number => now.getUTCFullYear();

export async function readPoints(customerId: string, year: number): Promise<(StoredPoints & { _etag: string }) | undefined> {
  const doc = await readItem<StoredPoints>(customerData(), pointsDocId(year), customerId);
  return doc?.type === 'points' ? doc : undefined;
}

export async function availablePoints(customerId: string, year = currentPointsYear()): Promise<number> {
  return round2((await readPoints(customerId, year))?.balance ?? 0);
}

/** Creates the empty document of the year if missing (a concurrent creation is fine). */
async function ensurePointsDoc(customerId: string, year: number): Promise<void> {
  try {
    await customerData().items.create(emptyPointsDoc(customerId, year, new Date().toISOString()));
  } catch (err) {
    if (!isCosmosStatus(err, 409)) throw err;
  }
}

const entry = (kind: LedgerEntry['kind'], amount: number, ref: string, at: string): LedgerEntry => ({
  id: `${kind}-${ref}-${Date.parse(at).toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
  kind,
  amount,
  at,
  ref,
});

type Step = { operations: PatchOperation[]; condition?: string } | { done: string };

/**
 * One ledger movement: reads points-<year>, lets `decide` either finish (already done, refused) or give
 * the patch, and applies it with its condition AND If-Match on the ETag just read. The condition is the
 * rule Cosmos checks atomically; If-Match keeps the rule exact on the local Cosmos server as published too,
 * which evaluates patch conditions without the partition key (any customer's points-<year> could satisfy
 * them; patches/ scopes them to the partition, docs/cosmos-query-patch.md).
 * A 412 (condition false or document changed) reads again and decides again. Because the ETag pins the
 * version read, totals are written with `set` of the value rounded to the cent rather than `incr`, whose
 * floating-point sums drift (1000.79 − 10 × 100 = 0.7899999999936).
 */
function movePoints(customerId: string, year: number, decide: (doc: StoredPoints) => Step): Promise<string> {
  return withEtagRetry(
    60,
    async () => {
      const doc = await readPoints(customerId, year);
      if (!doc) return 'missing';
      const step = decide(doc);
      if ('done' in step) return step.done;
      await customerData()
        .item(pointsDocId(year), customerId)
        .patch(step.condition ? { condition: step.condition, operations: step.operations } : step.operations, {
          accessCondition: { type: 'IfMatch', condition: doc._etag },
        });
      return 'ok';
    },
    { retryOn: [412, 404], contended: 'points' },
  );
}

/**
 * The one debit of a checkout, as a patch of the points document read (`doc`): balance −N, spent +N and a
 * 'spent' entry referring to the order, on the condition that the balance covers it and the order has no
 * entry and was not voided. The checkout applies it in its transactional batch, If-Match on `doc`.
 */
export function debitPatch(doc: StoredPoints, orderId: string, amount: number, now: string): { condition: string; operations: PatchOperation[] } {
  const n = round2(amount);
  return {
    condition: debitCondition(n, orderId),
    operations: [
      { op: 'set', path: '/balance', value: round2(doc.balance - n) },
      { op: 'set', path: '/spent', value: round2(doc.spent + n) },
      { op: 'add', path: '/entries/-', value: entry('spent', n, orderId, now) },
      { op: 'set', path: '/updatedAt', value: now },
    ],
  };
}

/** Recovery: forbids the debit of an order, unless the debit already happened ('debited'). */
export async function voidOrderDebit(customerId: string, year: number, orderId: string): Promise<'voided' | 'debited'> {
  const result = await movePoints(customerId, year, (doc) => {
    if (hasEntryFor(doc, orderId)) return { done: 'debited' };
    if (isVoided(doc, orderId)) return { done: 'voided' };
    return {
      condition: voidCondition(orderId),
      operations: doc.voided ? [{ op: 'add', path: '/voided/-', value: orderId }] : [{ op: 'add', path: '/voided', value: [orderId] }],
    };
  });
  return result === 'debited' ? 'debited' : 'voided';
}

/** already: the entry of this ref was there (the adjustment was made by an earlier attempt). */
export type ManualOutcome = { ok: true; doc: StoredPoints; already: boolean } | { ok: false; reason: 'insufficient' };

/**
 * Administrator's adjustment: manual ±n, balance ±n and a 'manual' entry referring to the adjustment
 * (`ref`, its write's id), in one patch, on the condition that no entry has this ref yet: made once however
 * often it is sent. A withdrawal carries "balance >= n", so it is refused (not clipped) when it would make
 * the balance negative. The caller then brings stats-<year> in line (stats-repository.ts syncStatsManualPoints).
 */
export async function addManualPoints(customerId: string, year: number, amount: number, ref: string): Promise<ManualOutcome> {
  await ensurePointsDoc(customerId, year);
  const result = await movePoints(customerId, year, (doc) => {
    if (hasEntryFor(doc, ref, 'manual')) return { done: 'already' };
    if (amount < 0 && round2(doc.balance) < -amount) return { done: 'insufficient' };
    const now = new Date().toISOString();
    return {
      condition: manualCondition(amount, ref),
      operations: [
        { op: 'set', path: '/manual', value: round2(doc.manual + amount) },
        { op: 'set', path: '/balance', value: round2(doc.balance + amount) },
        { op: 'add', path: '/entries/-', value: entry('manual', amount, ref, now) },
        { op: 'set', path: '/updatedAt', value: now },
      ],
    };
  });
  if (result !== 'ok' && result !== 'already') return { ok: false, reason: 'insufficient' };
  const doc = await readPoints(customerId, year);
  return { ok: true, doc: doc as StoredPoints, already: result === 'already' };
}

/**
 * Sets `earned` of points-<year> and recomputes the balance with `apply`, with an ETag check so that a
 * concurrent debit (checkout) or manual credit is never lost: on 412 the document is read again.
 * Creates the document when missing. Answers the document as written.
 */
export async function updatePointsEarned(
  customerId: string,
  year: number,
  apply: (doc: PointsDoc) => { doc: PointsDoc; delta: number },
  entryRef: string,
): Promise<PointsDoc> {
  return withEtagRetry(
    20,
    async () => {
      const now = new Date().toISOString();
      const existing = await readPoints(customerId, year);
      const base = existing ?? emptyPointsDoc(customerId, year, now);
      const { doc, delta } = apply(base);
      if (existing && delta === 0 && doc.balance === existing.balance) return existing;
      const entry: LedgerEntry = { id: crypto.randomUUID(), kind: 'earned', amount: delta, at: now, ref: entryRef };
      const next: PointsDoc = { ...doc, entries: delta === 0 ? doc.entries : [...doc.entries, entry], updatedAt: now };
      delete (next as Partial<PointsDoc & { _etag: string }>)._etag;
      const { resource } = existing
        ? await customerData()
            .item(next.id, customerId)
            .replace(next, { accessCondition: { type: 'IfMatch', condition: existing._etag } })
        : await customerData().items.create(next);
      return resource as PointsDoc;
    },
    { retryOn: [412, 409], contended: 'points' },
  );
}
