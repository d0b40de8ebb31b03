import { describe, expect, it } from 'vitest';
import type { KpiCustomerDoc, KpiLedgerMonth } from '../model/kpi.js';
import { customerRowsOf, franchiseCogsFromText, franchiseCogsText, franchiseRowsOf, provisionsOf, statisticsOf } from './kpi-rollups.js';

// The two customers of docs/kpi.md, « Exemple chiffré des écrans ».
const months = (redeemedInMarch: number): KpiLedgerMonth[] =>
  Array.from({ length: 12 }, (_, m) => ({ issued: m === 0 ? 100 : 0, redeemed: m === 2 ? redeemedInMarch : 0, adjustments: 0 }));

const row = (over: Partial<KpiCustomerDoc>): KpiCustomerDoc => ({
  id: 'customer-x',
  type: 'kpiCustomer',
  customerId: 'kpi-2025',
  ownerId: 'x',
  year: 2025,
  customerNumber: '0',
  customerName: '',
  statusPreviousYear: 0,
  statusCurrentYear: 0,
  revenuePreviousYear: 0,
  revenueCurrentYear: 0,
  totalPoints: 0,
  forecastPoints: 0,
  forecastRevenue: 0,
  underContract: false,
  subFranchises: [],
  franchises: {},
  orders: { count: 0, price: 0, cost: 0, quantity: 0, ids: [] },
  redemptions: {},
  ledger: { months: months(0), balance: 0 },
  updatedAt: '',
  ...over,
});

const A = row({
  ownerId: 'a',
  customerNumber: '100',
  customerName: 'Clinique A',
  statusPreviousYear: 2,
  statusCurrentYear: 3,
  revenuePreviousYear: 1_000_000,
  revenueCurrentYear: 600_000,
  forecastRevenue: 1_200_000,
  totalPoints: 15_000,
  forecastPoints: 30_000,
  underContract: true,
  subFranchises: ['Plaques', 'Vis'],
  franchises: { Trauma: { sales: 1400, points: 70, projectedPoints: 140, orders: 2, quantity: 2 } },
  orders: { count: 2, price: 280, cost: 127, quantity: 4, ids: ['x', 'z'] },
  redemptions: { Trauma: { price: 230, cost: 92, quantity: 3 } },
  ledger: { months: months(30), balance: 70 },
});
const B = row({
  ownerId: 'b',
  customerNumber: '200',
  customerName: 'Atelier B',
  statusPreviousYear: -1,
  revenuePreviousYear: 500_000,
  revenueCurrentYear: 300_000,
  forecastRevenue: 600_000,
  forecastPoints: 10_000,
  subFranchises: ['Vis', 'Moteurs', 'NON ALLOCATED'],
  franchises: {
    Trauma: { sales: 100, points: 30, projectedPoints: 60, orders: 1, quantity: 5 },
    Instruments: { sales: 2000, points: 40, projectedPoints: 80, orders: 1, quantity: 1 },
    Spine: { sales: 10, points: 50, projectedPoints: 100, orders: 1, quantity: 1 },
    Neuro: { sales: -50, points: 0, projectedPoints: 0, orders: 1, quantity: -1 },
  },
  orders: { count: 1, price: 50, cost: 35, quantity: 1, ids: ['w'] },
  redemptions: { Instruments: { price: 50, cost: 35, quantity: 1 } },
  ledger: { months: months(50), balance: 50 },
});

describe('Statistiques', () => {
  it('gives the eight cards of the worked example', () => {
    expect(statisticsOf([A, B], 2025)).toEqual({
      year: 2025,
      averageCost: 54, // (127 + 35) € of cost / 3 orders
      totalSubFranchises: 3, // Moteurs, Plaques, Vis (NON ALLOCATED is not one)
      totalOrdersLastYear: 3,
      totalPointsSpentLastYear: 80,
      totalCA: 900_000,
      totalContract: 1,
      estimatedPoints: 40_000,
      estimatedGrowth: 20, // (1.8 M€ − 1.5 M€) / 1.5 M€
    });
  });

  it('answers zeros, not NaN, for a year without data', () => {
    expect(statisticsOf([], 2024)).toMatchObject({ averageCost: 0, estimatedGrowth: 0, totalCA: 0 });
  });
});

describe('Divisions and Clients', () => {
  it('sums the franchises of every customer, most points first', () => {
    expect(franchiseRowsOf([A, B])).toEqual([
      { franchise: 'Trauma', totalOrders: 3, totalPoints: 100, totalProducts: 7 },
      { franchise: 'Spine', totalOrders: 1, totalPoints: 50, totalProducts: 1 },
      { franchise: 'Instruments', totalOrders: 1, totalPoints: 40, totalProducts: 1 },
      { franchise: 'Neuro', totalOrders: 1, totalPoints: 0, totalProducts: -1 },
    ]);
  });

  it('lists the customers by name with the spec fields', () => {
    const rows = customerRowsOf([A, B]);
    expect(rows.map((r) => r.customerName)).toEqual(['Atelier B', 'Clinique A']);
    expect(rows[1]).toEqual({
      customerId: 'a',
      customerNumber: '100',
      customerName: 'Clinique A',
      statusPreviousYear: 2,
      statusCurrentYear: 3,
      revenuePreviousYear: 1_000_000,
      revenueCurrentYear: 600_000,
      totalPoints: 15_000,
      forecastPoints: 30_000,
      tierRule: 'own',
    });
  });

  it('says which rule made each status (issue 33): a row without one is the customer’s own sales', () => {
    expect(
      customerRowsOf([
        { ...A, tierRule: 'group' },
        { ...B, tierRule: 'manual' },
      ]).map((r) => [r.customerName, r.tierRule]),
    ).toEqual([
      ['Atelier B', 'manual'],
      ['Clinique A', 'group'],
    ]);
  });
});

