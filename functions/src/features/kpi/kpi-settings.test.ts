/**
 * The Provisions tab's settings as the spec writes them (issue 30), in process over the route table and a Cosmos DB
 * server in memory (testing/pipeline-harness.ts): each franchise's previous-year % through PUT kpi-key
 * (`ManualCogs:<franchise>`), saved on the version read, audited and used by the provisions; the « Actif » boxes
 * (ActiveCogs) apart from the current-year switch. A bad value is a 400 in French and changes nothing.
 */
import type { KpiLiability, KpiProvisions } from '@portail/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KpiCustomerDoc } from '../../model/kpi.js';
import { looksFrench } from '../../testing/french.js';
import { startPipelineHarness, type Harness } from '../../testing/pipeline-harness.js';
import { fillPath, type BuiltRequest } from '../../testing/route-requests.js';

const year = new Date().getUTCFullYear();
let h: Harness;

const row = (ownerId: string, franchises: KpiCustomerDoc['franchises'], redemptions: KpiCustomerDoc['redemptions']): KpiCustomerDoc => ({
  id: `customer-${ownerId}`,
  type: 'kpiCustomer',
  customerId: `kpi-${year}`,
  ownerId,
  year,
  customerNumber: ownerId.toUpperCase(),
  customerName: `Clinique ${ownerId}`,
  statusPreviousYear: 1,
  statusCurrentYear: 1,
  revenuePreviousYear: 0,
  revenueCurrentYear: 0,
  totalPoints: 0,
  forecastPoints: 0,
  forecastRevenue: 0,
  underContract: false,
  subFranchises: [],
  franchises,
  orders: { count: 0, price: 0, cost: 0, quantity: 0, ids: [] },
  redemptions,
  ledger: { months: Array.from({ length: 12 }, (_, m) => ({ issued: m === 0 ? 1000 : 0, redeemed: 0, adjustments: 0 })), balance: 1000 },
  updatedAt: new Date().toISOString(),
});

beforeAll(async () => {
  h = await startPipelineHarness('portail-essai-kpi-reglages', { realHandlers: true });
  const { writeKpiRow } = await import('../../data/kpi-repository.js');
  // Trauma: 200 projected points, taken at 40 % of list price this year; Spine: 100, none taken (the programme's YTD rate).
  await writeKpiRow(
    row(
      'a',
      {
        Trauma: { sales: 1000, points: 100, projectedPoints: 200, orders: 1, quantity: 1 },
        Spine: { sales: 500, points: 50, projectedPoints: 100, orders: 1, quantity: 1 },
      },
      { Trauma: { price: 100, cost: 40, quantity: 1 } },
    ),
    undefined,
  );
}, 60_000);
afterAll(() => h?.close());

