import { claimTransition, claimTransitionRefusal, isOpenClaim, medianDays, round2, type Claim, type ClaimDetail } from '@portail/common';
import { writeAudit } from '../data/audit-repository.js';
import { BLOB_CONTAINERS, createBlobOnce, openBlob } from '../data/blob.js';
import { changeClaim, claimsForKpi, claimsOfCustomer, claimsPage, readClaim, type ClaimFilter } from '../data/claims-repository.js';
import { findCustomerById } from '../data/customers-repository.js';
import { salesLinesOfInvoices } from '../data/import-targets-repository.js';
import { readPoints } from '../data/points-repository.js';
import { findProductByReference } from '../data/products-repository.js';
import { lineValues } from '../domain/claim-matching.js';
import { contractFileKind, safeFileName } from '../domain/contract-file-type.js';
import type { ValidRow } from '../domain/import-rows.js';
import { badRequest, conflict, customerNotFound, notFound } from '../http/errors.js';
import { checkVersion } from '../http/versioned-writes.js';
import type { ClaimDoc } from '../model/claims.js';
import type { SalesLineDoc } from '../model/sales.js';
import { mailClaimStatus } from './claim-mails.js';
import { salesLineIdOf, salesLineKey, salesLineOfRow, sameSalesLine } from './import-sales.js';
import { recordSalesLines, removeSalesLines } from './sales-lines.js';

/** Who acts on a claim: their user id and the name the history shows. */
export interface ClaimActor {
  id: string;
  name: string;
}

const claimNotFound = () => notFound('Cette réclamation est introuvable');

/** The claim as the API answers it: no blob name, no search text. */
export function toClaim(c: ClaimDoc): Claim {
  return {
    id: c.id,
    customerId: c.customerId,
    customerNumber: c.customerNumber,
    customerName: c.customerName,
    kind: c.kind,
    status: c.status,
    invoiceNumber: c.invoiceNumber,
    orderNumber: c.orderNumber,
    reference: c.reference,
    ...(c.currentReference ? { currentReference: c.currentReference } : {}),
    date: c.date,
    amount: c.amount,
    quantity: c.quantity,
    comment: c.comment,
    ...(c.refusalReason ? { refusalReason: c.refusalReason } : {}),
    ...(c.linkedLineId ? { linkedLineId: c.linkedLineId } : {}),
    ...(c.attachment ? { attachment: { fileName: c.attachment.fileName, fileSize: c.attachment.fileSize } } : {}),
    ...(c.flag ? { flag: c.flag } : {}),
    history: c.history.map(({ by: _by, ...e }) => e),
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    ...(c.resolvedAt ? { resolvedAt: c.resolvedAt } : {}),
  };
}

export const customerClaims = async (customerId: string): Promise<Claim[]> => (await claimsOfCustomer(customerId)).map(toClaim);

async function existingClaim(customerId: string, claimId: string) {
  const claim = await readClaim(customerId, claimId);
  if (!claim) throw claimNotFound();
  return claim;
}

/**
 * The invoice PDF of a claim, checked by its content like a contract file (domain/contract-file-type.ts),
 * PDF only. Once: a claim keeps the invoice it was sent with.
 */
export async function attachInvoice(customerId: string, claimId: string, fileName: string, bytes: Uint8Array, by: ClaimActor): Promise<ClaimDoc> {
  const claim = await existingClaim(customerId, claimId);
  if (contractFileKind(fileName, bytes) !== 'pdf') throw badRequest('Champ « file » : seule une facture PDF est acceptée, et son contenu doit être un PDF.', 'file');
  if (claim.attachment) throw conflict('Une facture est déjà jointe à cette réclamation.');
  const name = safeFileName(fileName);
  const blobName = `claims/${customerId}/${claimId}/${name}`;
  await createBlobOnce(BLOB_CONTAINERS.invoices, blobName, bytes, 'application/pdf');
  const result = await changeClaim(customerId, claimId, (c) => (c.attachment ? undefined : { ...c, attachment: { blobName, fileName: name, fileSize: bytes.byteLength }, updatedAt: new Date().toISOString() }));
  if (!result) throw claimNotFound();
  if (!result.changed) throw conflict('Une facture est déjà jointe à cette réclamation.');
  await writeAudit({ resource: 'claims', action: 'update', entityId: claimId, by: by.id, at: new Date().toISOString(), after: { attachment: name } });
  return result.claim;
}

export async function claimInvoice(customerId: string, claimId: string) {
  const claim = await existingClaim(customerId, claimId);
  const blob = claim.attachment && (await openBlob(BLOB_CONTAINERS.invoices, claim.attachment.blobName));
  if (!claim.attachment || !blob) throw notFound('Aucune facture n’est jointe à cette réclamation');
  return { blob, fileName: claim.attachment.fileName };
}

export async function listClaims(filter: ClaimFilter, order: Parameters<typeof claimsPage>[1], page: Parameters<typeof claimsPage>[2]) {
  const { items, totalCount } = await claimsPage(filter, order, page);
  return { items: items.map(toClaim), totalCount };
}

/** The claim, its version, and the customer's lines of that invoice as stored now. */
export async function claimDetail(customerId: string, claimId: string): Promise<{ detail: ClaimDetail; version: string }> {
  const claim = await existingClaim(customerId, claimId);
  const lines = await salesLinesOfInvoices(customerId, [claim.invoiceNumber]);
  return { detail: { ...toClaim(claim), invoiceLines: lines.map(lineValues) }, version: claim._etag };
}

