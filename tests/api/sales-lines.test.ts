/**
 * recordSalesLines / removeSalesLines (functions/src/domain/sales-lines.ts), the one entry point of every
 * writer of sales lines, against the stack's real local Cosmos DB: the lines are stored and the
 * materialised statistics of each touched (customer, year) follow — figures, points earned, status of
 * the year after — as the stats route then shows them.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDoc } from '../../functions/src/model/customers.js';
import type { SalesLineDoc } from '../../functions/src/model/sales.js';
import { call, session } from './support/api.js';
import { direct } from './support/direct.js';
import { DEMO } from './support/env.js';
import { salesLineDoc } from './support/sales-line.js';

type SalesModule = typeof import('../../functions/src/services/sales-lines.js');
type Cosmos = Awaited<ReturnType<typeof direct>>['cosmos'];

const NOW = new Date();
const YEAR = NOW.getUTCFullYear();
let sales: SalesModule;
let cosmos: Cosmos;
let admin: string;
let customerId: string;

const line = (id: string, year: number, amount: number, pointCategory: SalesLineDoc['pointCategory'] = 'consommable'): SalesLineDoc =>
  salesLineDoc(id, customerId, {
    salesAmount: amount,
    salesRecognitionDate: year === YEAR ? NOW.toISOString().slice(0, 10) : `${year}-06-15`,
    pointCategory,
  });

const stats = async () => {
  const res = await call('GET', `statsContract/customer/${customerId}`, { token: admin });
  expect(res.status, res.text).toBe(200);
  return res.json.statsContract;
};
const points = async () =>
  (await cosmos.container('customerData').item(`points-${YEAR}`, customerId).read<{ earned: number; manual: number; spent: number; balance: number }>())
    .resource;

beforeAll(async () => {
  ({ cosmos } = await direct());
  sales = await import('../../functions/src/services/sales-lines.js');
  admin = (await session(DEMO.admin)).token;
  // A customer of its own, without sales: nothing else in the demo data changes.
  customerId = `cust-essai-${randomUUID().slice(0, 8)}`;
  const doc: CustomerDoc = {
    id: customerId,
    type: 'customer',
    number: customerId.slice(-9),
    name: 'Clinique d’essai des ventes',
    phone: '',
    email: '',
    city: 'Lille',
    address: '',
    zipCode: '59000',
    buyingGroupId: null,
    buyingGroupName: null,
    manualStatus: {},
    status: 0,
    statusYear: YEAR,
    fK_UniqueContact: null,
    relatedCustomerIds: [],
    active: true,
    logo: null,
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
    searchText: '',
  };
  await cosmos.container('customers').items.create(doc);
});

describe('recordSalesLines', () => {
  it('refuses a line whose year is not the year of its date, before writing anything', async () => {
    await expect(sales.recordSalesLines([{ ...line('l-bad', YEAR, 10), year: YEAR - 1 }], NOW)).rejects.toThrow(/année/);
    expect((await stats()).totalCurrentYear).toBe(0);
  });

  it('stores the lines and refreshes the stats of the year, the status and the points earned', async () => {
    // 800 k€ last year: status 2 this year; 10,000 € of consumables this year earn 5 points per 100 €.
    const result = await sales.recordSalesLines([line('l-prev', YEAR - 1, 800_000, 'capital'), line('l-cur', YEAR, 10_000)], NOW);
    expect(result.lines).toBe(2);
    expect(result.refreshed).toEqual(
      expect.arrayContaining([
        { customerId, year: YEAR - 1 },
        { customerId, year: YEAR },
      ]),
    );
    const s = await stats();
    expect(s).toMatchObject({
      statusCurrentYear: 2,
      totalCurrentYear: 10_000,
      totalPastYear: 800_000,
      consommablePoints: 500,
      totalPoints: 500,
      remainingPoints: 500,
    });
    expect(await points()).toMatchObject({ earned: 500, balance: 500 });
    const { resource: customer } = await cosmos.container('customers').item(customerId, customerId).read<CustomerDoc>();
    expect(customer?.status).toBe(2);
    const { resources } = await cosmos
      .container('sales')
      .items.query({ query: "SELECT VALUE c.id FROM c WHERE c.customerId = @c AND c.type = 'salesLine'", parameters: [{ name: '@c', value: customerId }] })
      .fetchAll();
    expect(resources.sort()).toEqual(['l-cur', 'l-prev']);
  });

  it('an upsert of the same line changes the figures instead of adding to them; manual points are kept', async () => {
    expect(
      (await call('POST', 'statsContract/updatePoints', { token: admin, body: { customerId, manualPointsToAdd: 40, reason: 'Test des lignes de vente' } }))
        .status,
    ).toBe(200);
    await sales.recordSalesLines([line('l-cur', YEAR, 20_000)], NOW);
    const s = await stats();
    expect(s).toMatchObject({ totalCurrentYear: 20_000, consommablePoints: 1000, manualPoints: 40, totalPoints: 1040, remainingPoints: 1040 });
    expect(await points()).toMatchObject({ earned: 1000, manual: 40, balance: 1040 });
  });

  it('a line moved to another year refreshes its former year too; last year’s sales set this year’s status', async () => {
    // The 800 k€ line moves to two years ago: last year has no sales any more, so this year's status falls to 0.
    await sales.recordSalesLines([line('l-prev', YEAR - 2, 800_000, 'capital')], NOW);
    const s = await stats();
    expect(s).toMatchObject({ statusCurrentYear: 0, totalPastYear: 0, consommablePoints: 0, totalPoints: 40, remainingPoints: 40 });
    expect(await points()).toMatchObject({ earned: 0, manual: 40, balance: 40 });
  });

  it('removeSalesLines deletes lines and refreshes their years', async () => {
    await sales.recordSalesLines([line('l-prev', YEAR - 1, 800_000, 'capital')], NOW);
    expect((await stats()).consommablePoints).toBe(1000);
    const result = await sales.removeSalesLines(
      [
        { customerId, id: 'l-cur' },
        { customerId, id: 'absente' },
      ],
      NOW,
    );
    expect(result.refreshed).toContainEqual({ customerId, year: YEAR });
    expect(await stats()).toMatchObject({ totalCurrentYear: 0, consommablePoints: 0, statusCurrentYear: 2, totalPastYear: 800_000 });
  });
});

describe('yearsDependingOn', () => {
  it('is the year and the two after it, never after the current year', () => {
    expect(sales.yearsDependingOn(2023, 2026)).toEqual([2023, 2024, 2025]);
    expect(sales.yearsDependingOn(2025, 2026)).toEqual([2025, 2026]);
    expect(sales.yearsDependingOn(2026, 2026)).toEqual([2026]);
  });
});

describe('recordKnownSalesLines', () => {
  const counter = async () => (await import('../../functions/src/data/sales-repository.js')).salesLinesState().then((s) => s.value);
  const stored = async (id: string) => (await cosmos.container('sales').item(id, customerId).read<SalesLineDoc>()).resource;

  it('creates the lines said new and replaces those said stored, counting only the new ones', async () => {
    const before = await counter();
    await sales.recordKnownSalesLines(
      [
        { line: line('k-1', YEAR, 1_000), storedYear: null },
        { line: line('k-2', YEAR, 2_000), storedYear: null },
      ],
      NOW,
    );
    expect(await counter()).toBe(before + 2);
    await sales.recordKnownSalesLines([{ line: line('k-1', YEAR, 3_000), storedYear: YEAR }], NOW);
    expect(await counter()).toBe(before + 2);
    expect((await stored('k-1'))?.salesAmount).toBe(3_000);
    // Invoice « F-k-1 », as the search compares it: lower case, letters and digits only.
    expect((await stored('k-1'))?.searchKeys?.invoice).toBe('fk1');
  });

  it('a batch written again (a chunk replayed after a crash) changes neither the count nor the figures', async () => {
    const before = await counter();
    const figures = (await stats()).totalCurrentYear;
    await sales.recordKnownSalesLines(
      [
        { line: line('k-1', YEAR, 3_000), storedYear: null },
        { line: line('k-2', YEAR, 2_000), storedYear: null },
      ],
      NOW,
    );
    expect(await counter()).toBe(before);
    expect((await stats()).totalCurrentYear).toBe(figures);
  });

  it('a line said stored but deleted meanwhile is created again and counted', async () => {
    await sales.removeSalesLines([{ customerId, id: 'k-2' }], NOW);
    const before = await counter();
    await sales.recordKnownSalesLines([{ line: line('k-2', YEAR, 2_500), storedYear: YEAR }], NOW);
    expect(await counter()).toBe(before + 1);
    expect((await stored('k-2'))?.salesAmount).toBe(2_500);
  });

  it('a line given twice is stored once, as given last, and counted once', async () => {
    const before = await counter();
    await sales.recordKnownSalesLines(
      [
        { line: line('k-4', YEAR, 10), storedYear: null },
        { line: line('k-4', YEAR, 20), storedYear: null },
      ],
      NOW,
    );
    expect(await counter()).toBe(before + 1);
    expect((await stored('k-4'))?.salesAmount).toBe(20);
    await sales.recordSalesLines([line('k-5', YEAR, 10), line('k-5', YEAR, 30)], NOW);
    expect(await counter()).toBe(before + 2);
    expect((await stored('k-5'))?.salesAmount).toBe(30);
  });

  it('a line moved from the year it was stored in refreshes that year too', async () => {
    await sales.recordKnownSalesLines([{ line: line('k-3', YEAR - 2, 100_000), storedYear: null }], NOW);
    const current = (await stats()).totalCurrentYear;
    const result = await sales.recordKnownSalesLines([{ line: line('k-3', YEAR, 100_000), storedYear: YEAR - 2 }], NOW);
    expect(result.refreshed).toEqual(
      expect.arrayContaining([
        { customerId, year: YEAR - 2 },
        { customerId, year: YEAR - 1 },
        { customerId, year: YEAR },
      ]),
    );
    expect((await stats()).totalCurrentYear).toBe(current + 100_000);
  });
});
