/**
 * Buying groups as parent accounts (issue 33), in process over the route table (testing/pipeline-harness.ts)
 * and a Cosmos DB server in memory:
 * - a group buyer reads its members' portals and none other, and every write of the portal is refused to it
 *   (403 group_buyer_read_only) before the handler runs: no order, no points spent;
 * - the group's consolidated home: its own buyer and an administrator read it, a customer user, a commercial
 *   and another group's buyer are refused;
 * - the group-volume tier across a member's move from one group to another, as the writers keep it: the
 *   member's points, its KPI row's points (the same as its statistics'), and both groups' rows (the one left keeps
 *   the member until the day before); the group's home, kept per instance, follows the rows' version.
 */
import azureFunctions from '@azure/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCustomerPortalWrite, type AnyRoute } from '../../http/route.js';
import { routes } from '../../routes.js';
import type { CustomerDoc } from '../../model/customers.js';
import { expectReached, expectRefused, startPipelineHarness, type Harness } from '../../testing/pipeline-harness.js';
import { buildRequest, customerValues, routeLabel, scopedValues } from '../../testing/route-requests.js';

const { HttpRequest, InvocationContext } = azureFunctions;

const GROUP = 'ght-essai';
const OTHER = 'ght-autre';
const year = new Date().getUTCFullYear();

let h: Harness;
let cosmos: typeof import('../../data/cosmos.js');
let buyer: { id: string; token: string };
let otherBuyer: { id: string; token: string };

async function groupBuyer(name: string, groupId: string): Promise<{ id: string; token: string }> {
  const { createUser } = await import('../../data/users-repository.js');
  const { issueAccessToken } = await import('../../auth/tokens.js');
  const id = `utilisateur-${name}`;
  const now = new Date().toISOString();
  await createUser({
    id,
    type: 'user',
    firstName: name,
    lastName: 'Essai',
    email: `${name}@essai.test`,
    role: 'GROUP_BUYER',
    active: true,
    customerIds: [],
    buyingGroupId: groupId,
    passwordHash: null,
    tokensValidAfter: 0,
    passwordToken: null,
    entra: null,
    createdAt: now,
    updatedAt: now,
    searchText: name,
  });
  await cosmos
    .container('termsAcceptances')
    .items.create({ id: h.termsVersionId, type: 'termsAcceptance', userId: id, termVersionId: h.termsVersionId, acceptanceDate: now });
  return { id, token: (await issueAccessToken(id)).token };
}

beforeAll(async () => {
  h = await startPipelineHarness('portail-essai-groupements');
  cosmos = await import('../../data/cosmos.js');
  const now = new Date().toISOString();
  for (const [id, name] of [
    [GROUP, 'GHT Essai'],
    [OTHER, 'GHT Autre'],
  ]) {
    await cosmos
      .container('referenceData')
      .items.create({ id, type: 'referenceItem', list: 'buyingGroups', name, nameKey: name.toLowerCase(), createdAt: now, updatedAt: now, updatedBy: 'seed' });
  }
  // Customer B is the group's member; A is not.
  await cosmos
    .container('customers')
    .item(h.customerB, h.customerB)
    .patch([{ op: 'add', path: '/buyingGroupId', value: GROUP }]);
  buyer = await groupBuyer('acheteurGroupement', GROUP);
  otherBuyer = await groupBuyer('acheteurAutre', OTHER);
}, 60_000);
afterAll(() => h?.close());

const about = (route: AnyRoute, customerId: string, userId: string) =>
  buildRequest(route, scopedValues(route, customerId), { ...customerValues(customerId), userId });
const each = (list: AnyRoute[]) => list.map((r) => [routeLabel(r), r] as const);

