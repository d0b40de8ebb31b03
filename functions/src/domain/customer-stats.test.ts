import { describe, expect, it } from 'vitest';
import {
  computeCustomerStats,
  feeKindOf,
  isExcluded,
  linePoints,
  statsOf,
  statusOfYear,
  statsInputsOf,
  tierSalesOf,
  withEarned,
  yearAggregatesOf,
} from './customer-stats.js';
import type { StatsSalesLine } from '../model/sales.js';

const line = (over: Partial<StatsSalesLine> = {}): StatsSalesLine => ({
  salesAmount: 1000,
  year: 2025,
  salesRecognitionDate: '2025-03-10',
  pointCategory: 'consommable',
  franchise: 'Instruments',
  subFranchise: 'Bloc',
  gimSubBrand: 'Sub A',
  gimItemType: 'Produit',
  gimCustom: 'Consommables',
  ...over,
});
const fee = (kind: 'delivery' | 'billing', amount: number, year = 2025): StatsSalesLine =>
  line({
    salesAmount: amount,
    year,
    pointCategory: 'services',
    gimItemType: kind === 'delivery' ? 'Frais de port' : 'Frais de facturation',
    subFranchise: 'Frais',
    gimCustom: 'Frais et services',
  });

const NOW = new Date(Date.UTC(2026, 5, 1));
const base = { customerId: 'c1', year: 2025, manualStatus: {}, now: NOW };

describe('status in force', () => {
  it('uses the tier of the previous year at each threshold (0.4/0.7/1.2/2.1 M€)', () => {
    expect(statusOfYear(2025, {}, 399_999.99)).toBe(0);
    expect(statusOfYear(2025, {}, 400_000)).toBe(1);
    expect(statusOfYear(2025, {}, 700_000)).toBe(2);
    expect(statusOfYear(2025, {}, 1_200_000)).toBe(3);
    expect(statusOfYear(2025, {}, 2_100_000)).toBe(4);
  });
  it('prefers the manual status of the year, and is −1 when nothing is known', () => {
    expect(statusOfYear(2025, { '2025': 4 }, 0)).toBe(4);
    expect(statusOfYear(2025, { '2024': 4 }, 0)).toBe(0);
    expect(statusOfYear(2025, {}, undefined)).toBe(-1);
  });
});

describe('points of a line', () => {
  it('is amount × rate / 100 for statuses 1 to 4, nothing at status 0', () => {
    expect(linePoints(line({ pointCategory: 'consommable' }), 1)).toBe(30);
    expect(linePoints(line({ pointCategory: 'implant' }), 4)).toBe(90);
    expect(linePoints(line({ pointCategory: 'capital' }), 2)).toBe(20);
    expect(linePoints(line({ pointCategory: 'procare' }), 3)).toBe(20);
    expect(linePoints(line(), 0)).toBe(0);
  });
  it('gives nothing for fees and services, and recognises the fee kinds', () => {
    expect(linePoints(fee('delivery', 100), 4)).toBe(0);
    expect(feeKindOf(fee('delivery', 1))).toBe('delivery');
    expect(feeKindOf(fee('billing', 1))).toBe('billing');
    expect(feeKindOf(line())).toBeNull();
  });
  it('gives nothing for a line excluded by a contract covering its date (franchise or gim sub-brand)', () => {
    const contract = { active: true, startDate: '2025-01-01', endDate: '2025-12-31', exclusions: { gimSubBrands: ['Sub A'], franchises: [] } };
    expect(linePoints(line(), 2, [contract])).toBe(0);
    expect(linePoints(line({ gimSubBrand: 'Sub B' }), 2, [contract])).toBe(50);
    expect(isExcluded(line({ gimSubBrand: 'Sub B', franchise: 'Ortho' }), [{ ...contract, exclusions: { gimSubBrands: [], franchises: ['Ortho'] } }])).toBe(
      true,
    );
    expect(isExcluded(line({ salesRecognitionDate: '2024-12-31' }), [contract])).toBe(false);
    expect(isExcluded(line(), [{ ...contract, active: false }])).toBe(false);
  });
});

