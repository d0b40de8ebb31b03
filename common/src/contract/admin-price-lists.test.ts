import { describe, expect, it } from 'vitest';
import { frenchPriceListName, priceListName, priceListPercentageSchema, priceWithPercentage } from './admin-price-lists.js';

describe('priceWithPercentage', () => {
  it('moves a price by the percentage, to the nearest whole point', () => {
    expect(priceWithPercentage(1000, 10)).toBe(1100);
    expect(priceWithPercentage(1000, -7.5)).toBe(925);
    expect(priceWithPercentage(333, 10)).toBe(366);
    expect(priceWithPercentage(335, 10)).toBe(369);
  });
  it('never goes below 0, and -100 % makes every price 0', () => {
    expect(priceWithPercentage(250, -100)).toBe(0);
    expect(priceWithPercentage(0, 50)).toBe(0);
  });
});

describe('priceListPercentageSchema', () => {
  it('reads a French decimal and refuses a percentage outside -100 to 1000 with a French message', () => {
    expect(priceListPercentageSchema.parse({ percent: '-2,5' })).toEqual({ percent: -2.5 });
    for (const percent of [-101, 1001, 'abc']) {
      const result = priceListPercentageSchema.safeParse({ percent });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe('Saisissez un pourcentage entre -100 et 1000');
    }
  });
});

describe('priceListName', () => {
  it('names a list with its dates written the French way', () => {
    expect(priceListName(' Contrat cadre CHU 2026-2027 ', '2026-01-01', '2027-01-15')).toBe('Contrat cadre CHU 2026-2027 du 01/01/2026 au 15/01/2027');
  });
});

describe('frenchPriceListName', () => {
  it('writes the ISO dates of names stored before in French, as a new list is named', () => {
    expect(frenchPriceListName('Contrat cadre CHU 2026-2027 2026-01-01 2027-01-15')).toBe('Contrat cadre CHU 2026-2027 du 01/01/2026 au 15/01/2027');
    expect(frenchPriceListName('Import 2025-03-01 – 2025-12-31')).toBe('Import du 01/03/2025 au 31/12/2025');
    expect(frenchPriceListName('Tarif révisé le 2026-04-02')).toBe('Tarif révisé le 02/04/2026');
  });
  it('leaves a French name as it is, so a second rewrite changes nothing', () => {
    const once = frenchPriceListName('Contrat 2025-01-01 2025-12-31');
    expect(frenchPriceListName(once)).toBe(once);
    expect(frenchPriceListName('Contrat cadre 2026-2027')).toBe('Contrat cadre 2026-2027');
  });
});
