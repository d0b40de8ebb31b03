import { claimTransition, isOpenClaim, round2 } from '@portail/common';
import { writeAudit } from '../data/audit-repository.js';
import { changeClaim, readClaim } from '../data/claims-repository.js';
import { findCustomerById } from '../data/customers-repository.js';
import { salesLinesOfInvoices } from '../data/import-targets-repository.js';
import { dropPendingWrite, readWriteRecord, type PendingWriteDoc } from '../data/pending-writes-repository.js';
import { readPoints } from '../data/points-repository.js';
import { findProductByReference } from '../data/products-repository.js';
import { lineValues } from '../domain/claim-matching.js';
import type { ValidRow } from '../domain/import-rows.js';
import { customerNotFound } from '../http/errors.js';
import { checkVersion } from '../http/versioned-writes.js';
import type { ClaimDoc } from '../model/claims.js';
import type { SalesLineDoc } from '../model/sales.js';
import { mailClaimStatus } from './claim-mails.js';
import { claimSettled, existingClaim, type ClaimActor } from './claims.js';
import { salesLineIdOf, salesLineKey, salesLineOfRow, sameSalesLine } from './import-sales.js';
import { announceWrite, completeWrite, registerWriteKind } from './pending-writes.js';
import { recordSalesLines, removeSalesLines } from './sales-lines.js';

/**
 * An administrator's acceptance of a claim, a durable write (pending-writes.ts; the other decisions are in
 * claim-decisions.ts): the decision is recorded before the sales line is written, then carried out step by
 * step, each step idempotent, by the request, the next decision on the claim, or the replay timer.
 */

const ACCEPT = 'claimAccept';

/** Whether the claim's history holds the entry this decision wrote (its instant and author name it). */
export const wrote = (claim: ClaimDoc | undefined, n: { at: string; by: string }, action: ClaimDoc['history'][number]['action']) =>
  claim?.history.some((e) => e.action === action && e.at === n.at && e.by === n.by) ?? false;

/**
 * An acceptance is announced with an id of its claim: there is one, and the next call finds it. Its record
 * holds the decision in full (the line to write, the line it replaces, the points before), so whoever
 * completes it writes what the administrator accepted, not what the lines have become since.
 */
const acceptanceId = (claimId: string) => `accept-${claimId}`;

interface Acceptance {
  customerId: string;
  by: string;
  byName: string;
  at: string;
  fromStatus: ClaimDoc['status'];
  /** The line as the import's path builds it, `source: claim:<id>`. */
  line: SalesLineDoc;
  /** The line stored under the same key before (its values, for the audit entry). */
  same?: SalesLineDoc;
  /** A wrong reference: the line under the former reference, removed. */
  former?: SalesLineDoc;
  /** The line was already stored with these values: nothing to write, no points. */
  unchanged: boolean;
  pointsBefore: number;
}

/** An acceptance left pending by an earlier call (cut before its end) is completed before any other decision. */
export async function settlePendingAcceptance(customerId: string, claimId: string): Promise<PendingWriteDoc | undefined> {
  const record = await readWriteRecord(claimId, acceptanceId(claimId));
  if (record?.type !== 'pendingWrite' || (record.payload as Acceptance).customerId !== customerId) return undefined;
  await completeWrite(record);
  return record;
}

/** The fields of the line a correction keeps from the stored line: what the customer did not contest. */
function rowKeeping(line: SalesLineDoc | undefined): Partial<ValidRow> {
  if (!line) return {};
  return {
    customerSoldTo: line.customerSoldTo.number,
    customerSoldToName: line.customerSoldTo.name,
    customerReportedName: line.customerReported.name,
    description: line.description,
    franchise: line.franchise,
    franchiseGroup: line.franchiseGroup,
    subFranchise: line.subFranchise,
    gimBrand: line.gimBrand,
    gimItemType: line.gimItemType,
    gimSubBrand: line.gimSubBrand,
    sapg: line.sapg,
    gimCustom: line.gimCustom,
    sapgCustom: line.sapgCustom,
    uom: line.uom,
    currency: line.currency,
    city: line.city,
    buyingGroupName: line.buyingGroupName,
  };
}

/**
 * An administrator accepts: the claimed line is written as an import row would write it (services/import-sales.ts
 * builds it, natural key and id included; services/sales-lines.ts writes it and refreshes statistics, points and
 * KPI rows), with `source: claim:<id>`. A wrong reference moves the line to its new key (the former one is
 * removed). A line already stored with these values is not written again; a claim already accepted answers as
 * it is (idempotent).
 *
 * The decision is recorded first (its pending record, id of the claim), then carried out by completeAcceptance:
 * line, claim status, e-mail, audit entries. A call cut on the way leaves the record; the next acceptance of
 * the claim (whatever its If-Match: the decision was taken on the right version), the next comment or refusal,
 * or the replay timer carries it out, with one line, one audit entry each, and the points counted once.
 */
