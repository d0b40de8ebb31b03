import { type ClaimInput, round2 } from '@portail/common';
import { randomUUID } from 'node:crypto';
import { writeAudit } from '../data/audit-repository.js';
import { createClaim, readClaim } from '../data/claims-repository.js';
import { findCustomerById } from '../data/customers-repository.js';
import { readWriteRecord } from '../data/pending-writes-repository.js';
import { keyedRecordId, keyedWriteId, requestHash } from '../domain/idempotency.js';
import { claimSearchText } from '../domain/search-text.js';
import { customerNotFound, failure } from '../http/errors.js';
import { idempotencyKeyReused } from '../http/idempotency-key.js';
import type { ClaimDoc } from '../model/claims.js';
import type { ClaimActor } from './claims.js';
import { announceWrite, completeWrite, dropWrite, registerWriteKind } from './pending-writes.js';

const DECLARE = 'claimDeclare';

/** What the pending record of a declaration holds (pending-writes.ts): its customer and its audit entry's fields. */
interface ClaimDeclaration {
  customerId: string;
  by: string;
  at: string;
  after: unknown;
}

/**
 * A customer declares a claim, once: it is announced (pending-writes.ts), written, then its audit entry is
 * written. With an Idempotency-Key (a retry after a 503 or a lost answer) the claim's id is derived from the
 * key and the caller, so the retry answers the claim its first request made (replay) instead of declaring it
 * twice; the same key with another body, or for another customer, is refused (422).
 */
export async function declareClaim(
  customerId: string,
  input: ClaimInput,
  by: ClaimActor,
  options: { idempotencyKey?: string; now?: Date } = {},
): Promise<{ claim: ClaimDoc & { _etag: string }; replay: boolean }> {
  // The customer of the path is part of the request: the same key for another customer is another request.
  const keyed =
    options.idempotencyKey === undefined
      ? undefined
      : { writeId: keyedWriteId(DECLARE, by.id, options.idempotencyKey), requestHash: requestHash({ customerId, input }) };
  const id = keyed ? keyedRecordId(keyed.writeId) : randomUUID();
  if (keyed) {
    const earlier = await earlierDeclaration(customerId, id, keyed);
    if (earlier) return { claim: earlier, replay: true };
  }
  const customer = await findCustomerById(customerId);
  if (!customer) throw customerNotFound();
  const at = (options.now ?? new Date()).toISOString();
  const base = {
    id,
    type: 'claim' as const,
    customerId,
    customerNumber: customer.number,
    customerName: customer.name,
    kind: input.kind,
    status: 'submitted' as const,
    invoiceNumber: input.invoiceNumber,
    orderNumber: input.orderNumber,
    reference: input.reference,
    ...(input.kind === 'wrongReference' && input.currentReference ? { currentReference: input.currentReference } : {}),
    date: input.date,
    amount: round2(input.amount),
    quantity: input.quantity,
    comment: input.comment,
    history: [{ at, by: by.id, byName: by.name, action: 'submitted' as const, ...(input.comment ? { text: input.comment } : {}) }],
    createdBy: by.id,
    createdAt: at,
    updatedAt: at,
  };
  const declaration: ClaimDeclaration = { customerId, by: by.id, at, after: { kind: base.kind, invoiceNumber: base.invoiceNumber, status: base.status } };
  const { record, again } = await announceWrite({ kind: DECLARE, entityId: id, payload: declaration, ...(keyed ?? {}) });
  if (again && keyed) {
    // An earlier attempt, or a twin sent at the same time, announced it first.
    const earlier = await earlierDeclaration(customerId, id, keyed);
    if (earlier) return { claim: earlier, replay: true };
  }
  // A failure has an unknown outcome: its record is left to the replay timer.
  const doc = await createClaim({ ...base, searchText: claimSearchText(base) });
  if (!doc) {
    // The id is taken: with a key, by the twin's claim, which is the answer.
    const twin = keyed ? await readClaim(customerId, id) : undefined;
    if (!twin) {
      if (!keyed) await dropWrite(record);
      throw failure('claim_exists');
    }
    await completeWrite(record).catch(() => undefined);
    return { claim: twin, replay: true };
  }
  await completeWrite(record).catch(() => undefined);
  return { claim: doc, replay: false };
}

/**
 * The claim an earlier request with this key declared, its audit entry completed if it was left pending;
 * undefined when that request made none (cut before its write). Another body with the key: 422.
 */
async function earlierDeclaration(customerId: string, id: string, keyed: { writeId: string; requestHash: string }) {
  const record = await readWriteRecord(id, keyed.writeId);
  if (!record) return undefined;
  if (record.requestHash !== keyed.requestHash) throw idempotencyKeyReused();
  const claim = await readClaim(customerId, id);
  if (claim && record.type === 'pendingWrite') await completeWrite(record).catch(() => undefined);
  return claim;
}

registerWriteKind(DECLARE, {
  async complete(record) {
    const d = record.payload as ClaimDeclaration;
    await writeAudit({
      id: record.id,
      resource: 'claims',
      action: 'create',
      entityId: record.entityId,
      by: d.by,
      at: d.at,
      after: d.after,
      ...(record.requestHash ? { requestHash: record.requestHash } : {}),
    });
  },
  made: async (record) => (await readClaim((record.payload as ClaimDeclaration).customerId, record.entityId)) !== undefined,
});
