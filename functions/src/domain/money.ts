/**
 * Money and points are computed in integer cents (one point = one euro excluding VAT, so points have
 * cents too): adding floats line by line drifts (0.1 + 0.2), and a drift of a few cents showed between an
 * invoice's lines and its total. Amounts enter as numbers with at most two decimals and leave the same way.
 */

/** 12.34 → 1234; anything finer than a cent is rounded half away from zero. */
export const toCents = (amount: number): number => Math.sign(amount) * Math.round(Math.abs(amount) * 100 + 1e-6);

/** 1234 → 12.34. */
export const fromCents = (cents: number): number => cents / 100;

/** Unit price × quantity, in cents. */
export const lineCents = (unitPrice: number, quantity: number): number => toCents(unitPrice) * quantity;

/** Sum of the lines' price × quantity, in cents. */
export const grossCents = (lines: readonly { price: number; quantity: number }[]): number => lines.reduce((sum, l) => sum + lineCents(l.price, l.quantity), 0);

/** The amount after a discount in percent (0–100), rounded to the cent. */
export function discountedCents(cents: number, ratePercent: number): number {
  const rate = Math.min(100, Math.max(0, ratePercent));
  return Math.round((cents * (100 - rate)) / 100);
}

/** VAT of an amount at a rate in percent, rounded to the cent. */
export const vatCents = (cents: number, ratePercent: number): number => Math.round((cents * Math.max(0, ratePercent)) / 100);