/** A staff member's comment; the first one on a submitted claim moves it to « en cours ». */
export async function commentClaim(customerId: string, claimId: string, text: string, by: ClaimActor, now = new Date()) {
  const claim = await existingClaim(customerId, claimId);
  const status = claimTransition(claim.status, 'comment');
  if (!status) throw conflict(claimTransitionRefusal(claim.status));
  const at = now.toISOString();
  const result = await changeClaim(customerId, claimId, (c) => {
    const next = claimTransition(c.status, 'comment');
    if (!next) return undefined;
    const moved = next !== c.status;
    return {
      ...c,
      status: next,
      updatedAt: at,
      history: [...c.history, ...(moved ? [{ at, by: by.id, byName: by.name, action: 'inProgress' as const }] : []), { at, by: by.id, byName: by.name, action: 'comment' as const, text }],
    };
  });
  if (!result) throw claimNotFound();
  if (!result.changed) throw conflict(claimTransitionRefusal(result.claim.status));
  await writeAudit({ resource: 'claims', action: 'update', entityId: claimId, by: by.id, at, before: { status: claim.status }, after: { status: result.claim.status, comment: text } });
  if (result.claim.status !== claim.status) await mailClaimStatus(result.claim);
  return result.claim;
}

export async function refuseClaim(customerId: string, claimId: string, reason: string, ifMatch: string | undefined, by: ClaimActor, now = new Date()) {
  const claim = await existingClaim(customerId, claimId);
  if (claim.status === 'refused' && claim.refusalReason === reason) return claim;
  if (!claimTransition(claim.status, 'refuse')) throw conflict(claimTransitionRefusal(claim.status));
  checkVersion(ifMatch, claim._etag);
  const at = now.toISOString();
  const result = await changeClaim(customerId, claimId, (c) =>
    c._etag !== claim._etag || !claimTransition(c.status, 'refuse')
      ? undefined
      : { ...c, status: 'refused', refusalReason: reason, resolvedAt: at, updatedAt: at, history: [...c.history, { at, by: by.id, byName: by.name, action: 'refused', text: reason }] },
  );
  if (!result?.changed) throw conflict('Cette réclamation a changé entre-temps : rechargez-la.');
  await writeAudit({ resource: 'claims', action: 'update', entityId: claimId, by: by.id, at, before: { status: claim.status }, after: { status: 'refused' }, reason });
  await mailClaimStatus(result.claim);
  return result.claim;
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
 */
export async function acceptClaim(customerId: string, claimId: string, ifMatch: string | undefined, by: ClaimActor, now = new Date()) {
  const claim = await existingClaim(customerId, claimId);
  if (claim.status === 'accepted') return { claim, lineWritten: false };
  if (!claimTransition(claim.status, 'accept')) throw conflict(claimTransitionRefusal(claim.status));
  checkVersion(ifMatch, claim._etag);
  const customer = await findCustomerById(customerId);
  if (!customer) throw customerNotFound();
  const stored = await salesLinesOfInvoices(customerId, [claim.invoiceNumber]);
  const byKey = new Map(stored.map((s) => [salesLineKey(s), s]));
  const former = claim.kind === 'wrongReference' && claim.currentReference ? byKey.get(salesLineKey({ ...claim, reference: claim.currentReference })) : undefined;
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
  const pointsBefore = (await readPoints(customerId, line.year))?.earned ?? 0;
  if (!unchanged) {
    await recordSalesLines([{ ...line, source: `claim:${claim.id}` }], now);
    if (former && former.id !== line.id) await removeSalesLines([{ customerId, id: former.id }], now);
  }
  const pointsGranted = unchanged ? 0 : round2(((await readPoints(customerId, line.year))?.earned ?? 0) - pointsBefore);
  const at = now.toISOString();
  const result = await changeClaim(customerId, claimId, (c) =>
    claimTransition(c.status, 'accept')
      ? {
          ...c,
          status: 'accepted',
          linkedLineId: line.id,
          pointsGranted,
          resolvedAt: at,
          updatedAt: at,
          history: [...c.history, { at, by: by.id, byName: by.name, action: 'accepted', ...(unchanged ? { text: 'La ligne était déjà enregistrée avec ces valeurs.' } : {}) }],
        }
      : undefined,
  );
  if (!result) throw claimNotFound();
  if (!result.changed) return { claim: result.claim, lineWritten: !unchanged };
  await writeAudit({ resource: 'claims', action: 'update', entityId: claimId, by: by.id, at, before: { status: claim.status }, after: { status: 'accepted', linkedLineId: line.id, pointsGranted } });
  if (!unchanged) {
    await writeAudit({ resource: 'salesLines', action: same ? 'update' : 'create', entityId: line.id, by: by.id, at, before: same ? lineValues(same) : undefined, after: { ...lineValues(line), source: `claim:${claim.id}` } });
    if (former && former.id !== line.id) await writeAudit({ resource: 'salesLines', action: 'delete', entityId: former.id, by: by.id, at, before: lineValues(former), after: { source: `claim:${claim.id}` } });
  }
  await mailClaimStatus(result.claim);
  return { claim: result.claim, lineWritten: !unchanged };
}

/** Open claims, the median time to close those closed this year, the points acceptances granted this year. */
export async function claimKpi(now = new Date()) {
  const since = `${now.getUTCFullYear()}-01-01T00:00:00.000Z`;
  const claims = await claimsForKpi(since);
  const closed = claims.filter((c) => !isOpenClaim(c.status) && c.resolvedAt && c.resolvedAt >= since);
  return {
    open: claims.filter((c) => isOpenClaim(c.status)).length,
    medianDaysToResolve: medianDays(closed.map((c) => Date.parse(c.resolvedAt as string) - Date.parse(c.createdAt))),
    resolvedThisYear: closed.length,
    pointsGrantedThisYear: round2(closed.reduce((sum, c) => sum + (c.status === 'accepted' ? (c.pointsGranted ?? 0) : 0), 0)),
  };
}
