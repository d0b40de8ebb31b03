/**
 * A reference-list entry renamed reaches everything that holds its former name, not only the products:
 * a contract's exclusions at once (the request renames them before it answers), and the customers' sales
 * lines through the queued job, with the KPI figures grouped by that name. The test makes its own
 * franchise, customer, contract and lines, and removes them at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalesLineDoc } from '../../functions/src/model/sales.js';
import { call } from './support/api.js';
import { actors, unique, type Actors } from './support/back-office.js';
import { direct } from './support/direct.js';
import { salesLineDoc } from './support/sales-line.js';

type SalesModule = typeof import('../../functions/src/services/sales-lines.js');

const NOW = new Date();
const YEAR = NOW.getUTCFullYear();
const tag = unique();
const former = `zx${tag} Division`;
const renamed = `zx${tag} Division renommée`;
let w: Actors;
let sales: SalesModule;
let cosmos: Awaited<ReturnType<typeof direct>>['cosmos'];
let franchiseId = '';
let customer = { id: '', number: '' };
let contractId = '';
const lineIds = [1, 2, 3].map((n) => `zx-${tag}-${n}`);

const line = (id: string, amount: number): SalesLineDoc =>
  salesLineDoc(id, customer.id, {
    customerSoldTo: { number: customer.number, name: 'Clinique du renommage' },
    reference: 'REF-ZX',
    description: 'Plaque d’essai',
    salesAmount: amount,
    franchise: former,
  });

const storedFranchises = async () => {
  const { resources } = await cosmos
    .container('sales')
    .items.query<string>(
      {
        query: 'SELECT VALUE c.franchise FROM c WHERE c.customerId = @c AND ARRAY_CONTAINS(@ids, c.id)',
        parameters: [
          { name: '@c', value: customer.id },
          { name: '@ids', value: lineIds },
        ],
      },
      { partitionKey: customer.id },
    )
    .fetchAll();
  return resources;
};
const divisions = async () => {
  const res = await call('GET', 'kpi/statistics-franchise', { token: w.admin.token, query: { year: YEAR } });
  expect(res.status, res.text).toBe(200);
  return (res.json as { franchise: string; totalOrders: number }[]).filter((r) => r.franchise.startsWith(`zx${tag}`));
};

beforeAll(async () => {
  w = await actors();
  ({ cosmos } = await direct());
  sales = await import('../../functions/src/services/sales-lines.js');
  const f = await call('POST', 'franchises', { token: w.admin.token, body: { name: former } });
  expect(f.status, f.text).toBe(201);
  franchiseId = f.json.id;
  const number = `ZX${tag}`.slice(0, 12).toUpperCase();
  const c = await call('POST', 'customers', { token: w.admin.token, body: { number, name: 'Clinique du renommage', active: true } });
  expect(c.status, c.text).toBe(201);
  customer = { id: c.json.id, number };
  const k = await call('POST', 'contracts', {
    token: w.admin.token,
    body: { name: `Contrat ${tag}`, active: true, startDate: `${YEAR}-01-01`, endDate: `${YEAR + 1}-01-15`, customerNumbers: [number] },
  });
  expect(k.status, k.text).toBe(201);
  contractId = k.json.id;
  const ex = await call('PUT', 'contracts/exclusions', {
    token: w.admin.token,
    headers: { 'If-Match': '*' },
    body: { fK_ContractId: contractId, gimSubBrands: [], franchises: [former, 'Spine'] },
  });
  expect(ex.status, ex.text).toBe(200);
  await sales.recordSalesLines(lineIds.map((id, n) => line(id, 100 * (n + 1))));
});

afterAll(async () => {
  if (customer.id) await sales.removeSalesLines(lineIds.map((id) => ({ customerId: customer.id, id })));
  if (contractId) await call('DELETE', `contracts/${contractId}`, { token: w.admin.token, headers: { 'If-Match': '*' } });
  if (customer.id) await call('DELETE', `customers/${customer.id}`, { token: w.admin.token, headers: { 'If-Match': '*' } });
  if (franchiseId) await call('DELETE', `franchises/${franchiseId}`, { token: w.admin.token, headers: { 'If-Match': '*' } });
});

describe('le renommage d’une franchise', () => {
  it('renomme les exclusions des contrats avant de répondre, puis les lignes de vente et la KPI Divisions', async () => {
    expect(await divisions()).toEqual([expect.objectContaining({ franchise: former, totalOrders: 3 })]);

    const res = await call('PUT', `franchises/${franchiseId}`, { token: w.admin.token, headers: { 'If-Match': '*' }, body: { name: renamed } });
    expect(res.status, res.text).toBe(200);
    const ex = await call('GET', `contracts/${contractId}/exclusions`, { token: w.admin.token });
    expect(ex.status, ex.text).toBe(200);
    expect(ex.json.franchises).toEqual([renamed, 'Spine']);

    // The lines follow through the queue, then the KPI rows of their customer: polled, as the admin would reload the screen.
    const followed = async () => (await storedFranchises()).every((f) => f === renamed) && (await divisions()).some((r) => r.franchise === renamed);
    for (let waited = 0; waited < 20_000 && !(await followed()); waited += 250) await new Promise((r) => setTimeout(r, 250));
    expect(await storedFranchises()).toEqual([renamed, renamed, renamed]);
    expect(await divisions()).toEqual([expect.objectContaining({ franchise: renamed, totalOrders: 3 })]);
  });

  it('deux renommages de suite finissent sur le dernier nom, quel que soit l’ordre des travaux', async () => {
    const last = `${renamed} 3`;
    expect(
      (await call('PUT', `franchises/${franchiseId}`, { token: w.admin.token, headers: { 'If-Match': '*' }, body: { name: `${renamed} 2` } })).status,
    ).toBe(200);
    expect((await call('PUT', `franchises/${franchiseId}`, { token: w.admin.token, headers: { 'If-Match': '*' }, body: { name: last } })).status).toBe(200);
    for (let waited = 0; waited < 20_000 && (await storedFranchises()).some((f) => f !== last); waited += 250) await new Promise((r) => setTimeout(r, 250));
    expect(await storedFranchises()).toEqual([last, last, last]);
    expect((await call('GET', `contracts/${contractId}/exclusions`, { token: w.admin.token })).json.franchises).toEqual([last, 'Spine']);
  });
});
