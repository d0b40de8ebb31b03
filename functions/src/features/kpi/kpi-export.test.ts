/**
 * GET /api/kpi/export/{tab} (docs/kpi.md « Exports »), in process over the route table and a Cosmos DB server in
 * memory (testing/pipeline-harness.ts): an administrator's workbook of a tab holds the figures the tab's screen
 * route answers for the same year; anyone else is refused, an unknown tab or a bad year is a 400 in French.
 */
import * as XLSX from '@e965/xlsx';
import azureFunctions from '@azure/functions';
import { wholePoints, type KpiCustomerRow, type KpiFranchiseRow, type KpiOrderDetail, type KpiProvisions } from '@portail/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KpiCustomerDoc } from '../../model/kpi.js';
import { expectRefused, startPipelineHarness, type Harness } from '../../testing/pipeline-harness.js';
import { fillPath, type BuiltRequest } from '../../testing/route-requests.js';

const { HttpRequest, InvocationContext } = azureFunctions;

const year = new Date().getUTCFullYear() - 1;
let h: Harness;

const months = () => Array.from({ length: 12 }, (_, m) => ({ issued: m === 0 ? 100 : 0, redeemed: m === 2 ? 30 : 0, adjustments: 0 }));
const row = (ownerId: string, over: Partial<KpiCustomerDoc>): KpiCustomerDoc => ({
  id: `customer-${ownerId}`,
  type: 'kpiCustomer',
  customerId: `kpi-${year}`,
  ownerId,
  year,
  customerNumber: ownerId.toUpperCase(),
  customerName: `Clinique ${ownerId}`,
  statusPreviousYear: -1,
  statusCurrentYear: 2,
  revenuePreviousYear: 1000,
  revenueCurrentYear: 1500.55,
  totalPoints: 70.9,
  forecastPoints: 140.4,
  forecastRevenue: 3000,
  underContract: true,
  subFranchises: ['Plaques'],
  franchises: {},
  orders: { count: 1, price: 280, cost: 127, quantity: 4, ids: ['x'] },
  redemptions: { Trauma: { price: 230, cost: 92, quantity: 3 } },
  ledger: { months: months(), balance: 70 },
  updatedAt: new Date().toISOString(),
  ...over,
});

beforeAll(async () => {
  h = await startPipelineHarness('portail-essai-kpi-exports', { realHandlers: true });
  const { writeKpiRow } = await import('../../data/kpi-repository.js');
  await writeKpiRow(
    row('a', {
      franchises: {
        Trauma: { sales: 1400, points: 70.9, projectedPoints: 140.6, orders: 2, quantity: 2 },
        'NON ALLOCATED': { sales: 10, points: 5, projectedPoints: 9, orders: 1, quantity: 1 },
      },
    }),
    undefined,
  );
  const { orderLineRowsOf } = await import('../../domain/kpi-order-lines.js');
  const { container } = await import('../../data/cosmos.js');
  const line = (reference: string, quantity: number) => ({
    productId: reference,
    reference,
    description: `Produit ${reference}`,
    unitPrice: 30,
    quantity,
    currentCost: 12.5,
    gimPackContent: 5,
    franchiseGroup: 'MedSurg',
    franchise: 'Endoscopy',
    subFranchise: 'Arthroscopie',
    category: 'consommable' as const,
  });
  for (const [id, orderYear, date] of [
    ['o1', year, `${year}-03-01`],
    ['o2', year + 1, `${year + 1}-01-15`],
  ] as const) {
    const order = {
      id,
      customerId: 'a',
      customerNumber: 'A',
      customerName: 'Clinique a',
      orderNumber: `PF-${id}`,
      orderDate: date,
      year: orderYear,
      lines: [line(`R-${id}`, 3), line(`S-${id}`, 1)],
    };
    for (const doc of orderLineRowsOf(order)) await container('customerData').items.create(doc);
  }
  await writeKpiRow(
    row('b', { statusCurrentYear: 3, tierRule: 'group', franchises: { Spine: { sales: 10, points: 50.5, projectedPoints: 100, orders: 1, quantity: 1 } } }),
    undefined,
  );
}, 60_000);
afterAll(() => h?.close());

const request = (name: string, params: Record<string, string>, query: Record<string, string>): BuiltRequest => {
  const route = h.routes.find((r) => r.name === name)!;
  return { method: 'GET', path: fillPath(route, params), query, body: undefined, hasBody: false, params, headers: {} };
};
const route = (name: string) => h.routes.find((r) => r.name === name)!;

/** A screen route's JSON, as the administrator's site reads it. */
async function screen<T>(name: string): Promise<T> {
  const answer = await h.invoke(route(name), request(name, {}, { year: String(year) }), { token: h.actors.admin.token });
  expect(answer.status, name).toBe(200);
  return answer.json as T;
}

