import { describe, expect, it } from 'vitest';
import { emptyStatsDoc } from '../model/stats.js';
import type { LedgerEntry } from '../model/points.js';
import {
  bookingMonth,
  customerFiguresOf,
  franchiseSalesOf,
  kpiCustomerDocOf,
  ledgerPartOf,
  lineFigures,
  ordersPartOf,
  underContractIn,
  withOrdersCounted,
  type KpiSalesLine,
} from './kpi-rules.js';
import { orderLineRowsOf } from './kpi-order-lines.js';
import { computeCustomerStats } from './customer-stats.js';
import { lineTiersOf, type LineTiers } from './group-tier.js';

// The fixture of docs/kpi.md, « Exemple chiffré » (customer at status 2: consumables and implants 5 points
// per 100 €, capital 2).
const line = (over: Partial<KpiSalesLine>): KpiSalesLine => ({
  salesAmount: 0,
  year: 2025,
  salesRecognitionDate: '2025-03-10',
  pointCategory: 'consommable',
  franchise: 'Trauma',
  subFranchise: 'Plaques',
  gimSubBrand: 'Sub A',
  gimItemType: 'Produit',
  gimCustom: 'Consommables',
  orderNumber: 'O1',
  invoiceQuantity: 1,
  ...over,
});
const LINES: KpiSalesLine[] = [
  line({ salesAmount: 1000, invoiceQuantity: 2 }),
  line({ salesAmount: 500, pointCategory: 'implant', subFranchise: 'Vis' }),
  line({ salesAmount: 2000, pointCategory: 'capital', franchise: 'Instruments', subFranchise: 'Moteurs', orderNumber: 'O2' }),
  line({ salesAmount: 30, pointCategory: 'services', gimItemType: 'Frais de port', franchise: '', subFranchise: 'Frais', orderNumber: 'O9' }),
  line({ salesAmount: -100, invoiceQuantity: -1, orderNumber: 'O3' }),
  line({ salesAmount: 9999, year: 2024, salesRecognitionDate: '2024-05-01' }),
];
const PAST = new Date(Date.UTC(2026, 2, 1));
const STATUS_2: LineTiers = { ownStatus: 2, windows: [] };

describe('per-franchise sales of a customer', () => {
  it('sums sales, points (status of the year), distinct orders and quantities; fees and other years count for nothing', () => {
    const { franchises, subFranchises } = franchiseSalesOf(LINES, { year: 2025, tiers: STATUS_2, now: PAST });
    expect(franchises).toEqual({
      Trauma: { sales: 1400, points: 70, projectedPoints: 70, orders: 2, quantity: 2 },
      Instruments: { sales: 2000, points: 40, projectedPoints: 40, orders: 1, quantity: 1 },
    });
    expect(subFranchises).toEqual(['Moteurs', 'Plaques', 'Vis']);
  });

  it('extrapolates the points of the year in progress to its end (half the year gone: twice the points)', () => {
    const lines = LINES.filter((l) => l.year === 2025).map((l) => ({ ...l, year: 2026, salesRecognitionDate: '2026-03-10' }));
    const half = new Date(Date.UTC(2026, 6, 2, 12));
    expect(franchiseSalesOf(lines, { year: 2026, tiers: STATUS_2, now: half }).franchises.Trauma!.projectedPoints).toBe(140);
  });

  it('gives no points for a franchise an active contract in force excludes, as the customer side does', () => {
    const contracts = [{ active: true, startDate: '2025-01-01', endDate: '2025-12-31', exclusions: { franchises: ['Instruments'], gimSubBrands: [] } }];
    const { franchises } = franchiseSalesOf(LINES, { year: 2025, tiers: STATUS_2, contracts, now: PAST });
    expect(franchises.Instruments).toMatchObject({ sales: 2000, points: 0 });
  });

  it('counts a customer under contract when an active contract covers a day of the year', () => {
    expect(underContractIn(2025, [{ active: true, startDate: '2024-06-01', endDate: '2025-01-01' }])).toBe(true);
    expect(underContractIn(2025, [{ active: true, startDate: '2026-01-01', endDate: '2026-12-31' }])).toBe(false);
    expect(underContractIn(2025, [{ active: false, startDate: '2025-01-01', endDate: '2025-12-31' }])).toBe(false);
  });
});