describe('computeCustomerStats', () => {
  it('answers zeroed stats without lines, statusPastYear −1', () => {
    const { stats, earned, statusCurrentYear } = computeCustomerStats([], base);
    expect(stats).toMatchObject({
      id: 'stats-2025',
      totalPoints: 0,
      totalCurrentYear: 0,
      totalPastYear: 0,
      statusPastYear: -1,
      statusCurrentYear: 0,
      computedFromLines: 0,
    });
    expect(earned).toBe(0);
    expect(statusCurrentYear).toBe(0);
  });

  it('grades the year by the previous year sales (fees excluded) and earns points by category', () => {
    const lines = [
      // 2024: 750 000 € of products → status 2 in 2025; fees do not count.
      line({ year: 2024, salesRecognitionDate: '2024-06-01', salesAmount: 750_000, gimCustom: 'Implants', pointCategory: 'implant' }),
      fee('delivery', 999_999, 2024),
      // 2025
      line({ salesAmount: 10_000, pointCategory: 'consommable', subFranchise: 'Bloc' }),
      line({ salesAmount: 20_000, pointCategory: 'implant', subFranchise: 'Hanche', gimCustom: 'Implants' }),
      line({ salesAmount: 5_000, pointCategory: 'capital', subFranchise: '', gimCustom: 'Équipements' }),
      line({ salesAmount: 3_000, pointCategory: 'procare', subFranchise: 'Bloc', gimCustom: 'Contrats ProCare' }),
      line({ salesAmount: -1_000, pointCategory: 'consommable', subFranchise: 'Bloc' }), // credit note
      fee('delivery', 120.5),
      fee('billing', 30.25),
      line({ year: 2022, salesAmount: 9_999_999 }), // ignored
    ];
    const { stats, earned, statusCurrentYear } = computeCustomerStats(lines, { ...base, manualPoints: 100, salesByYear: { 2023: 450_000 } });
    expect(statusCurrentYear).toBe(2);
    expect(stats.statusCurrentYear).toBe(2);
    expect(stats.statusPastYear).toBe(1); // tier of 2023 sales
    expect(stats.consommablePoints).toBeCloseTo(9_000 * 0.05);
    expect(stats.implantPoints).toBeCloseTo(20_000 * 0.05);
    expect(stats.capitalPoints).toBeCloseTo(5_000 * 0.02);
    expect(stats.servicePoints).toBeCloseTo(3_000 * 0.02);
    expect(earned).toBeCloseTo(450 + 1000 + 100 + 60);
    expect(stats.manualPoints).toBe(100);
    expect(stats.totalPoints).toBeCloseTo(earned + 100);
    expect(stats.totalCurrentYear).toBe(37_000);
    expect(stats.totalPastYear).toBe(750_000);
    expect(stats.totalDeliveryCost).toBe(120.5);
    expect(stats.totalBillingFees).toBe(30.25);
    expect(stats.subFranchises).toEqual({ names: ['Hanche', 'Bloc', 'NON ALLOCATED'], totals: [20_000, 12_000, 5_000] });
    expect(stats.gimCustomNames).toEqual(['Consommables', 'Contrats ProCare', 'Équipements', 'Implants']);
    expect(stats.gimCustomTotals).toEqual([9_000, 3_000, 5_000, 20_000]);
    expect(stats.gimCustomPreviousYearNames).toEqual(['Implants']);
    expect(stats.gimCustomPreviousYearTotals).toEqual([750_000]);
    expect(stats.computedFromLines).toBe(7);
    // A past year is not extrapolated.
    expect(stats.forecastedImpactCurrentYear).toBe(37_000);
    expect(stats.forecastedPointsCurrentYearEnd).toBeCloseTo(earned + 100);
  });

  it('uses the manual status of the year over the tier of the sales', () => {
    const lines = [line({ year: 2024, salesAmount: 10 }), line({ salesAmount: 1000 })];
    const { stats } = computeCustomerStats(lines, { ...base, manualStatus: { '2025': 4, '2024': 3 } });
    expect(stats.statusCurrentYear).toBe(4);
    expect(stats.statusPastYear).toBe(3);
    expect(stats.consommablePoints).toBe(90);
  });

  it('excludes lines of a contract exclusion from points but not from sales', () => {
    const lines = [line({ year: 2024, salesAmount: 500_000 }), line({ salesAmount: 1000, franchise: 'Ortho' }), line({ salesAmount: 1000 })];
    const contracts = [{ active: true, startDate: '2025-01-01', endDate: '2025-12-31', exclusions: { gimSubBrands: [], franchises: ['Ortho'] } }];
    const { stats, earned } = computeCustomerStats(lines, { ...base, contracts });
    expect(stats.totalCurrentYear).toBe(2000);
    expect(earned).toBe(30);
  });

  it('extrapolates the current year to its end', () => {
    const now = new Date(Date.UTC(2026, 6, 2, 12)); // about half of the year elapsed
    const lines = [
      line({ year: 2025, salesRecognitionDate: '2025-05-01', salesAmount: 400_000 }),
      line({ year: 2026, salesRecognitionDate: '2026-02-01', salesAmount: 100_000 }),
    ];
    const { stats, earned } = computeCustomerStats(lines, { ...base, year: 2026, now, manualPoints: 10 });
    const factor = 365 / ((now.getTime() - Date.UTC(2026, 0, 1)) / 86_400_000);
    expect(earned).toBeCloseTo(3000);
    expect(stats.forecastedImpactCurrentYear).toBeCloseTo(100_000 * factor, 0);
    expect(stats.forecastedPointsCurrentYearEnd).toBeCloseTo(3000 * factor + 10, 2);
  });

  it('builds the same stats from a year summed once, the manual points given after (the refresh learns them once earned is written)', () => {
    const now = new Date(Date.UTC(2026, 6, 2, 12));
    const lines = [
      line({ year: 2025, salesAmount: 500_000 }),
      line({ year: 2026, salesRecognitionDate: '2026-02-01', salesAmount: 80_000 }),
      fee('delivery', 120, 2026),
    ];
    const options = { ...base, year: 2026, now, salesByYear: { 2024: 900_000 } };
    const { aggregates, earned, statusCurrentYear } = yearAggregatesOf(lines, options);
    const whole = computeCustomerStats(lines, { ...options, manualPoints: 25 });

    expect({ earned, statusCurrentYear }).toEqual({ earned: whole.earned, statusCurrentYear: whole.statusCurrentYear });
    expect(statsOf(aggregates, 25)).toEqual(whole.stats);
    expect(statsOf(aggregates, 0).totalPoints).toBeCloseTo(whole.stats.totalPoints - 25, 2);
  });

  it("takes the previous year's sales from salesByYear when its lines are not given", () => {
    const { aggregates } = yearAggregatesOf([line({ year: 2026, salesRecognitionDate: '2026-02-01' })], {
      ...base,
      year: 2026,
      salesByYear: { 2025: 1234.567 },
    });
    expect(statsOf(aggregates, 0).totalPastYear).toBe(1234.57);
  });
});

