import { describe, expect, it } from 'vitest';
import { displayStatus, salesNeededPerTier, statusInForce, tierForSales } from './tiers.js';

describe('tierForSales', () => {
  it.each([
    [0, 0],
    [399_999.99, 0],
    [400_000, 1],
    [699_999, 1],
    [700_000, 2],
    [1_200_000, 3],
    [2_099_999, 3],
    [2_100_000, 4],
    [9_000_000, 4],
  ])('%d € de ventes donnent le statut %d', (sales, tier) => {
    expect(tierForSales(sales)).toBe(tier);
  });
});

describe('statusInForce', () => {
  it('takes the tier reached by the previous year', () => {
    expect(statusInForce(750_000)).toBe(2);
  });
  it('lets a manual status win, even a lower one', () => {
    expect(statusInForce(2_500_000, 1)).toBe(1);
    expect(statusInForce(0, 3)).toBe(3);
  });
  it('ignores an unset manual status', () => {
    expect(statusInForce(1_300_000, null)).toBe(3);
    expect(statusInForce(1_300_000, -1)).toBe(3);
  });
});

describe('salesNeededPerTier', () => {
  it('shows what is missing for each tier and 0 for those reached', () => {
    expect(salesNeededPerTier(800_000).map((t) => t.missing)).toEqual([0, 0, 400_000, 1_300_000]);
  });
});

describe('displayStatus', () => {
  it('shows negative or missing statuses as 0', () => {
    expect([displayStatus(-1), displayStatus(undefined), displayStatus(null), displayStatus(3)]).toEqual([0, 0, 0, 3]);
  });
});