export async function acceptClaim(customerId: string, claimId: string, ifMatch: string | undefined, by: ClaimActor, now = new Date()) {
  const earlier = await settlePendingAcceptance(customerId, claimId);
  const claim = await existingClaim(customerId, claimId);
  if (earlier) return { claim, lineWritten: !(earlier.payload as Acceptance).unchanged };
  if (claim.status === 'accepted') return { claim, lineWritten: false };
  if (!claimTransition(claim.status, 'accept')) throw claimSettled(claim.status);
  checkVersion(ifMatch, claim._etag);
  const customer = await findCustomerById(customerId);
  if (!customer) throw customerNotFound();
  const stored = await salesLinesOfInvoices(customerId, [claim.invoiceNumber]);
  const byKey = new Map(stored.map((s) => [salesLineKey(s), s]));
  const former =
    claim.kind === 'wrongReference' && claim.currentReference ? byKey.get(salesLineKey({ ...claim, reference: claim.currentReference })) : undefined;
  const same = byKey.get(salesLineKey(claim));
  const kept = same ?? former;
  const row: ValidRow = {
    row: 0,
    customerSoldTo: customer.number,
    ...rowKeeping(kept),
    ...(kept && kept.reference !== claim.reference ? { description: undefined } : {}),
    customerReported: customer.number,
    reference: claim.reference,
    salesAmount: claim.amount,
    invoiceQuantity: claim.quantity,
    salesRecognitionDate: claim.date,
    invoiceNumber: claim.invoiceNumber,
    orderNumber: claim.orderNumber,
  };
  const product = await findProductByReference(claim.reference);
  const line = salesLineOfRow(row, customer, product, kept?.customerSoldTo.name ?? customer.name, '', now.toISOString());
  line.id = salesLineIdOf(customerId, line, byKey);
  const unchanged = same !== undefined && sameSalesLine(same, line) && !former;
  const acceptance: Acceptance = {
    customerId,
    by: by.id,
    byName: by.name,
    at: now.toISOString(),
    fromStatus: claim.status,
    line: unchanged ? line : { ...line, source: `claim:${claim.id}` },
    ...(same ? { same } : {}),
    ...(former && former.id !== line.id ? { former } : {}),
    unchanged,
    pointsBefore: (await readPoints(customerId, line.year))?.earned ?? 0,
  };
  const { record, again } = await announceWrite({ kind: ACCEPT, entityId: claimId, writeId: acceptanceId(claimId), payload: acceptance });
  // A twin request announced its own decision first: that one is carried out, and answered.
  const decision = again ? await readWriteRecord(claimId, record.id) : record;
  if (decision?.type === 'pendingWrite') await completeWrite(decision);
  return { claim: await existingClaim(customerId, claimId), lineWritten: decision?.type === 'pendingWrite' && !(decision.payload as Acceptance).unchanged };
}

/** Whether the claim is accepted by this decision (its history entry, at its instant, by its author). */
const acceptedBy = (claim: ClaimDoc | undefined, a: Acceptance) => claim?.status === 'accepted' && wrote(claim, a, 'accepted');

/** The audit entries of the lines an acceptance wrote, with ids of its record: written again, still one each. */
async function auditLines(a: Acceptance, writeId: string, claimId: string): Promise<void> {
  if (a.unchanged) return;
  const source = `claim:${claimId}`;
  await writeAudit({
    id: `${writeId}-line`,
    resource: 'salesLines',
    action: a.same ? 'update' : 'create',
    entityId: a.line.id,
    by: a.by,
    at: a.at,
    before: a.same ? lineValues(a.same) : undefined,
    after: { ...lineValues(a.line), source },
  });
  if (a.former)
    await writeAudit({
      id: `${writeId}-former`,
      resource: 'salesLines',
      action: 'delete',
      entityId: a.former.id,
      by: a.by,
      at: a.at,
      before: lineValues(a.former),
      after: { source },
    });
}

/**
 * Carries out an acceptance, each step idempotent: the line written again (its statistics and points
 * recomputed from the lines, so counted once), the claim accepted if still open, the e-mail, the lines' audit
 * entries, and last the claim's audit entry, which replaces the pending record (the decision is done).
 */
async function completeAcceptance(record: PendingWriteDoc): Promise<void> {
  const a = record.payload as Acceptance;
  const claimId = record.entityId;
  let claim = await readClaim(a.customerId, claimId);
  // Accepted by a call cut after the status change: its e-mail may not have left.
  let mail = acceptedBy(claim, a);
  if (!mail && claim && isOpenClaim(claim.status)) {
    if (!a.unchanged) {
      await recordSalesLines([a.line]);
      if (a.former) await removeSalesLines([{ customerId: a.customerId, id: a.former.id }]);
    }
    const pointsGranted = a.unchanged ? 0 : round2(((await readPoints(a.customerId, a.line.year))?.earned ?? 0) - a.pointsBefore);
    const result = await changeClaim(a.customerId, claimId, (c) =>
      claimTransition(c.status, 'accept')
        ? {
            ...c,
            status: 'accepted',
            linkedLineId: a.line.id,
            pointsGranted,
            resolvedAt: a.at,
            updatedAt: a.at,
            history: [
              ...c.history,
              {
                at: a.at,
                by: a.by,
                byName: a.byName,
                action: 'accepted',
                ...(a.unchanged ? { text: 'La ligne était déjà enregistrée avec ces valeurs.' } : {}),
              },
            ],
          }
        : undefined,
    );
    claim = result?.claim;
    mail = acceptedBy(claim, a);
  }
  if (!claim || !acceptedBy(claim, a)) {
    // Closed otherwise meanwhile (an import resolved it): nothing more to carry out; a line it wrote keeps its audit entry.
    const stored = a.unchanged ? [] : await salesLinesOfInvoices(a.customerId, [a.line.invoiceNumber]);
    if (stored.some((l) => l.id === a.line.id && l.source === a.line.source)) await auditLines(a, record.id, claimId);
    await dropPendingWrite(claimId, record.id);
    return;
  }
  if (mail) await mailClaimStatus(claim);
  await auditLines(a, record.id, claimId);
  await writeAudit({
    id: record.id,
    resource: 'claims',
    action: 'update',
    entityId: claimId,
    by: a.by,
    at: a.at,
    before: { status: a.fromStatus },
    after: { status: 'accepted', linkedLineId: a.line.id, pointsGranted: claim.pointsGranted ?? 0 },
  });
}

// A recorded acceptance is the administrator's decision: the timer always carries it out (or finds it moot).
registerWriteKind(ACCEPT, { complete: completeAcceptance, made: async () => true });
