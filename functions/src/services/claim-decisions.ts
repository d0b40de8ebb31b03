import { claimTransition } from '@portail/common';
import { writeAudit } from '../data/audit-repository.js';
import { changeClaim, readClaim } from '../data/claims-repository.js';
import type { PendingWriteDoc } from '../data/pending-writes-repository.js';
import { failure } from '../http/errors.js';
import { checkVersion } from '../http/versioned-writes.js';
import type { ClaimDoc } from '../model/claims.js';
import { settlePendingAcceptance, wrote } from './claim-acceptance.js';
import { mailClaimStatus } from './claim-mails.js';
import { claimNotFound, claimSettled, existingClaim, type ClaimActor } from './claims.js';
import { announceWrite, completeWrite, dropWrite, registerWriteKind } from './pending-writes.js';

/**
 * A staff member's decisions on a claim (comment, refusal, and the acceptance in claim-acceptance.ts) as durable writes (pending-writes.ts):
 * each is announced in the claim's audit partition before anything is written, so a request cut between its
 * steps (the budget spent, the instance stopped, a Cosmos DB call failing) never leaves a sales line written
 * with the claim still open, or a status changed without its audit entry and its e-mail. What is left is
 * completed by the next acceptance of the same claim, by the next decision on it, or by the replay timer.
 * E-mails are follow-ups: sent at least once (twice only when a request is cut between the e-mail and the
 * audit entry).
 */

const COMMENT = 'claimComment';
const REFUSE = 'claimRefuse';

/** A comment or a refusal: one change of the claim document, then its e-mail and audit entry. */
interface ClaimNote {
  customerId: string;
  by: string;
  byName: string;
  at: string;
  text: string;
  fromStatus: ClaimDoc['status'];
}

/** A staff member's comment; the first one on a submitted claim moves it to « en cours ». */
export async function commentClaim(customerId: string, claimId: string, text: string, by: ClaimActor, now = new Date()) {
  await settlePendingAcceptance(customerId, claimId);
  const claim = await existingClaim(customerId, claimId);
  if (!claimTransition(claim.status, 'comment')) throw claimSettled(claim.status);
  const at = now.toISOString();
  const note: ClaimNote = { customerId, by: by.id, byName: by.name, at, text, fromStatus: claim.status };
  const { record } = await announceWrite({ kind: COMMENT, entityId: claimId, payload: note });
  // A failure here has an unknown outcome: the record is left to the timer.
  const result = await changeClaim(customerId, claimId, (c) => {
    const next = claimTransition(c.status, 'comment');
    if (!next) return undefined;
    const moved = next !== c.status;
    return {
      ...c,
      status: next,
      updatedAt: at,
      history: [
        ...c.history,
        ...(moved ? [{ at, by: by.id, byName: by.name, action: 'inProgress' as const }] : []),
        { at, by: by.id, byName: by.name, action: 'comment' as const, text },
      ],
    };
  });
  if (!result?.changed) {
    await dropWrite(record);
    if (!result) throw claimNotFound();
    throw claimSettled(result.claim.status);
  }
  await completeWrite(record).catch(() => undefined);
  return result.claim;
}

async function completeComment(record: PendingWriteDoc): Promise<void> {
  const n = record.payload as ClaimNote;
  const claim = await readClaim(n.customerId, record.entityId);
  const moved = wrote(claim, n, 'inProgress');
  if (moved && claim) await mailClaimStatus(claim);
  await noteAudit(record, { status: moved ? 'inProgress' : n.fromStatus, comment: n.text });
}

export async function refuseClaim(customerId: string, claimId: string, reason: string, ifMatch: string | undefined, by: ClaimActor, now = new Date()) {
  await settlePendingAcceptance(customerId, claimId);
  const claim = await existingClaim(customerId, claimId);
  if (claim.status === 'refused' && claim.refusalReason === reason) return claim;
  if (!claimTransition(claim.status, 'refuse')) throw claimSettled(claim.status);
  checkVersion(ifMatch, claim._etag);
  const at = now.toISOString();
  const note: ClaimNote = { customerId, by: by.id, byName: by.name, at, text: reason, fromStatus: claim.status };
  const { record } = await announceWrite({ kind: REFUSE, entityId: claimId, payload: note });
  const result = await changeClaim(customerId, claimId, (c) =>
    c._etag !== claim._etag || !claimTransition(c.status, 'refuse')
      ? undefined
      : {
          ...c,
          status: 'refused',
          refusalReason: reason,
          resolvedAt: at,
          updatedAt: at,
          history: [...c.history, { at, by: by.id, byName: by.name, action: 'refused', text: reason }],
        },
  );
  if (!result?.changed) {
    await dropWrite(record);
    throw failure('claim_changed');
  }
  await completeWrite(record).catch(() => undefined);
  return result.claim;
}

async function completeRefusal(record: PendingWriteDoc): Promise<void> {
  const n = record.payload as ClaimNote;
  const claim = await readClaim(n.customerId, record.entityId);
  if (claim) await mailClaimStatus(claim);
  await noteAudit(record, { status: 'refused' }, n.text);
}

/** The audit entry of a comment or a refusal, under the pending write's id: a completion run twice writes it once. */
function noteAudit(record: PendingWriteDoc, after: Record<string, unknown>, reason?: string): Promise<void> {
  const n = record.payload as ClaimNote;
  return writeAudit({
    id: record.id,
    resource: 'claims',
    action: 'update',
    entityId: record.entityId,
    by: n.by,
    at: n.at,
    before: { status: n.fromStatus },
    after,
    ...(reason === undefined ? {} : { reason }),
  });
}

registerWriteKind(COMMENT, {
  complete: completeComment,
  made: async (record) => wrote(await readClaim((record.payload as ClaimNote).customerId, record.entityId), record.payload as ClaimNote, 'comment'),
});
registerWriteKind(REFUSE, {
  complete: completeRefusal,
  made: async (record) => wrote(await readClaim((record.payload as ClaimNote).customerId, record.entityId), record.payload as ClaimNote, 'refused'),
});