describe('l’acheteur de groupement consulte le portail de ses membres sans y agir', () => {
  it.each(each(routes.filter(isCustomerPortalWrite)))('%s : refusée (403 group_buyer_read_only) pour un membre', async (label, route) => {
    const answer = await h.invoke(route, about(route, h.customerB, buyer.id), { token: buyer.token });
    expectRefused(answer, [403], label);
    expect(answer.json.error.code, label).toBe('group_buyer_read_only');
  });

  it('lit le portail de chaque membre actif, et d’aucun autre client', { timeout: 30_000 }, async () => {
    const reads = h.routes.filter((r) => r.access === 'user' && r.method === 'GET' && r.scope.kind === 'customer');
    expect(reads.length).toBeGreaterThan(0);
    for (const route of reads) {
      expectReached(await h.invoke(route, about(route, h.customerB, buyer.id), { token: buyer.token }), `${routeLabel(route)}, membre`);
      expectRefused(await h.invoke(route, about(route, h.customerA, buyer.id), { token: buyer.token }), [403, 404], `${routeLabel(route)}, non membre`);
      expectRefused(
        await h.invoke(route, about(route, h.customerB, otherBuyer.id), { token: otherBuyer.token }),
        [403, 404],
        `${routeLabel(route)}, autre groupement`,
      );
    }
  });

  it('n’entre pas au back-office', { timeout: 30_000 }, async () => {
    const staffRoutes = h.routes.filter((r) => r.access === 'staff' || r.access === 'admin').slice(0, 20);
    for (const route of staffRoutes)
      expectRefused(await h.invoke(route, about(route, h.customerB, buyer.id), { token: buyer.token }), [403], routeLabel(route));
  });
});

/** A route with its own handler behind the pipeline (the harness's stand-ins only say they were reached). */
async function callReal(name: string, path: string, token: string, params: Record<string, string> = {}): Promise<{ status: number; json: unknown }> {
  const { toHttpHandler } = await import('../../http/pipeline.js');
  const route = h.routes.find((r) => r.name === name)!;
  const request = new HttpRequest({ method: 'GET', url: `http://localhost/api/${path}`, headers: { authorization: `Bearer ${token}` }, params });
  const res = await toHttpHandler(route)(request, new InvocationContext({ functionName: name, invocationId: crypto.randomUUID() }));
  return { status: res.status ?? 200, json: typeof res.body === 'string' ? JSON.parse(res.body) : undefined };
}

describe('l’accueil consolidé d’un groupement', () => {
  beforeAll(async () => {
    const { refreshCustomerStats } = await import('../../services/stats-refresh.js');
    await refreshCustomerStats(h.customerB, year);
  }, 30_000);

  it('son acheteur et l’administrateur le lisent ; un client, un commercial et l’acheteur d’un autre groupement non', async () => {
    const own = await callReal('getMyBuyingGroupHome', 'buyingGroupHome', buyer.token);
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({
      groupId: GROUP,
      name: 'GHT Essai',
      year,
      totals: { members: 1 },
      members: [{ memberId: h.customerB, current: true, tierRule: 'own' }],
    });
    // Only the figures: no storage system property reaches the caller.
    expect(JSON.stringify(own.json)).not.toMatch(/"_(etag|rid|self|ts)"/);
    expect((await callReal('getBuyingGroupHome', `buyingGroups/${GROUP}/home`, buyer.token, { id: GROUP })).status).toBe(200);
    expect((await callReal('getBuyingGroupHome', `buyingGroups/${GROUP}/home`, h.actors.admin.token, { id: GROUP })).json).toMatchObject({
      groupId: GROUP,
      totals: { members: 1 },
    });

    for (const token of [h.actors.userA.token, h.actors.commercial.token, otherBuyer.token]) {
      const refused = await callReal('getBuyingGroupHome', `buyingGroups/${GROUP}/home`, token, { id: GROUP });
      expect(refused.status).toBe(403);
    }
    for (const token of [h.actors.userA.token, h.actors.commercial.token, h.actors.admin.token]) {
      expect((await callReal('getMyBuyingGroupHome', 'buyingGroupHome', token)).status).toBe(403);
    }
  }, 30_000);

  it('la page du groupement au back-office nomme ses contacts, ses acheteurs de groupement ; elle est à l’administrateur seul', async () => {
    const contacts = await callReal('getBuyingGroupUsers', `buyingGroups/${GROUP}/users`, h.actors.admin.token, { id: GROUP });
    expect(contacts.status).toBe(200);
    expect((contacts.json as { email: string; userRole: string }[]).map((u) => [u.email, u.userRole])).toEqual([
      ['acheteurGroupement@essai.test', 'GROUP_BUYER'],
    ]);
    expect((await callReal('getBuyingGroupUsers', 'buyingGroups/inconnu/users', h.actors.admin.token, { id: 'inconnu' })).status).toBe(404);
    for (const token of [buyer.token, h.actors.commercial.token])
      expect((await callReal('getBuyingGroupUsers', `buyingGroups/${GROUP}/users`, token, { id: GROUP })).status).toBe(403);
  }, 30_000);
});