describe('withEarned', () => {
  const doc = { earned: 100, manual: 20, spent: 50, balance: 70 };
  it('keeps balance = earned + manual − spent and reports the change', () => {
    expect(withEarned(doc, 130)).toEqual({ doc: { earned: 130, manual: 20, spent: 50, balance: 100 }, delta: 30 });
  });
  it('counts in cents, so that the ledger adds up after a debit rounds the balance', () => {
    const ledger = { earned: 0, manual: 150, spent: 25774.2, balance: 0 };
    const { doc: next, delta } = withEarned(ledger, 36696.005);
    expect(next.earned * 100).toBe(Math.round(next.earned * 100));
    expect(delta).toBe(next.earned);
    expect(next.balance).toBe(Math.round((next.earned + next.manual - next.spent) * 100) / 100);
    // A debit rounds the balance to the cent: earned + manual − spent still gives it.
    const debited = Math.round((next.balance - 0.01) * 100) / 100;
    expect(Math.abs(next.earned + next.manual - (next.spent + 0.01) - debited)).toBeLessThan(1e-6);
  });
  it('never lets the balance go negative', () => {
    expect(withEarned(doc, 10).doc.balance).toBe(0);
    expect(withEarned(doc, 10).delta).toBe(-90);
  });
});

describe('tierSalesOf', () => {
  const line = (year: number, salesAmount: number, pointCategory: StatsSalesLine['pointCategory']) => ({ year, salesAmount, pointCategory });

  it('adds the sales of the year that count for the tier, services left out', () => {
    expect(tierSalesOf([line(2024, 100, 'capital'), line(2024, 50.5, 'consommable'), line(2024, 999, 'services'), line(2023, 7, 'capital')], 2024)).toBe(150.5);
  });

  it('is 0 for a year of services only, and undefined for a year without any line', () => {
    expect(tierSalesOf([line(2024, 999, 'services')], 2024)).toBe(0);
    expect(tierSalesOf([line(2024, 999, 'capital')], 2023)).toBeUndefined();
  });
});

describe('statsInputsOf', () => {
  it('keeps the lines of the year and the year before, and the tier sales of two years before', () => {
    const l = (year: number, salesAmount: number, pointCategory: StatsSalesLine['pointCategory'] = 'capital') =>
      ({ year, salesAmount, pointCategory }) as StatsSalesLine;
    const sales = [l(2022, 5), l(2022, 7, 'services'), l(2023, 10), l(2024, 20)];
    expect(statsInputsOf(sales, 2024)).toEqual({ lines: [l(2023, 10), l(2024, 20)], salesByYear: { 2022: 5 } });
    expect(statsInputsOf(sales, 2023).salesByYear).toEqual({});
  });
});
