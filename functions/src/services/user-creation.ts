import { randomUUID } from 'node:crypto';
import { writeAudit } from '../data/audit-repository.js';
import { readWriteRecord, type PendingWriteDoc } from '../data/pending-writes-repository.js';
import { createUser, DuplicateEmailError, findUserById, type UserDoc } from '../data/users-repository.js';
import { keyedRecordId, keyedWriteId, requestHash } from '../domain/idempotency.js';
import { failure } from '../http/errors.js';
import { idempotencyKeyReused } from '../http/idempotency-key.js';
import { announceWrite, completeWrite, dropWrite, registerWriteKind } from './pending-writes.js';

const KIND = 'userCreate';

/** What the pending record of a user's creation holds: its audit entry's fields. */
interface UserCreation {
  by: string;
  at: string;
  after: unknown;
}

/**
 * Creates a user once, with its audit entry (pending-writes.ts): `build` makes the document from its id.
 * With an Idempotency-Key the id is derived from the key and the caller, so a retry answers the user its
 * first request created (replay) instead of « cette adresse existe déjà »; the same key with another body is
 * refused (422). The invitation is the caller's to send, once the user exists.
 */
export async function createUserOnce(input: {
  by: string;
  idempotencyKey: string | undefined;
  body: unknown;
  build(id: string): UserDoc;
  auditable(user: UserDoc): unknown;
}): Promise<{ user: UserDoc; replay: boolean }> {
  const keyed =
    input.idempotencyKey === undefined ? undefined : { writeId: keyedWriteId(KIND, input.by, input.idempotencyKey), requestHash: requestHash(input.body) };
  const id = keyed ? keyedRecordId(keyed.writeId) : randomUUID();
  if (keyed) {
    const earlier = await earlierAttempt(id, keyed);
    if (earlier) return { user: earlier, replay: true };
  }
  const user = input.build(id);
  const creation: UserCreation = { by: input.by, at: user.createdAt, after: input.auditable(user) };
  const { record } = await announceWrite({ kind: KIND, entityId: id, payload: creation, ...(keyed ?? {}) });
  try {
    await createUser(user);
  } catch (err) {
    // A twin of this keyed request created it: its user is the answer.
    const twin = keyed ? await findUserById(id).catch(() => undefined) : undefined;
    if (twin) {
      await completeWrite(record).catch(() => undefined);
      return { user: twin, replay: true };
    }
    if (err instanceof DuplicateEmailError) {
      await dropWrite(record);
      throw failure('email_taken');
    }
    throw err;
  }
  await completeWrite(record).catch(() => undefined);
  return { user, replay: false };
}

async function earlierAttempt(id: string, keyed: { writeId: string; requestHash: string }): Promise<UserDoc | undefined> {
  const record = await readWriteRecord(id, keyed.writeId);
  if (!record) return undefined;
  if (record.requestHash !== keyed.requestHash) throw idempotencyKeyReused();
  const user = await findUserById(id);
  if (!user && record.type !== 'pendingWrite') throw failure('user_deleted_since');
  if (user && record.type === 'pendingWrite') await completeWrite(record);
  return user;
}

async function complete(record: PendingWriteDoc): Promise<void> {
  const c = record.payload as UserCreation;
  await writeAudit({
    id: record.id,
    resource: 'users',
    action: 'create',
    entityId: record.entityId,
    by: c.by,
    at: c.at,
    after: c.after,
    ...(record.requestHash ? { requestHash: record.requestHash } : {}),
  });
}

registerWriteKind(KIND, {
  complete,
  made: async (record) => (await findUserById(record.entityId)) !== undefined,
});
