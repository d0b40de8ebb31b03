import { randomUUID } from 'node:crypto';
import { outsideBudget } from '../context/request-budget.js';
import { createPendingWrite, dropPendingWrite, pendingWritesBefore, readWriteRecord, type PendingWriteDoc } from '../data/pending-writes-repository.js';

/**
 * NO COMMITTED WRITE WITHOUT ITS AUDIT AND FOLLOW-UP.
 *
 * The audit entry (container audit, partitioned by the changed record) and the follow-up of a write (a rename
 * job, points recalculated, links removed) live in other containers or partitions than the write itself, so
 * no transactional batch holds them together. Instead each write is announced first:
 *  1. a pending record is created in the audit partition of the record to change, holding what the audit
 *     entry and the follow-up need (its `kind` and `payload`);
 *  2. the write is made, under the request's budget;
 *  3. once it is made, its follow-up runs and the pending record becomes its audit entry (same id), outside
 *     the request's budget (outsideBudget): a 503 already sent does not stop them;
 *  4. a write refused (a 409, a 412) has its record deleted at once; one whose outcome is unknown (the
 *     budget cancelled the call in flight, the instance stopped) is left to the replay timer, which, once
 *     the request is long over, asks the kind whether the write was made and completes it or drops it.
 * Follow-ups therefore run at least once and must be idempotent (they recompute, or do nothing the second
 * time); the audit entry is written once (its id is the write's).
 */

/** How a kind of write is checked and completed from its pending record, by the request or by the timer. */
export interface WriteKind {
  /** Whether the write was made; asked only once its request is over (REPLAY_AFTER_MS). */
  made(record: PendingWriteDoc): Promise<boolean>;
  /** Runs the follow-up, then writes the audit entry with the record's id. Idempotent. */
  complete(record: PendingWriteDoc): Promise<void>;
}

const kinds = new Map<string, WriteKind>();

/** Kinds are registered by the modules that make such writes (resource-service.ts, manual-points.ts). */
export function registerWriteKind(name: string, kind: WriteKind): void {
  kinds.set(name, kind);
}

export interface AnnouncedWrite {
  record: PendingWriteDoc;
  /** The same request sent again with its key: the record was there already (the write may be made). */
  again: boolean;
}

/**
 * Step 1. With a key the write's id is derived from it (idempotency.ts) and a record already there is
 * that of an earlier attempt of the same request; without one the id is new.
 */
export async function announceWrite(input: {
  kind: string;
  entityId: string;
  payload: unknown;
  writeId?: string;
  requestHash?: string;
}): Promise<AnnouncedWrite> {
  const record: PendingWriteDoc = {
    id: input.writeId ?? randomUUID(),
    type: 'pendingWrite',
    entityId: input.entityId,
    kind: input.kind,
    payload: input.payload,
    ...(input.requestHash ? { requestHash: input.requestHash } : {}),
    createdAt: new Date().toISOString(),
  };
  const { type: _type, ...doc } = record;
  const created = await createPendingWrite(doc);
  return { record, again: !created };
}

/** Step 3, for the request that made the write: not cancelled by its budget. */
export function completeWrite(record: PendingWriteDoc): Promise<void> {
  return outsideBudget(() => kindOf(record).complete(record));
}

/**
 * Step 4, for a write the store refused (nothing written): the record goes, outside the budget so that a
 * refusal after the 503 does not leave it to the timer. A failure to delete is left to the timer too.
 */
export function dropWrite(record: PendingWriteDoc): Promise<void> {
  return outsideBudget(() => dropPendingWrite(record.entityId, record.id)).catch(() => undefined);
}

/**
 * How long a pending record is left to its request. Past REQUEST_BUDGET_MS the request's Cosmos DB calls
 * are cancelled, so no write of it starts later; the margin covers its follow-up still running.
 */
export const REPLAY_AFTER_MS = 2 * 60_000;
const BATCH = 100;

export interface ReplayReport {
  completed: string[];
  dropped: string[];
  failed: string[];
}

/** The timer's work: every pending record older than REPLAY_AFTER_MS, completed or dropped. */
export async function replayPendingWrites(now = new Date()): Promise<ReplayReport> {
  const report: ReplayReport = { completed: [], dropped: [], failed: [] };
  const records = await pendingWritesBefore(new Date(now.getTime() - REPLAY_AFTER_MS).toISOString(), BATCH);
  for (const record of records) {
    try {
      const kind = kindOf(record);
      // Read again: the request may have completed it since the query.
      const current = await readWriteRecord(record.entityId, record.id);
      if (current?.type !== 'pendingWrite') continue;
      if (await kind.made(record)) {
        await kind.complete(record);
        report.completed.push(record.id);
      } else {
        await dropPendingWrite(record.entityId, record.id);
        report.dropped.push(record.id);
      }
    } catch {
      // One record that cannot be settled now (an unknown kind, a Cosmos DB error) does not hold up the others.
      report.failed.push(record.id);
    }
  }
  return report;
}

function kindOf(record: PendingWriteDoc): WriteKind {
  const kind = kinds.get(record.kind);
  if (!kind) throw new Error(`Écriture en attente d’un genre inconnu : ${record.kind}`);
  return kind;
}
