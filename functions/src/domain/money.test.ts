import { describe, expect, it } from 'vitest';
import { discountedCents, fromCents, grossCents, toCents, vatCents } from './money.js';

describe('money in cents', () => {
  it('converts both ways without float dust', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(8.949999999)).toBe(895);
    expect(toCents(-2.5)).toBe(-250);
    expect(fromCents(895)).toBe(8.95);
  });
  it('sums lines, discounts and computes VAT to the cent', () => {
    expect(
      grossCents([
        { price: 0.1, quantity: 3 },
        { price: 0.2, quantity: 3 },
      ]),
    ).toBe(90);
    expect(discountedCents(9999, 33)).toBe(6699);
    expect(discountedCents(1000, 150)).toBe(0);
    expect(vatCents(1999, 20)).toBe(400);
  });
});