describe('a buying group’s member that joined or left its group during the year', () => {
  // Own status 1 (500 000 € last year); the group's volume last year, 1 500 000 €, reaches status 3. Consumables and
  // implants earn 3 points per 100 € at status 1 and 6 at status 3, capital 1 and 2.
  const contracts = [{ active: true, startDate: '2025-01-01', endDate: '2025-12-31', exclusions: { franchises: [], gimSubBrands: ['Exclue'] } }];
  const year: KpiSalesLine[] = [
    line({ salesAmount: 10_000, salesRecognitionDate: '2025-03-10' }),
    line({ salesAmount: 5_000, salesRecognitionDate: '2025-06-30', pointCategory: 'implant', subFranchise: 'Vis' }),
    line({ salesAmount: 20_000, salesRecognitionDate: '2025-07-01', orderNumber: 'O2' }),
    line({
      salesAmount: 10_000,
      salesRecognitionDate: '2025-02-01',
      pointCategory: 'capital',
      franchise: 'Instruments',
      subFranchise: 'Moteurs',
      orderNumber: 'O3',
    }),
    line({
      salesAmount: 50_000,
      salesRecognitionDate: '2025-09-15',
      pointCategory: 'capital',
      franchise: 'Instruments',
      subFranchise: 'Moteurs',
      orderNumber: 'O4',
    }),
    line({ salesAmount: 8_000, salesRecognitionDate: '2025-10-01', gimSubBrand: 'Exclue', orderNumber: 'O5' }),
    line({
      salesAmount: 30,
      salesRecognitionDate: '2025-08-01',
      pointCategory: 'services',
      gimItemType: 'Frais de port',
      franchise: '',
      subFranchise: 'Frais',
      orderNumber: 'O9',
    }),
    line({ salesAmount: 500_000, year: 2024, salesRecognitionDate: '2024-06-01' }),
  ];
  const statsOf = (window: { from: string | null; to: string | null }) =>
    computeCustomerStats(year, {
      customerId: 'c1',
      year: 2025,
      manualStatus: {},
      contracts,
      now: PAST,
      group: { groupOption: true, groups: [{ groupId: 'ght-nord', window, groupVolumePreviousYear: 1_500_000 }] },
    }).stats;
  const earned = (s: { capitalPoints: number; consommablePoints: number; implantPoints: number; servicePoints: number }) =>
    s.capitalPoints + s.consommablePoints + s.implantPoints + s.servicePoints;
  const kpiPoints = (franchises: Record<string, { points: number }>) => Object.values(franchises).reduce((a, f) => a + f.points, 0);

  it('entered on 1 July: each line earns at the tier of its date, and its KPI points per franchise add up to its statistics', () => {
    const stats = statsOf({ from: '2025-07-01', to: null });
    expect(stats).toMatchObject({ tierRule: 'group', ownStatus: 1, statusCurrentYear: 3, consommablePoints: 1_500, implantPoints: 150, capitalPoints: 1_100 });
    const { franchises } = franchiseSalesOf(year, { year: 2025, tiers: lineTiersOf(stats), contracts, now: PAST });
    // Trauma: March 10 000 € at 3 %, June 5 000 € of implants at 3 %, July 20 000 € at 6 % (October excluded by the contract).
    expect(franchises.Trauma).toMatchObject({ sales: 43_000, points: 300 + 150 + 1_200 });
    // Instruments: February 10 000 € at 1 %, September 50 000 € at 2 %.
    expect(franchises.Instruments).toMatchObject({ sales: 60_000, points: 100 + 1_000 });
    expect(kpiPoints(franchises)).toBe(earned(stats));
  });

  it('left on 30 June: the group’s tier until then, its own after, on both sides', () => {
    const stats = statsOf({ from: null, to: '2025-06-30' });
    expect(stats).toMatchObject({ tierRule: 'group', ownStatus: 1, statusCurrentYear: 1 });
    const { franchises } = franchiseSalesOf(year, { year: 2025, tiers: lineTiersOf(stats), contracts, now: PAST });
    expect(franchises.Trauma!.points).toBe(600 + 300 + 600);
    expect(kpiPoints(franchises)).toBe(earned(stats));
  });
});