interface Answer {
  status: number;
  etag: string | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

async function run(name: string, input: { query?: Record<string, string>; body?: unknown; ifMatch?: string } = {}): Promise<Answer> {
  const route = h.routes.find((r) => r.name === name)!;
  const request: BuiltRequest = {
    method: route.method,
    path: fillPath(route, {}),
    query: input.query ?? {},
    body: input.body,
    hasBody: input.body !== undefined,
    params: {},
    headers: input.ifMatch ? { 'If-Match': input.ifMatch } : {},
  };
  const answer = await h.invoke(route, request, { token: h.actors.admin.token });
  return { status: answer.status, etag: answer.headers.get('ETag') ?? undefined, body: answer.json };
}

const read = (names: string) => run('getKpiSettingsByNames', { query: { names } });
const provisions = async (): Promise<KpiProvisions> => (await run('getKpiProvisions', { query: { year: String(year) } })).body;
const liabilityRate = async (): Promise<number> => ((await run('getKpiPointsLiability', { query: { year: String(year) } })).body as KpiLiability).rate;
const previousOf = (p: KpiProvisions) => Object.fromEntries(p.franchises.map((f) => [f.franchise, f.percantagePreviousYear]));

describe('les réglages de l’onglet Provisions', () => {
  it('le % de l’année précédente d’une franchise : enregistré sur la version lue, audité, utilisé par ses provisions seules', async () => {
    let version = (await read('ManualCogs')).etag;
    const manual = await run('updateKpiManualCogs', { body: { value: '15' }, ifMatch: version });
    expect(manual.status).toBe(200);
    version = manual.etag;

    const saved = await run('updateKpiKey', { body: { name: 'ManualCogs:Spine', value: '30,5' }, ifMatch: version });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ name: 'ManualCogs:Spine', value: '30.5' });
    expect((await read('ManualCogs:Spine,ManualCogs:Trauma')).body).toEqual([
      { name: 'ManualCogs:Spine', value: '30.5' },
      { name: 'ManualCogs:Trauma', value: '' },
    ]);
    const p = await provisions();
    expect(previousOf(p)).toEqual({ Trauma: 15, Spine: 30.5 });
    // The switch is off: each franchise is costed at its previous-year %.
    expect(p.franchises.find((f) => f.franchise === 'Spine')).toMatchObject({ cogs: 30.5, provision: 69.5 });

    const { auditOf } = await import('../../data/audit-repository.js');
    expect((await auditOf('ManualCogs:Spine'))[0]).toMatchObject({ resource: 'kpi', action: 'update', by: h.actors.admin.id, after: { value: '30.5' } });

    // A save on the version read before this one is refused: someone else changed the settings meanwhile.
    expect((await run('updateKpiKey', { body: { name: 'ManualCogs:Trauma', value: '20' }, ifMatch: version })).status).toBe(412);

    // Emptied, the franchise takes the manual % again.
    const cleared = await run('updateKpiKey', { body: { name: 'ManualCogs:Spine', value: '' }, ifMatch: saved.etag });
    expect(cleared.status).toBe(200);
    expect(previousOf(await provisions())).toEqual({ Trauma: 15, Spine: 15 });
  }, 30_000);

  it.each([
    [{ name: 'ManualCogs:Spine', value: '150' }],
    [{ name: 'ManualCogs:Spine', value: 'douze' }],
    [{ name: 'ManualCogs:', value: '12' }],
    [{ name: 'ActiveCogs', value: 'oui' }],
  ])(
    '%j : 400 en français, rien de changé',
    async (body) => {
      const before = (await read('ManualCogs,ActiveCogs,ManualCogs:Spine')).body;
      const figures = await provisions();
      const refused = await run('updateKpiKey', { body, ifMatch: '*' });
      expect(refused.status).toBe(400);
      expect(looksFrench(refused.body.error.message)).toBe(true);
      expect((await read('ManualCogs,ActiveCogs,ManualCogs:Spine')).body).toEqual(before);
      expect(await provisions()).toEqual(figures);
    },
    30_000,
  );

  it('les cases « Actif » choisissent le taux du programme (Passif points), l’interrupteur le taux de chaque franchise, chacun de son côté', async () => {
    let version = (await read('ActiveCogs')).etag;
    const ytd = await run('updateKpiKey', { body: { name: 'UseCurrentYearOrNot', value: 'true' }, ifMatch: version });
    const active = await run('updateKpiKey', { body: { name: 'ActiveCogs', value: 'manual' }, ifMatch: ytd.etag });
    expect(active.status).toBe(200);
    version = active.etag;
    let p = await provisions();
    // The switch: Trauma at its YTD 40 %; the boxes: the programme at the manual 15 %.
    expect(p).toMatchObject({ useCurrentYear: true, activeCogs: 'manual', rateInForce: 15, calculatedCogs: 40 });
    expect(p.franchises.find((f) => f.franchise === 'Trauma')?.cogs).toBe(80);
    expect(await liabilityRate()).toBe(15);

    expect((await run('updateKpiKey', { body: { name: 'ActiveCogs', value: 'calculated' }, ifMatch: version })).status).toBe(200);
    p = await provisions();
    expect(p).toMatchObject({ useCurrentYear: true, activeCogs: 'calculated', rateInForce: 40 });
    expect(await liabilityRate()).toBe(40);
  }, 30_000);
});