describe('le statut par le chiffre d’affaires du groupement, à travers le changement de groupement d’un membre', () => {
  const big = 'membre-gros';
  const mover = 'membre-mobile';
  const now = new Date(`${year}-12-31T12:00:00Z`);
  let line = 0;
  const sale = (customerId: string, date: string, salesAmount: number) => ({
    id: `ligne-${++line}`,
    type: 'salesLine',
    customerId,
    year: Number(date.slice(0, 4)),
    salesRecognitionDate: date,
    salesAmount,
    pointCategory: 'consommable',
    franchise: 'Trauma',
    subFranchise: 'Plaques',
    gimSubBrand: '',
    gimItemType: 'Produit',
    gimCustom: 'Consommables',
    orderNumber: `C${line}`,
    invoiceQuantity: 1,
  });
  const customer = (id: string): CustomerDoc =>
    ({
      id,
      type: 'customer',
      number: id,
      name: id,
      active: true,
      buyingGroupId: GROUP,
      buyingGroupName: 'GHT Essai',
      manualStatus: {},
      status: -1,
      statusYear: year,
    }) as unknown as CustomerDoc;

  beforeAll(async () => {
    for (const id of [big, mover]) await cosmos.container('customers').items.create(customer(id));
    await cosmos.container('contracts').items.create({
      id: 'contrat-groupement',
      type: 'contract',
      name: 'Contrat du GHT',
      active: true,
      startDate: '2000-01-01',
      endDate: '2100-12-31',
      customerNumbers: [big, mover],
      customerIds: [big, mover],
      exclusions: { gimSubBrands: [], franchises: [] },
      tierByGroupVolume: true,
    });
    for (const doc of [
      // Last year: 1 500 000 € from the big member, 100 000 € of the mover's own (status 0 on its own).
      sale(big, `${year - 1}-06-01`, 1_500_000),
      sale(mover, `${year - 1}-06-01`, 100_000),
      // This year: the mover buys in March and in September.
      sale(mover, `${year}-03-01`, 10_000),
      sale(mover, `${year}-09-01`, 20_000),
    ]) {
      await cosmos.container('sales').items.create(doc);
    }
  }, 30_000);

  it('un membre du groupement prend le statut de son volume ; passé à un autre groupement le 1er juillet, il le garde jusqu’au 30 juin seulement', async () => {
    const { refreshCustomerStats } = await import('../../services/stats-refresh.js');
    const { readStats } = await import('../../data/stats-repository.js');
    const { groupMemberRows, groupVolumeOf } = await import('../../data/buying-groups-repository.js');
    const { membershipChange } = await import('../../domain/group-tier.js');

    // An import of last year's lines: the group's volume changes, and with it this year's tier of its members.
    await refreshCustomerStats(big, year - 1, now);
    await refreshCustomerStats(mover, year - 1, now);
    expect(await groupVolumeOf(GROUP, year - 1)).toBe(1_600_000);
    const inGroup = await readStats(mover, year);
    // 1 600 000 € → status 3: consumables at 6 %, on both of this year's purchases.
    expect(inGroup).toMatchObject({ statusCurrentYear: 3, tierRule: 'group', consommablePoints: 1_800 });
    const { readKpiRow } = await import('../../data/kpi-repository.js');
    expect((await readKpiRow(mover, year))?.franchises.Trauma).toMatchObject({ sales: 30_000, points: 1_800 });

    // The group's home, read now, is kept by this instance until the rows' version moves.
    const before = await callReal('getMyBuyingGroupHome', 'buyingGroupHome', buyer.token);
    expect((before.json as { members: { memberId: string; current: boolean }[] }).members.find((m) => m.memberId === mover)).toMatchObject({ current: true });

    // The mover leaves for the other group on 1 July (whose volume last year was nothing).
    const stored = (await cosmos.container('customers').item(mover, mover).read<CustomerDoc>()).resource!;
    await cosmos.container('customers').items.upsert({ ...stored, buyingGroupId: OTHER, ...membershipChange(stored, OTHER, `${year}-07-01`) });
    await refreshCustomerStats(mover, year, now);

    const moved = await readStats(mover, year);
    // March at the first group's tier (6 %), September at its own (status 0: no points); its own status at year end.
    expect(moved).toMatchObject({
      consommablePoints: 600,
      statusCurrentYear: 0,
      tierRule: 'group',
      groupTiers: [{ groupId: GROUP, status: 3, from: null, to: `${year}-06-30` }],
    });
    // Its KPI row (« Clients », « Divisions », provisions) counts the same points: March at 6 %, September at nothing,
    // not its status at year end for both; and so does a rebuild, which reads the statistics as stored.
    expect((await readKpiRow(mover, year))?.franchises.Trauma).toMatchObject({ sales: 30_000, points: moved!.consommablePoints });
    const { refreshCustomerKpi } = await import('../../services/kpi-aggregates.js');
    await refreshCustomerKpi(mover, year, { sales: true, now });
    expect((await readKpiRow(mover, year))?.franchises.Trauma).toMatchObject({ points: 600 });
    const left = (await groupMemberRows(GROUP, year)).find((r) => r.memberId === mover);
    expect(left).toMatchObject({ leftOn: `${year}-06-30`, joinedOn: null, groupSales: 10_000, tierRule: 'group' });
    const joined = (await groupMemberRows(OTHER, year)).find((r) => r.memberId === mover);
    expect(joined).toMatchObject({ joinedOn: `${year}-07-01`, leftOn: null, groupSales: 20_000, tierRule: 'own' });
    expect(await groupVolumeOf(GROUP, year)).toBe(10_000);

    // The KPI « Groupements » tab sums the same rows: members still in each group, and what they bring.
    const kpi = await callReal('getKpiBuyingGroups', `kpi/buying-groups?year=${year}`, h.actors.admin.token);
    expect(kpi.status).toBe(200);
    const byId = new Map((kpi.json as { groupId: string; members: number; groupVolume: number }[]).map((r) => [r.groupId, r]));
    expect(byId.get(GROUP)).toMatchObject({ members: 2, groupVolume: 10_000 });
    expect(byId.get(OTHER)).toMatchObject({ members: 1, groupVolume: 20_000 });
    expect((await callReal('getKpiBuyingGroups', 'kpi/buying-groups', buyer.token)).status).toBe(403);

    // The home kept before the move follows the new version of the rows: the mover is a former member.
    const after = await callReal('getMyBuyingGroupHome', 'buyingGroupHome', buyer.token);
    expect(after.json).toMatchObject({ totals: { members: 2, groupVolume: 10_000 } });
    expect((after.json as { members: { memberId: string }[] }).members.find((m) => m.memberId === mover)).toMatchObject({
      current: false,
      leftOn: `${year}-06-30`,
    });
    // Several statistics refreshes in a row: seconds on a loaded machine.
  }, 60_000);
});
