import type { PatchOperation } from '@azure/cosmos';
import { debitCondition, hasEntryFor, isVoided, round2, voidCondition, withdrawalCondition } from '../domain/points-ledger.js';
import { container, isCosmosStatus, readItem } from './cosmos.js';
import { emptyPointsDoc, pointsDocId, statsDocId, type LedgerEntry, type PointsDoc } from './model.js';

/**
 * Points of one customer and year: the document points-<year> in the customer's partition, ledger
 * entries inside it. Every movement is ONE patch that changes the totals and appends the entry together,
 * and every movement that lowers the balance carries the condition "balance >= amount": Cosmos checks
 * and applies it in one step, so the balance never goes below zero and the entries always add up to it.
 * `voided` lists orders the checkout recovery cancelled: their debit may no longer happen.
 */
export interface StoredPoints extends PointsDoc {
  voided?: string[];
}

const customerData = () => container('customerData');

export const currentPointsYear = (now = new Date()): number => now.getUTCFullYear();

export async function readPoints(customerId: string, year: number): Promise<StoredPoints | undefined> {
  const doc = await readItem<StoredPoints>(customerData(), pointsDocId(year), customerId);
  return doc?.type === 'points' ? doc : undefined;
}

export async function availablePoints(customerId: string, year = currentPointsYear()): Promise<number> {
  return round2((await readPoints(customerId, year))?.balance ?? 0);
}

/** Creates the empty document of the year if missing (a concurrent creation is fine). */
export async function ensurePointsDoc(customerId: string, year: number): Promise<void> {
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

async function patchPoints(customerId: string, year: number, operations: PatchOperation[], condition?: string): Promise<'ok' | 'precondition' | 'missing'> {
  try {
    await customerData().item(pointsDocId(year), customerId).patch(condition ? { condition, operations } : operations);
    return 'ok';
  } catch (err) {
    if (isCosmosStatus(err, 412)) return 'precondition';
    if (isCosmosStatus(err, 404)) return 'missing';
    throw err;
  }
}

export type DebitOutcome = 'debited' | 'already-debited' | 'voided' | 'insufficient';

/** The one debit of a checkout: balance −N, spent +N and a 'spent' entry referring to the order. */
export async function debitForOrder(customerId: string, year: number, orderId: string, amount: number): Promise<DebitOutcome> {
  const now = new Date().toISOString();
  const n = round2(amount);
  const result = await patchPoints(
    customerId,
    year,
    [
      { op: 'incr', path: '/balance', value: -n },
      { op: 'incr', path: '/spent', value: n },
      { op: 'add', path: '/entries/-', value: entry('spent', n, orderId, now) },
      { op: 'set', path: '/updatedAt', value: now },
    ],
    debitCondition(n, orderId),
  );
  if (result === 'ok') return 'debited';
  if (result === 'missing') return 'insufficient';
  const doc = await readPoints(customerId, year);
  if (hasEntryFor(doc, orderId)) return 'already-debited';
  if (isVoided(doc, orderId)) return 'voided';
  return 'insufficient';
}

/** Recovery: forbids the debit of an order, unless the debit already happened ('debited'). */
export async function voidOrderDebit(customerId: string, year: number, orderId: string): Promise<'voided' | 'debited'> {
  const doc = await readPoints(customerId, year);
  if (!doc) return 'voided';
  if (hasEntryFor(doc, orderId)) return 'debited';
  if (isVoided(doc, orderId)) return 'voided';
  const operations: PatchOperation[] = doc.voided
    ? [{ op: 'add', path: '/voided/-', value: orderId }]
    : [{ op: 'add', path: '/voided', value: [orderId] }];
  const result = await patchPoints(customerId, year, operations, voidCondition(orderId));
  if (result === 'ok' || result === 'missing') return 'voided';
  // Either the debit won the race, or `voided` appeared concurrently: look again.
  return voidOrderDebit(customerId, year, orderId);
}

export type ManualOutcome = { ok: true; doc: StoredPoints } | { ok: false; reason: 'insufficient' };

/**
 * Administrator's adjustment: manual ±n, balance ±n and a 'manual' entry, in one patch. A withdrawal
 * carries "balance >= n", so it is refused (not clipped) when it would make the balance negative.
 */
export async function addManualPoints(customerId: string, year: number, amount: number, byUserId: string): Promise<ManualOutcome> {
  await ensurePointsDoc(customerId, year);
  const now = new Date().toISOString();
  const operations: PatchOperation[] = [
    { op: 'incr', path: '/manual', value: amount },
    { op: 'incr', path: '/balance', value: amount },
    { op: 'add', path: '/entries/-', value: entry('manual', amount, byUserId.toLowerCase().replace(/[^a-z0-9-]/g, '-'), now) },
    { op: 'set', path: '/updatedAt', value: now },
  ];
  const result = await patchPoints(customerId, year, operations, amount < 0 ? withdrawalCondition(-amount) : undefined);
  if (result !== 'ok') return { ok: false, reason: 'insufficient' };
  await bumpStatsManualPoints(customerId, year, amount);
  const doc = await readPoints(customerId, year);
  return { ok: true, doc: doc as StoredPoints };
}

/** Keeps the materialised stats of the year in step with a manual change (when they exist). */
async function bumpStatsManualPoints(customerId: string, year: number, amount: number): Promise<void> {
  try {
    await customerData().item(statsDocId(year), customerId).patch([
      { op: 'incr', path: '/manualPoints', value: amount },
      { op: 'incr', path: '/totalPoints', value: amount },
    ]);
  } catch (err) {
    if (!isCosmosStatus(err, 404) && !isCosmosStatus(err, 400)) throw err;
  }
}
