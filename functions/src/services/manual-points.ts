import { randomUUID } from 'node:crypto';
import { writeAudit } from '../data/audit-repository.js';
import { readWriteRecord, type PendingWriteDoc } from '../data/pending-writes-repository.js';
import { addManualPoints, currentPointsYear, readPoints, type StoredPoints } from '../data/points-repository.js';
import { syncStatsManualPoints } from '../data/stats-repository.js';
import { keyedWriteId, requestHash } from '../domain/idempotency.js';
import { hasEntryFor } from '../domain/points-ledger.js';
import { failure } from '../http/errors.js';
import { idempotencyKeyReused } from '../http/idempotency-key.js';
import { refreshCustomerKpiAfterWrite } from './kpi-aggregates.js';
import { announceWrite, completeWrite, dropWrite, registerWriteKind } from './pending-writes.js';

const KIND = 'manualPoints';

/** What the pending record of an adjustment holds: the patch's ref says whether it was made. */
interface Adjustment {
  customerId: string;
  year: number;
  amount: number;
  /** The ledger entry's ref: the write's id, so the entry is made once. */
  ref: string;
  by: string;
  at: string;
  reason?: string;
  /** manual and balance right after the patch, when the request that made it knows them. */
  after?: { manual: number; balance: number };
}

export interface AdjustmentInput {
  customerId: string;
  amount: number;
  reason?: string;
  by: string;
  /** The caller's Idempotency-Key: the same key answers the first adjustment and credits nothing more. */
  idempotencyKey: string | undefined;
  /** The request's body as parsed, for the digest that a key sent again must match. */
  body: unknown;
}

/**
 * Administrator's adjustment of a customer's points for the current year, made once: announced in the
 * customer's audit partition (pending-writes.ts), then one conditional patch of points-<year>; its
 * follow-up (statistics, KPI row) and its audit entry are completed outside the request's budget, or by the
 * replay timer. A withdrawal larger than the balance is refused with 409 (never clipped).
 */
export async function adjustPoints(input: AdjustmentInput): Promise<{ points: StoredPoints; year: number; replay: boolean }> {
  const keyed =
    input.idempotencyKey === undefined
      ? undefined
      : { writeId: keyedWriteId(`${KIND}:${input.customerId}`, input.by, input.idempotencyKey), requestHash: requestHash(input.body) };
  if (keyed) {
    const earlier = await earlierAttempt(input.customerId, keyed);
    if (earlier) return earlier;
  }
  const year = currentPointsYear();
  const writeId = keyed?.writeId ?? randomUUID();
  const adjustment: Adjustment = {
    customerId: input.customerId,
    year,
    amount: input.amount,
    ref: `manual-${writeId}`,
    by: input.by,
    at: new Date().toISOString(),
    ...(input.reason ? { reason: input.reason } : {}),
  };
  const { record } = await announceWrite({
    kind: KIND,
    entityId: input.customerId,
    payload: adjustment,
    writeId,
    ...(keyed ? { requestHash: keyed.requestHash } : {}),
  });
  // A failure here leaves the outcome unknown (the budget cancelled the patch in flight): the timer settles it.
  const result = await addManualPoints(input.customerId, year, input.amount, adjustment.ref);
  if (!result.ok) {
    await dropWrite(record);
    throw failure('points_insufficient');
  }
  const d = result.doc;
  // An entry already there was made by a twin of this request: its figures after the patch are not these.
  const after = result.already ? undefined : { manual: d.manual, balance: d.balance };
  await completeWrite({ ...record, payload: { ...adjustment, ...(after ? { after } : {}) } }).catch(() => undefined);
  return { points: d, year, replay: result.already };
}

/**
 * The same key sent again: the points as they are, once the first attempt's adjustment is complete;
 * undefined when that attempt did not adjust them (the request goes on and makes it, once). Another body: 422.
 */
async function earlierAttempt(customerId: string, keyed: { writeId: string; requestHash: string }) {
  const record = await readWriteRecord(customerId, keyed.writeId);
  if (!record) return undefined;
  if (record.requestHash !== keyed.requestHash) throw idempotencyKeyReused();
  const ref = `manual-${keyed.writeId}`;
  // The pending record names the year; a completed one is of this year, or of the last one just after New Year.
  const now = currentPointsYear();
  for (const year of record.type === 'pendingWrite' ? [(record.payload as Adjustment).year] : [now, now - 1]) {
    const points = await readPoints(customerId, year);
    if (!points || !hasEntryFor(points, ref, 'manual')) continue;
    if (record.type === 'pendingWrite') await completeWrite(record);
    return { points, year, replay: true };
  }
  return undefined;
}

/**
 * Follow-up then audit entry. On the customer's history (its edit dialog's « Historique »): who moved how
 * many points, and why. The figures are those right after the patch; the timer, which has not them, takes
 * the manual total of the ledger up to the entry.
 */
async function complete(record: PendingWriteDoc): Promise<void> {
  const a = record.payload as Adjustment;
  await syncStatsManualPoints(a.customerId, a.year);
  await refreshCustomerKpiAfterWrite(a.customerId, a.year);
  let figures: { before: Record<string, number>; after: Record<string, number> };
  if (a.after) {
    figures = {
      before: { manualPoints: a.after.manual - a.amount, balance: a.after.balance - a.amount },
      after: { manualPoints: a.after.manual, balance: a.after.balance },
    };
  } else {
    const entries = (await readPoints(a.customerId, a.year))?.entries ?? [];
    const upTo = entries.findIndex((e) => e.ref === a.ref && e.kind === 'manual');
    const manual = entries.slice(0, upTo + 1).reduce((sum, e) => (e.kind === 'manual' ? sum + e.amount : sum), 0);
    figures = { before: { manualPoints: manual - a.amount }, after: { manualPoints: manual } };
  }
  await writeAudit({
    id: record.id,
    resource: 'customers',
    action: 'update',
    entityId: a.customerId,
    by: a.by,
    at: a.at,
    ...figures,
    ...(a.reason ? { reason: a.reason } : {}),
    ...(record.requestHash ? { requestHash: record.requestHash } : {}),
  });
}

registerWriteKind(KIND, {
  complete,
  async made(record) {
    const a = record.payload as Adjustment;
    return hasEntryFor(await readPoints(a.customerId, a.year), a.ref, 'manual');
  },
});
