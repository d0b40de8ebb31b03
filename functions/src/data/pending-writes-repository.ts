import { container, deleteIfMatch, isCosmosStatus, readItem } from './cosmos.js';
import type { AuditDoc } from './audit-repository.js';

/**
 * A write announced before it is made (services/pending-writes.ts), kept in the audit partition of the
 * record it changes: once the write is made, the same document becomes its audit entry; a write that did
 * not happen has it deleted. `kind` and `payload` say how to check the write and run its follow-up again.
 */
export interface PendingWriteDoc {
  id: string;
  type: 'pendingWrite';
  entityId: string;
  kind: string;
  payload: unknown;
  requestHash?: string;
  createdAt: string;
}

/** A write's record (pending, or its audit entry since), by the write's id; undefined when there is none. */
export async function readWriteRecord(
  entityId: string,
  writeId: string,
): Promise<((PendingWriteDoc | AuditDoc | WriteDoneDoc) & { _etag: string }) | undefined> {
  return readItem<PendingWriteDoc | AuditDoc | WriteDoneDoc>(container('audit'), writeId, entityId);
}

/** Creates the pending record; false when a record with this id is there already (a retry of the same request). */
export async function createPendingWrite(doc: Omit<PendingWriteDoc, 'type'>): Promise<boolean> {
  try {
    await container('audit').items.create<PendingWriteDoc>({ ...doc, type: 'pendingWrite' });
    return true;
  } catch (err) {
    if (isCosmosStatus(err, 409)) return false;
    throw err;
  }
}

/** The end of a write of a resource without history: what remains is its request's digest, for a retry with its key. */
export interface WriteDoneDoc {
  id: string;
  type: 'writeDone';
  entityId: string;
  requestHash?: string;
}

export async function markWriteDone(doc: Omit<WriteDoneDoc, 'type'>): Promise<void> {
  await container('audit').items.upsert<WriteDoneDoc>({ ...doc, type: 'writeDone' });
}

/** Deletes a pending record, only while it is still pending (not turned into an audit entry meanwhile). */
export async function dropPendingWrite(entityId: string, writeId: string): Promise<void> {
  const doc = await readWriteRecord(entityId, writeId);
  if (doc?.type !== 'pendingWrite') return;
  await deleteIfMatch(container('audit'), writeId, entityId, doc._etag);
}

/** Pending records created before `before` (ISO), oldest first, at most `max`: the replay timer's work. */
export async function pendingWritesBefore(before: string, max: number): Promise<PendingWriteDoc[]> {
  const { resources } = await container('audit')
    .items.query<PendingWriteDoc>({
      query: "SELECT TOP @max * FROM c WHERE c.type = 'pendingWrite' AND c.createdAt < @before ORDER BY c.createdAt",
      parameters: [
        { name: '@max', value: max },
        { name: '@before', value: before },
      ],
    })
    .fetchAll();
  return resources;
}