describe('figures shared with the customer side', () => {
  it('are the stats-<year> fields the home screen shows, with the manual points of points-<year>', () => {
    const stats = {
      ...emptyStatsDoc('c1', 2025, '2025-01-01'),
      capitalPoints: 10_000,
      consommablePoints: 5_000.5,
      manualPoints: 50,
      totalPoints: 15_050.5,
      totalCurrentYear: 612_345.67,
      totalPastYear: 1_000_000,
      statusPastYear: 2,
      statusCurrentYear: 3,
      forecastedPointsCurrentYearEnd: 30_051,
      forecastedImpactCurrentYear: 1_224_691.34,
    };
    // An adjustment of +50 landed in points-<year> since stats-<year> was written: both sides show 100.
    expect(customerFiguresOf(stats, { manual: 100 })).toEqual({
      statusPreviousYear: 2,
      statusCurrentYear: 3,
      revenuePreviousYear: 1_000_000,
      revenueCurrentYear: 612_345.67,
      totalPoints: 15_100.5,
      forecastPoints: 30_101,
      forecastRevenue: 1_224_691.34,
    });
    expect(customerFiguresOf(stats).totalPoints).toBe(15_050.5);
    expect(customerFiguresOf(undefined).statusPreviousYear).toBe(-1);
  });
});

const orderLine = (franchise: string, unitPrice: number, quantity: number, currentCost: number) => ({
  productId: 'p',
  reference: `R-${franchise}`,
  description: `Produit ${franchise}`,
  unitPrice,
  quantity,
  currentCost,
  gimPackContent: 10,
  franchiseGroup: 'G',
  franchise,
  subFranchise: 'S',
  category: 'consommable' as const,
});

describe('orders', () => {
  it('total = price × quantity, savings = price total − cost total, margin = savings / price total, 2 decimals', () => {
    expect(lineFigures(100, 40, 2)).toEqual({ totalPrice: 200, totalCost: 80, savings: 120, marginPercent: 60 });
    expect(lineFigures(30, 12.5, 3)).toEqual({ totalPrice: 90, totalCost: 37.5, savings: 52.5, marginPercent: 58.33 });
    expect(lineFigures(0, 5, 1).marginPercent).toBe(0);
  });

  it('counts confirmed orders only, with the free products per franchise', () => {
    const part = ordersPartOf([
      { id: 'x', status: 'confirmed', lines: [orderLine('Trauma', 100, 2, 40), orderLine('Instruments', 50, 1, 35)] },
      { id: 'y', status: 'pending', lines: [orderLine('Trauma', 1000, 1, 1)] },
      { id: 'z', status: 'confirmed', lines: [orderLine('Trauma', 30, 1, 12)] },
    ]);
    expect(part.orders).toEqual({ count: 2, price: 280, cost: 127, quantity: 4, ids: ['x', 'z'] });
    expect(part.redemptions).toEqual({ Trauma: { price: 230, cost: 92, quantity: 3 }, Instruments: { price: 50, cost: 35, quantity: 1 } });
  });

  it('adds orders to those counted once each, whatever their order, with the figures of counting them all', () => {
    const x = { id: 'x', status: 'confirmed' as const, lines: [orderLine('Trauma', 10.1, 3, 4.05)] };
    const y = { id: 'y', status: 'confirmed' as const, lines: [orderLine('Trauma', 0.07, 9, 0.01), orderLine('Spine', 33.33, 1, 9)] };
    const z = { id: 'z', status: 'cancelled' as const, lines: [orderLine('Spine', 500, 1, 1)] };
    const all = ordersPartOf([x, y]);
    // Counted in another order, in two steps, with one of them handed over twice and a cancelled one.
    expect(withOrdersCounted(withOrdersCounted(ordersPartOf([y]), [x, y, z]), [x])).toEqual(all);
    expect(all.orders).toMatchObject({ count: 2, price: 64.26, ids: ['x', 'y'] });
  });

  it('gives one row of 18 columns per order line, searchable without accents', () => {
    const rows = orderLineRowsOf({
      id: 'ord-1',
      customerId: 'c1',
      customerNumber: '123',
      customerName: 'Hôpital Nord',
      orderNumber: 'CMD-1',
      orderDate: '2025-04-01T10:00:00Z',
      year: 2025,
      lines: [orderLine('Trauma', 30, 3, 12.5)],
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: 'line-ord-1-0',
      totalPrice: 90,
      totalCost: 37.5,
      savings: 52.5,
      marginPercent: 58.33,
      packContent: 10,
      designation: 'Produit Trauma',
    });
    expect(rows[0]!.searchText).toContain('hopital nord');
  });
});

