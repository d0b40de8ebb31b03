/**
 * The one format of a Programme order's number, wherever it shows (list, detail, invoice PDF, e-mail,
 * confirmation): « PF-<year>-<6 characters of the order id> », e.g. PF-2026-3FA9C1. It is derived from the
 * order id, so a replayed checkout gives the same number, and seeded orders use it too.
 */
export function orderNumberFor(orderId: string, at: Date): string {
  const tail = orderId
    .replace(/^(ord|order)-/, '')
    .replace(/[^0-9a-zA-Z]/g, '')
    .slice(0, 6)
    .toUpperCase();
  return `PF-${at.getUTCFullYear()}-${tail}`;
}

export const ORDER_NUMBER_PATTERN = /^PF-\d{4}-[0-9A-Z]{6}$/;
