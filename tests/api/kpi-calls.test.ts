/**
 * The KPI calls of back-office.md section 7 against the seeded stack: shapes, who may call them, what they
 * refuse, and the configuration round trip (saved, read back, audited, used by the provisions).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectErrorShape, session } from './support/api.js';
import { paginationOf } from './support/customer-read.js';
import { DEMO } from './support/env.js';

const YEAR = new Date().getUTCFullYear();
let admin: string;
let commercial: string;
let customer: string;
let initial: Record<string, string>;

const KPI_GETS: [string, Record<string, string | number>][] = [
  ['kpi/statistics', { year: YEAR }],
  ['kpi/statistics-franchise', { year: YEAR }],
  ['kpi/statistics-customer', {}],
  ['kpi/provisions', { year: YEAR }],
  ['kpi/orders-details', {}],
  ['kpi/by-names', { names: 'ManualCogs' }],
  ['kpi/points-liability', { year: YEAR }],
];

const settings = async (): Promise<Record<string, string>> => {
  const res = await call('GET', 'kpi/by-names', { token: admin, query: { names: 'ManualCogs,CalculatedCogs,UseCurrentYearOrNot,ActiveCogs' } });
  expect(res.status, res.text).toBe(200);
  return Object.fromEntries((res.json as { name: string; value: string }[]).map((s) => [s.name, s.value]));
};

beforeAll(async () => {
  [admin, commercial, customer] = (await Promise.all([session(DEMO.admin), session(DEMO.commercial), session(DEMO.customer)])).map((s) => s.token);
  initial = await settings();
});

afterAll(async () => {
  // Leaves the shared stack's settings as they were.
  if (initial?.ManualCogs) await call('PUT', 'kpi/manual-cogs', { token: admin, headers: { 'If-Match': '*' }, body: initial.ManualCogs });
  if (initial?.UseCurrentYearOrNot)
    await call('PUT', 'kpi/kpi-key', { token: admin, headers: { 'If-Match': '*' }, body: { name: 'UseCurrentYearOrNot', value: initial.UseCurrentYearOrNot } });
  if (initial?.ActiveCogs)
    await call('PUT', 'kpi/kpi-key', { token: admin, headers: { 'If-Match': '*' }, body: { name: 'ActiveCogs', value: initial.ActiveCogs } });
});

describe('access', () => {
  it.each(KPI_GETS)('GET %s: administrator only (401 without a session, 403 for the others)', async (path, query) => {
    expect((await call('GET', path, { query })).status).toBe(401);
    for (const token of [commercial, customer]) {
      const res = await call('GET', path, { token, query });
      expect(res.status, res.text).toBe(403);
      expectErrorShape(res);
    }
    expect((await call('GET', path, { token: admin, query })).status).toBe(200);
  });

  it('the configuration writes are refused to anyone but an administrator, and change nothing', async () => {
    for (const token of [commercial, customer]) {
      expect((await call('PUT', 'kpi/manual-cogs', { token, headers: { 'If-Match': '*' }, body: 42 })).status).toBe(403);
      expect((await call('PUT', 'kpi/kpi-key', { token, headers: { 'If-Match': '*' }, body: { name: 'UseCurrentYearOrNot', value: 'true' } })).status).toBe(
        403,
      );
    }
    expect(await settings()).toEqual(initial);
  });
});

describe('figures', () => {
  it('statistics: the eight cards for the current and the previous year', async () => {
    for (const year of [YEAR, YEAR - 1]) {
      const res = await call('GET', 'kpi/statistics', { token: admin, query: { year } });
      expect(res.status, res.text).toBe(200);
      expect(Object.keys(res.json).sort()).toEqual(
        [
          'averageCost',
          'estimatedGrowth',
          'estimatedPoints',
          'totalCA',
          'totalContract',
          'totalOrdersLastYear',
          'totalPointsSpentLastYear',
          'totalSubFranchises',
          'year',
        ].sort(),
      );
      expect(res.json.year).toBe(year);
      expect(res.json.totalCA).toBeGreaterThan(0);
      expect(res.json.totalSubFranchises).toBeGreaterThan(0);
    }
  });

  it('divisions: one row per franchise whose points add up to the programme’s', async () => {
    const res = await call('GET', 'kpi/statistics-franchise', { token: admin, query: { year: YEAR - 1 } });
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThan(0);
    for (const r of res.json) expect(Object.keys(r).sort()).toEqual(['franchise', 'totalOrders', 'totalPoints', 'totalProducts']);
    expect(new Set(res.json.map((r: { franchise: string }) => r.franchise)).size).toBe(res.json.length);
  });

  it('clients: one row per customer with the spec’s fields; customer= narrows to one', async () => {
    const all = await call('GET', 'kpi/statistics-customer', { token: admin });
    expect(all.status).toBe(200);
    const fields = [
      'customerId',
      'customerName',
      'customerNumber',
      'forecastPoints',
      'revenueCurrentYear',
      'revenuePreviousYear',
      'statusCurrentYear',
      'statusPreviousYear',
      'tierRule',
      'totalPoints',
    ];
    expect(Object.keys(all.json[0]).sort()).toEqual(fields);
    expect(new Set(all.json.map((r: { customerId: string }) => r.customerId)).size).toBe(all.json.length);
    // A customer created, renamed and deleted in the back office shows in the tab at once, as it is.
    const number = `KPI${Date.now() % 1_000_000}`;
    const made = await call('POST', 'customers', { token: admin, body: { number, name: 'Clinique KPI essai', active: true } });
    expect(made.status, made.text).toBe(201);
    const rowOf = async () => (await call('GET', 'kpi/statistics-customer', { token: admin, query: { customer: number } })).json;
    expect(await rowOf()).toEqual([
      expect.objectContaining({ customerNumber: number, customerName: 'Clinique KPI essai', revenueCurrentYear: 0, totalPoints: 0 }),
    ]);
    const renamed = await call('PUT', `customers/${made.json.id}`, {
      token: admin,
      headers: { 'If-Match': '*' },
      body: { number, name: 'Clinique KPI renommée' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect((await rowOf())[0].customerName).toBe('Clinique KPI renommée');
    expect((await call('DELETE', `customers/${made.json.id}`, { token: admin, headers: { 'If-Match': '*' } })).status).toBe(204);
    expect(await rowOf()).toEqual([]);
    const one = await call('GET', 'kpi/statistics-customer', { token: admin, query: { customer: all.json[0].customerNumber } });
    expect(one.json).toEqual([all.json[0]]);
  });

  it('provisions: franchises with projected points above 0, totals that add up, the spec’s spelling', async () => {
    const res = await call('GET', 'kpi/provisions', { token: admin, query: { year: YEAR } });
    expect(res.status).toBe(200);
    const p = res.json;
    expect(p.franchises.length).toBeGreaterThan(0);
    for (const f of p.franchises) {
      expect(f.projectedPoint).toBeGreaterThan(0);
      expect(f).toHaveProperty('percantagePreviousYear');
      expect(f).toHaveProperty('percantageCurrentYear');
      expect(f.provision).toBeCloseTo(f.contribution - f.cogs, 2);
    }
    const sum = p.franchises.reduce((s: number, f: { projectedPoint: number }) => s + f.projectedPoint, 0);
    expect(p.totalPointsProjected).toBeCloseTo(sum, 1);
  });

  it('orders details: pages of 10 with X-Pagination, 18 columns and their arithmetic, search and sort', async () => {
    const res = await call('GET', 'kpi/orders-details', { token: admin });
    expect(res.status).toBe(200);
    const page = paginationOf(res);
    expect(page.PageSize).toBe(10);
    expect(page.TotalCount).toBeGreaterThan(10);
    expect(res.json).toHaveLength(10);
    for (const r of res.json) {
      expect(Object.keys(r)).toHaveLength(18);
      expect(r.totalPrice).toBeCloseTo(r.unitPrice * r.quantity, 2);
      expect(r.savings).toBeCloseTo(r.totalPrice - r.totalCost, 2);
      if (r.totalPrice) expect(r.marginPercent).toBeCloseTo((r.savings / r.totalPrice) * 100, 2);
    }
    const dates = res.json.map((r: { orderDate: string }) => r.orderDate);
    expect([...dates].sort().reverse()).toEqual(dates);

    const byMargin = await call('GET', 'kpi/orders-details', { token: admin, query: { orderBy: 'marginPercent asc', pageSize: 20 } });
    const margins = byMargin.json.map((r: { marginPercent: number }) => r.marginPercent);
    expect([...margins].sort((a, b) => a - b)).toEqual(margins);

    const wanted = res.json[0].orderNumber as string;
    const found = await call('GET', 'kpi/orders-details', { token: admin, query: { search: wanted.toLowerCase() } });
    expect(found.json.length).toBeGreaterThan(0);
    expect(found.json.every((r: { orderNumber: string }) => r.orderNumber === wanted)).toBe(true);
    expect(paginationOf(found).TotalCount).toBe(found.json.length);
  });

  it('points liability: twelve months that roll forward, and an Excel export', async () => {
    const res = await call('GET', 'kpi/points-liability', { token: admin, query: { year: YEAR - 1 } });
    expect(res.status).toBe(200);
    const { months, customers } = res.json;
    expect(months).toHaveLength(12);
    for (let i = 0; i < 11; i++) expect(months[i + 1].opening).toBe(months[i].closing);
    expect(months[11].closing).toBeCloseTo(0, 2); // last year's points expired on 31 December
    expect(customers.length).toBeGreaterThan(0);
    const xlsx = await fetch(new URL(`${process.env.API_URL ?? 'http://127.0.0.1:7091'}/api/kpi/points-liability/export?year=${YEAR}`), {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toMatch(/spreadsheetml/);
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });
});

describe('validation', () => {
  it.each([
    ['kpi/statistics', { year: 'deux mille' }],
    ['kpi/provisions', { year: 1800 }],
    ['kpi/by-names', { names: 'ManualCogs,Inconnu' }],
    ['kpi/orders-details', { orderBy: 'password desc' }],
    ['kpi/orders-details', { pageSize: 0 }],
  ])('GET %s %j: 400 with a French message', async (path, query) => {
    const res = await call('GET', path, { token: admin, query });
    expect(res.status, res.text).toBe(400);
    expectErrorShape(res);
    expect(res.json.error.message).toMatch(/[éèàù]|invalide|Tri|Noms/);
  });

  it.each([['abc'], [150], [-1], ['12,5,3'], [{ value: 'douze' }], [{ valeur: 12 }], [null]])('PUT manual-cogs %j: 400, nothing saved', async (body) => {
    const res = await call('PUT', 'kpi/manual-cogs', { token: admin, headers: { 'If-Match': '*' }, body });
    expect(res.status, res.text).toBe(400);
    expectErrorShape(res);
    expect((await settings()).ManualCogs).toBe(initial.ManualCogs);
  });

  it.each([
    [{ name: 'UseCurrentYearOrNot', value: 'oui' }],
    [{ name: 'ManualCogs', value: '101' }],
    [{ name: 'Autre', value: 'true' }],
    [{ name: 'ManualCogs' }],
  ])('PUT kpi-key %j: 400, nothing saved', async (body) => {
    const res = await call('PUT', 'kpi/kpi-key', { token: admin, headers: { 'If-Match': '*' }, body });
    expect(res.status, res.text).toBe(400);
    expectErrorShape(res);
    expect(await settings()).toEqual(initial);
  });
});

describe('configuration round trip', () => {
  it('the manual % takes a comma, a dot, a bare value or { value }, is read back, audited and used by the provisions', async () => {
    let res = await call('PUT', 'kpi/manual-cogs', { token: admin, headers: { 'If-Match': '*' }, body: '12,5' });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ name: 'ManualCogs', value: '12.5' });
    expect((await settings()).ManualCogs).toBe('12.5');
    res = await call('PUT', 'kpi/manual-cogs', { token: admin, headers: { 'If-Match': '*' }, body: { value: 20 } });
    expect(res.status).toBe(200);
    expect((await settings()).ManualCogs).toBe('20');

    await call('PUT', 'kpi/kpi-key', { token: admin, headers: { 'If-Match': '*' }, body: { name: 'UseCurrentYearOrNot', value: 'false' } });
    await call('PUT', 'kpi/kpi-key', { token: admin, headers: { 'If-Match': '*' }, body: { name: 'ActiveCogs', value: 'manual' } });
    const p = (await call('GET', 'kpi/provisions', { token: admin, query: { year: YEAR } })).json;
    expect(p.manualCogs).toBe(20);
    expect(p.rateInForce).toBe(20);
    for (const f of p.franchises) {
      expect(f.percantagePreviousYear).toBe(20);
      expect(f.cogs).toBeCloseTo(f.contribution * 0.2, 1);
    }

    const audit = await call('GET', 'audit', { token: admin, query: { entity: 'kpi', entityId: 'ManualCogs' } });
    expect(audit.status, audit.text).toBe(200);
    expect(audit.json[0]).toMatchObject({ entity: 'kpi', action: 'update', changes: [{ field: 'value', before: '12.5', after: '20' }] });
  });

  it('the current-year switch is saved as the text true/false and puts each franchise’s YTD rate in force', async () => {
    let res = await call('PUT', 'kpi/kpi-key', { token: admin, headers: { 'If-Match': '*' }, body: { name: 'UseCurrentYearOrNot', value: 'true' } });
    expect(res.status, res.text).toBe(200);
    expect((await settings()).UseCurrentYearOrNot).toBe('true');
    const p = (await call('GET', 'kpi/provisions', { token: admin, query: { year: YEAR } })).json;
    expect(p.useCurrentYear).toBe(true);
    for (const f of p.franchises) expect(f.cogs).toBeCloseTo((f.contribution * f.percantageCurrentYear) / 100, 1);
    res = await call('PUT', 'kpi/kpi-key', { token: admin, headers: { 'If-Match': '*' }, body: { name: 'UseCurrentYearOrNot', value: 'false' } });
    expect(res.json).toEqual({ name: 'UseCurrentYearOrNot', value: 'false' });
    expect((await settings()).UseCurrentYearOrNot).toBe('false');
  });
});