describe('Provisions (COGS)', () => {
  it('with the manual rate in force (15 %): COGS = contribution × 15 %, provision = contribution − COGS', () => {
    const p = provisionsOf([A, B], 2025, { manualCogs: 15, useCurrentYear: false });
    expect(p.franchises.map((f) => f.franchise)).toEqual(['Trauma', 'Spine', 'Instruments']); // Neuro: 0 projected points
    expect(p.franchises[0]).toEqual({
      franchise: 'Trauma',
      projectedPoint: 200,
      percantagePreviousYear: 15,
      percantageCurrentYear: 40,
      contribution: 200,
      cogs: 30,
      provision: 170,
    });
    expect(p.franchises[1]).toMatchObject({ franchise: 'Spine', percantageCurrentYear: 45.36, cogs: 15, provision: 85 });
    expect(p.franchises[2]).toMatchObject({ franchise: 'Instruments', percantageCurrentYear: 70, cogs: 12, provision: 68 });
    expect(p).toMatchObject({
      totalPointsProjected: 380,
      totalContribution: 380,
      totalCogs: 57,
      totalProvision: 323,
      manualCogs: 15,
      calculatedCogs: 45.36,
      useCurrentYear: false,
      rateInForce: 15,
    });
  });

  it('with the YTD rates in force: each franchise at its own rate, the programme rate for one without redemptions', () => {
    const p = provisionsOf([A, B], 2025, { manualCogs: 15, useCurrentYear: true });
    expect(p.franchises.map((f) => [f.franchise, f.cogs, f.provision])).toEqual([
      ['Trauma', 80, 120],
      ['Spine', 45.36, 54.64],
      ['Instruments', 56, 24],
    ]);
    expect(p.rateInForce).toBe(45.36);
    expect(p.totalCogs).toBe(181.36);
  });

  // Issue 30, the spec as written: the previous-year % is per franchise, and the « Actif » boxes are a setting of their own.
  it('costs a franchise at its own previous-year % when set, every other at the manual one', () => {
    const p = provisionsOf([A, B], 2025, { manualCogs: 15, useCurrentYear: false, franchiseCogs: { Spine: 30 } });
    expect(p.franchises.map((f) => [f.franchise, f.percantagePreviousYear, f.cogs, f.provision])).toEqual([
      ['Trauma', 15, 30, 170],
      ['Spine', 30, 30, 70],
      ['Instruments', 15, 12, 68],
    ]);
    // With the switch on, the year-to-date % of each franchise is in force instead, whatever its previous-year one.
    expect(provisionsOf([A, B], 2025, { manualCogs: 15, useCurrentYear: true, franchiseCogs: { Spine: 30 } }).franchises[1]).toMatchObject({
      franchise: 'Spine',
      percantagePreviousYear: 30,
      cogs: 45.36,
    });
  });

  it('takes the programme’s rate in force from the ticked « Actif » box, apart from the switch', () => {
    const manual = provisionsOf([A, B], 2025, { manualCogs: 15, useCurrentYear: true, activeCogs: 'manual' });
    expect(manual).toMatchObject({ activeCogs: 'manual', rateInForce: 15, useCurrentYear: true, totalCogs: 181.36 });
    const calculated = provisionsOf([A, B], 2025, { manualCogs: 15, useCurrentYear: false, activeCogs: 'calculated' });
    expect(calculated).toMatchObject({ activeCogs: 'calculated', rateInForce: 45.36, useCurrentYear: false, totalCogs: 57 });
    // Never set: the box follows the switch, the one setting both meant before.
    expect(provisionsOf([A, B], 2025, { manualCogs: 15, useCurrentYear: true })).toMatchObject({ activeCogs: 'calculated', rateInForce: 45.36 });
  });

  it('keeps the franchises’ percentages in one map: set, replaced, removed; anything unreadable is unset', () => {
    const once = franchiseCogsText({}, 'Trauma & Extremities', 12.5);
    expect(franchiseCogsFromText(once)).toEqual({ 'Trauma & Extremities': 12.5 });
    const twice = franchiseCogsText(franchiseCogsFromText(once), 'Spine', 30);
    expect(franchiseCogsFromText(franchiseCogsText(franchiseCogsFromText(twice), 'Trauma & Extremities', undefined))).toEqual({ Spine: 30 });
    for (const bad of [undefined, '', 'pas du JSON', '[1]', '{"Spine":"30"}', '{"Spine":150}']) expect(franchiseCogsFromText(bad), String(bad)).toEqual({});
  });
});