/** The workbook's data rows (below the title, the blank row and the headers), as the administrator downloads it. */
async function exported(tab: string, ofYear: number | null = year): Promise<{ rows: unknown[][]; fileName: string | null }> {
  const res = await (await import('../../http/pipeline.js')).toHttpHandler(route('exportKpiTab'))(
    new HttpRequest({
      method: 'GET',
      url: `http://localhost/api/kpi/export/${tab}${ofYear === null ? '' : `?year=${ofYear}`}`,
      headers: { authorization: `Bearer ${h.actors.admin.token}` },
      params: { tab },
    }),
    new InvocationContext({ functionName: 'exportKpiTab', invocationId: crypto.randomUUID() }),
  );
  expect(res.status ?? 200, tab).toBe(200);
  const book = XLSX.read(res.body as Uint8Array);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, range: 3, raw: true });
  return { rows, fileName: new Headers(res.headers as HeadersInit).get('content-disposition') };
}

describe('l’export Excel d’un onglet KPI', () => {
  it('« Divisions », « Clients » et « Provisions » : les chiffres de la route de l’écran pour la même année', async () => {
    const divisions = await screen<KpiFranchiseRow[]>('getKpiStatisticsFranchise');
    const sheet = await exported('divisions');
    expect(sheet.fileName).toContain(`divisions-${year}.xlsx`);
    expect(sheet.rows).toEqual(
      divisions.map((d) => [d.franchise === 'NON ALLOCATED' ? 'Non affecté' : d.franchise, d.totalOrders, wholePoints(d.totalPoints), d.totalProducts]),
    );
    expect(sheet.rows.map((r) => r[0])).toEqual(['Trauma', 'Spine', 'Non affecté']);

    const customers = await screen<KpiCustomerRow[]>('getKpiStatisticsCustomer');
    expect((await exported('clients')).rows.map((r) => [r[0], r[3], r[6], r[7]])).toEqual(
      customers.map((c) => [c.customerNumber, c.statusCurrentYear, c.revenueCurrentYear, wholePoints(c.totalPoints)]),
    );

    const provisions = await screen<KpiProvisions>('getKpiProvisions');
    const provisionRows = (await exported('provisions')).rows;
    expect(provisionRows.slice(0, -1).map((r) => [r[1], r[5], r[6], r[7]])).toEqual(
      provisions.franchises.map((f) => [wholePoints(f.projectedPoint), f.contribution, f.cogs, f.provision]),
    );
    expect(provisionRows.at(-1)).toEqual(
      [
        'Total',
        wholePoints(provisions.totalPointsProjected),
        undefined,
        undefined,
        undefined,
        provisions.totalContribution,
        provisions.totalCogs,
        provisions.totalProvision,
      ].slice(0, provisionRows.at(-1)!.length),
    );
  }, 60_000);

  it('« Commandes » : les lignes de l’écran, toutes années comme lui, ou celles d’une année', async () => {
    const answer = await h.invoke(route('getKpiOrdersDetails'), request('getKpiOrdersDetails', {}, {}), { token: h.actors.admin.token });
    const lines = answer.json as KpiOrderDetail[];
    expect(lines).toHaveLength(4);
    const all = await exported('orders', null);
    expect(all.fileName).toContain('commandes-one-stryker-toutes-annees.xlsx');
    expect(all.rows.map((r) => [r[2], r[7], r[11], r[12], r[15], r[16]])).toEqual(
      lines.map((l) => [l.orderNumber, l.reference, l.quantity, l.totalPrice, l.savings, l.marginPercent]),
    );
    expect((await exported('orders')).rows.map((r) => r[7])).toEqual(['R-o1', 'S-o1']);
  }, 60_000);

  it('chaque onglet s’exporte, « Passif points » compris', async () => {
    for (const tab of ['statistics', 'groups', 'liability']) expect((await exported(tab)).fileName, tab).toMatch(/\.xlsx/);
    const statistics = await screen<Record<string, number>>('getKpiStatistics');
    expect((await exported('statistics')).rows[0]).toEqual([
      year,
      statistics.averageCost,
      statistics.totalSubFranchises,
      statistics.totalOrdersLastYear,
      statistics.totalPointsSpentLastYear,
      statistics.totalCA,
      statistics.totalContract,
      wholePoints(statistics.estimatedPoints!),
      statistics.estimatedGrowth,
    ]);
  }, 60_000);

  it('refuse tout autre rôle que l’administrateur, un onglet inconnu et une année invalide, en français', async () => {
    for (const actor of ['commercial', 'userA', 'group'] as const) {
      expectRefused(await h.invoke(route('exportKpiTab'), request('exportKpiTab', { tab: 'divisions' }, {}), { token: h.actors[actor].token }), [403], actor);
    }
    const unknown = await h.invoke(route('exportKpiTab'), request('exportKpiTab', { tab: 'inconnu' }, {}), { token: h.actors.admin.token });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.message).toMatch(/Onglet inconnu/);
    const badYear = await h.invoke(route('exportKpiTab'), request('exportKpiTab', { tab: 'divisions' }, { year: 'deux-mille' }), {
      token: h.actors.admin.token,
    });
    expect(badYear.status).toBe(400);
    expect(badYear.json.error.message).toMatch(/année est invalide/);
  }, 30_000);
});
