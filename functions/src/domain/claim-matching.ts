import type { ClaimLineValues } from '@portail/common';
import type { ClaimDoc } from '../model/claims.js';
import type { SalesLineDoc } from '../model/sales.js';

/**
 * What an import's lines do to an open claim of the same customer and invoice:
 * - a « missing line » claim whose natural key (invoice, order, reference) the import wrote is resolved by
 *   import, linked to that line;
 * - a claim of a wrong amount, quantity or reference is resolved when the import wrote the line with the
 *   values claimed;
 * - otherwise, when the invoice came with other values than claimed, the claim is flagged for the
 *   administrator with both sets (a missing line resolved with other values is flagged as well).
 */
export interface ClaimMatch {
  resolveWith?: string;
  flag?: { claimed: ClaimLineValues; imported: ClaimLineValues[] };
}

type ClaimFields = Pick<ClaimDoc, 'kind' | 'invoiceNumber' | 'orderNumber' | 'reference' | 'date' | 'amount' | 'quantity' | 'flag'>;
type LineFields = Pick<SalesLineDoc, 'id' | 'invoiceNumber' | 'orderNumber' | 'reference' | 'salesRecognitionDate' | 'salesAmount' | 'invoiceQuantity'>;

const cents = (n: number) => Math.round(n * 100);

const claimedValues = (c: ClaimFields): ClaimLineValues => ({
  orderNumber: c.orderNumber,
  reference: c.reference,
  date: c.date,
  amount: c.amount,
  quantity: c.quantity,
});

export const lineValues = (l: LineFields): ClaimLineValues => ({
  orderNumber: l.orderNumber,
  reference: l.reference,
  date: l.salesRecognitionDate.slice(0, 10),
  amount: l.salesAmount,
  quantity: l.invoiceQuantity,
});

/** Same key (order and reference of the invoice) and same amount (to the cent) and quantity as claimed. */
const holdsClaimedValues = (c: ClaimFields, l: LineFields): boolean =>
  l.orderNumber === c.orderNumber && l.reference === c.reference && cents(l.salesAmount) === cents(c.amount) && l.invoiceQuantity === c.quantity;

const sameValues = (a: readonly ClaimLineValues[], b: readonly ClaimLineValues[]) => JSON.stringify(a) === JSON.stringify(b);

export function matchClaim(claim: ClaimFields, lines: readonly LineFields[]): ClaimMatch | undefined {
  const ofInvoice = lines.filter((l) => l.invoiceNumber === claim.invoiceNumber);
  if (ofInvoice.length === 0) return undefined;
  const exact = ofInvoice.find((l) => holdsClaimedValues(claim, l));
  const sameKey = ofInvoice.find((l) => l.orderNumber === claim.orderNumber && l.reference === claim.reference);
  const resolving = exact ?? (claim.kind === 'missingLine' ? sameKey : undefined);
  const match: ClaimMatch = {};
  if (resolving) match.resolveWith = resolving.id;
  if (!exact) {
    const imported = ofInvoice.map(lineValues);
    // Flagged once for the same values: an import replayed adds nothing.
    if (!claim.flag || !sameValues(claim.flag.imported, imported)) match.flag = { claimed: claimedValues(claim), imported };
  }
  return match.resolveWith || match.flag ? match : undefined;
}
