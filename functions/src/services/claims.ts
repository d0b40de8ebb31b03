import { type Claim, type ClaimDetail, type ClaimStatus, claimStatusWord, isOpenClaim, medianDays, round2 } from '@portail/common';
import { writeAudit } from '../data/audit-repository.js';
import { BLOB_CONTAINERS, createBlobOnce, openBlob } from '../data/blob.js';
import { changeClaim, claimsForKpi, claimsOfCustomer, claimsPage, readClaim, type ClaimFilter } from '../data/claims-repository.js';
import { salesLinesOfInvoices } from '../data/import-targets-repository.js';
import { lineValues } from '../domain/claim-matching.js';
import { contractFileKind, safeFileName } from '../domain/contract-file-type.js';
import { failure } from '../http/errors.js';
import type { ClaimDoc } from '../model/claims.js';

/** Who acts on a claim: their user id and the name the history shows. */
export interface ClaimActor {
  id: string;
  name: string;
}

export const claimNotFound = () => failure('claim_not_found');
/** An action the claim's status no longer allows. */
export const claimSettled = (status: ClaimStatus) => failure('claim_settled', { status: claimStatusWord(status) });

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

export async function existingClaim(customerId: string, claimId: string) {
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
  if (contractFileKind(fileName, bytes) !== 'pdf') throw failure('claim_invoice_not_pdf', undefined, { field: 'file' });
  if (claim.attachment) throw failure('claim_invoice_exists');
  const name = safeFileName(fileName);
  const blobName = `claims/${customerId}/${claimId}/${name}`;
  await createBlobOnce(BLOB_CONTAINERS.invoices, blobName, bytes, 'application/pdf');
  const result = await changeClaim(customerId, claimId, (c) =>
    c.attachment ? undefined : { ...c, attachment: { blobName, fileName: name, fileSize: bytes.byteLength }, updatedAt: new Date().toISOString() },
  );
  if (!result) throw claimNotFound();
  if (!result.changed) throw failure('claim_invoice_exists');
  await writeAudit({ resource: 'claims', action: 'update', entityId: claimId, by: by.id, at: new Date().toISOString(), after: { attachment: name } });
  return result.claim;
}

export async function claimInvoice(customerId: string, claimId: string) {
  const claim = await existingClaim(customerId, claimId);
  const blob = claim.attachment && (await openBlob(BLOB_CONTAINERS.invoices, claim.attachment.blobName));
  if (!claim.attachment || !blob) throw failure('claim_invoice_missing');
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
