/**
 * The KPI screens are kept per Functions instance against the version of the year's rows
 * (services/kpi-screens.ts): a write must show in the very next read, whether it was made through this
 * instance or by another one (here the test process, writing through the repository as any other instance
 * would). Each screen is read first, so that what it shows afterwards cannot come from a first read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, session } from './support/api.js';
import { direct } from './support/direct.js';
import { DEMO } from './support/env.js';

type Repo = typeof import('../../functions/src/data/kpi-repository.js');
type Aggregates = typeof import('../../functions/src/services/kpi-aggregates.js');

const YEAR = new Date().getUTCFullYear();
const MONTH = new Date().getUTCMonth();
let admin: string;
let customer: { customerId: string; customerNumber: string; customerName: string; totalPoints: number };
let repo: Repo;
let aggregates: Aggregates;
let added = 0;

const get = async (path: string, query: Record<string, string | number> = {}) => {
  const res = await call('GET', path, { token: admin, query });
  expect(res.status, res.text).toBe(200);
  return res.json;
};
type Liability = { months: { issued: number; redeemed: number; expired: number; adjustments: number; closing: number }[] };
const total = (l: Liability, key: 'issued' | 'redeemed' | 'expired' | 'adjustments') => l.months.reduce((sum, m) => sum + m[key], 0);
/** Between the two readings, the only movement is our adjustment of `points`. */
const onlyOurs = (before: Liability, after: Liability, points: number) =>
  (['issued', 'redeemed', 'expired'] as const).every((k) => Math.abs(total(after, k) - total(before, k)) < 0.005) &&
  Math.abs(total(after, 'adjustments') - total(before, 'adjustments') - points) < 0.005;
const customerRow = async () => ((await get('kpi/statistics-customer')) as (typeof customer)[]).find((r) => r.customerId === customer.customerId)!;

beforeAll(async () => {
  await direct();
  [repo, aggregates] = await Promise.all([import('../../functions/src/data/kpi-repository.js'), import('../../functions/src/services/kpi-aggregates.js')]);
  admin = (await session(DEMO.admin)).token;
  // The customer with the most points: a seeded one, with its points of the year, whatever other files left.
  customer = ((await get('kpi/statistics-customer')) as (typeof customer)[]).sort((a, b) => b.totalPoints - a.totalPoints)[0]!;
});

afterAll(async () => {
  if (added)
    await call('POST', 'statsContract/updatePoints', {
      token: admin,
      body: { customerId: customer.customerId, manualPointsToAdd: -added, reason: 'Retour après essai KPI' },
    });
  // Whatever the test wrote into the row itself goes: the row is computed again from its sources, sales part included.
  if (aggregates && customer) await aggregates.refreshCustomerKpi(customer.customerId, YEAR, { sales: true });
});

describe('KPI answers kept per instance', () => {
  it('show a points adjustment made through the API in the next read of every screen', async () => {
    const [row, liability, filtered] = [
      await customerRow(),
      await get('kpi/points-liability', { year: YEAR }),
      await get('kpi/statistics-customer', { customer: customer.customerNumber }),
    ];
    expect(filtered).toEqual([row]);
    const res = await call('POST', 'statsContract/updatePoints', {
      token: admin,
      body: { customerId: customer.customerId, manualPointsToAdd: 37, reason: 'Essai KPI' },
    });
    expect(res.status, res.text).toBe(200);
    added += 37;

    expect((await customerRow()).totalPoints).toBeCloseTo(row.totalPoints + 37, 2);
    expect((await get('kpi/statistics-customer', { customer: customer.customerNumber }))[0].totalPoints).toBeCloseTo(row.totalPoints + 37, 2);
    const after = await get('kpi/points-liability', { year: YEAR });
    // The liability sums every customer, and other files order and adjust points meanwhile (their KPI rows
    // follow within a second): the closing is compared over a window in which nothing else moved it.
    let last: Liability = liability;
    let next: Liability = after;
    for (let attempt = 0; attempt < 5 && !onlyOurs(last, next, 37); attempt++) {
      last = await get('kpi/points-liability', { year: YEAR });
      const again = await call('POST', 'statsContract/updatePoints', {
        token: admin,
        body: { customerId: customer.customerId, manualPointsToAdd: 37, reason: 'Essai KPI' },
      });
      expect(again.status, again.text).toBe(200);
      added += 37;
      next = await get('kpi/points-liability', { year: YEAR });
    }
    expect(onlyOurs(last, next, 37), 'le passif a bougé par d’autres écritures à chaque essai').toBe(true);
    expect(next.months[MONTH].adjustments).toBeCloseTo(last.months[MONTH].adjustments + 37, 2);
    expect(next.months[11].closing).toBeCloseTo(last.months[11].closing + 37, 2);
  });

  it('show a row written by another instance in the next read', async () => {
    const before = await get('kpi/statistics', { year: YEAR });
    expect((await customerRow()).customerName).toBe(customer.customerName);
    const stored = (await repo.readKpiRow(customer.customerId, YEAR))!;
    expect(stored).toBeDefined();
    const { _etag, ...doc } = stored;
    await repo.writeKpiRow({ ...doc, customerName: `${doc.customerName} (autre instance)`, underContract: !doc.underContract }, _etag);

    expect((await customerRow()).customerName).toBe(`${customer.customerName} (autre instance)`);
    const after = await get('kpi/statistics', { year: YEAR });
    expect(after.totalContract).toBe(before.totalContract + (doc.underContract ? -1 : 1));
  });

  it('refuse a row written over a version it did not read, and keep the version then', async () => {
    const stored = (await repo.readKpiRow(customer.customerId, YEAR))!;
    const version = await repo.kpiVersionOf(YEAR);
    await expect(repo.writeKpiRow({ ...stored, customerName: 'Jamais écrit' }, '"une-autre-version"')).rejects.toMatchObject({ code: 412 });
    expect(await repo.kpiVersionOf(YEAR)).toBe(version);
    expect((await customerRow()).customerName).toBe(stored.customerName);
  });
});