const entry = (kind: LedgerEntry['kind'], amount: number, at: string): LedgerEntry => ({ id: `${kind}-${at}`, kind, amount, at, ref: 'r' });
const ENTRIES = [
  entry('earned', 70, '2025-01-31T10:00:00Z'),
  entry('manual', 10, '2025-02-10T10:00:00Z'),
  entry('spent', 50, '2025-03-05T10:00:00Z'),
  entry('reversal', 20, '2025-03-20T10:00:00Z'),
  entry('earned', 40, '2026-01-15T10:00:00Z'),
];

describe('points movements per month', () => {
  it('books earned as issued, spent less reversals as redeemed, manual as adjustments; later entries in December', () => {
    const { months, balance } = ledgerPartOf({ balance: 90, entries: ENTRIES, updatedAt: '2026-01-15T10:00:00Z' }, 2025);
    expect(balance).toBe(90);
    expect(months[0]).toEqual({ issued: 70, redeemed: 0, adjustments: 0 });
    expect(months[1]).toEqual({ issued: 0, redeemed: 0, adjustments: 10 });
    expect(months[2]).toEqual({ issued: 0, redeemed: 30, adjustments: 0 });
    expect(months[11]).toEqual({ issued: 40, redeemed: 0, adjustments: 0 });
  });

  it('books the gap between the balance and its entries as an adjustment of the last change', () => {
    const { months } = ledgerPartOf({ balance: 95, entries: ENTRIES.slice(0, 4), updatedAt: '2025-06-01T00:00:00Z' }, 2025);
    expect(months[5]!.adjustments).toBe(45);
    expect(bookingMonth('2024-12-31T23:00:00Z', 2025)).toBe(0);
  });

  it('builds the whole row', () => {
    const row = kpiCustomerDocOf({
      customer: { id: 'c1', number: '123', name: 'Hôpital' },
      year: 2025,
      stats: undefined,
      sales: franchiseSalesOf(LINES, { year: 2025, tiers: STATUS_2, now: PAST }),
      underContract: true,
      orders: [],
      points: undefined,
      now: PAST,
    });
    expect(row).toMatchObject({
      id: 'customer-c1',
      customerId: 'kpi-2025',
      ownerId: 'c1',
      type: 'kpiCustomer',
      statusPreviousYear: -1,
      underContract: true,
      tierRule: 'own',
    });
    expect(row.ledger.balance).toBe(0);
  });

  it('names the rule the status came from: the group for a member under the option, manual when an administrator set it', () => {
    const base = { year: 2025, sales: { franchises: {}, subFranchises: [] }, underContract: true, orders: [], points: undefined, now: PAST };
    const customer = { id: 'c1', number: '123', name: 'Hôpital' };
    expect(kpiCustomerDocOf({ ...base, customer, stats: { ...emptyStatsDoc('c1', 2025, PAST.toISOString()), tierRule: 'group' } }).tierRule).toBe('group');
    expect(kpiCustomerDocOf({ ...base, customer: { ...customer, manualStatus: { '2025': 3 } }, stats: undefined }).tierRule).toBe('manual');
    expect(kpiCustomerDocOf({ ...base, customer: { ...customer, manualStatus: { '2024': 3 } }, stats: undefined }).tierRule).toBe('own');
  });
});
