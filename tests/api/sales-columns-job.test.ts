/**
 * The custom columns of every sales line are derived again on the maintenance queue, not within the request
 * (a million lines at the programme's size): the request answers at once, then a line whose columns no longer
 * match its product is corrected, the audit trail keeps the figures and the administrator gets them by e-mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalesLineDoc } from '../../functions/src/model/sales.js';
import { call } from './support/api.js';
import { actors, unique, type Actors } from './support/back-office.js';
import { direct } from './support/direct.js';
import { DEMO } from './support/env.js';
import { messagesTo } from './support/mail.js';
import { salesLineDoc } from './support/sales-line.js';

type SalesModule = typeof import('../../functions/src/services/sales-lines.js');

const tag = unique();
let w: Actors;
let sales: SalesModule;
let cosmos: Awaited<ReturnType<typeof direct>>['cosmos'];
let customer = { id: '', number: '' };
let product = { reference: '', gimCustom: '', sapgCustom: '' };
const lineId = `zc-${tag}`;
const FIGURES = /^Colonnes personnalisées recalculées : (\d+) ligne\(s\) de ventes modifiée\(s\) sur (\d+)\.$/;

const line = (): SalesLineDoc =>
  salesLineDoc(lineId, customer.id, {
    customerSoldTo: { number: customer.number, name: 'Clinique des colonnes' },
    reference: product.reference,
    description: 'Ligne d’essai',
    salesAmount: 120,
    gimCustom: 'Regroupement périmé',
    sapgCustom: 'Regroupement périmé',
  });

const stored = async () => (await cosmos.container('sales').item(lineId, customer.id).read<SalesLineDoc>()).resource;

beforeAll(async () => {
  w = await actors();
  ({ cosmos } = await direct());
  sales = await import('../../functions/src/services/sales-lines.js');
  const products = await call('GET', 'products', { token: w.admin.token, query: { pageNumber: 1 } });
  expect(products.status, products.text).toBe(200);
  const first = await call('GET', `products/${products.json.find((p: { active: boolean }) => p.active).id}`, { token: w.admin.token });
  expect(first.status, first.text).toBe(200);
  product = first.json;
  expect(product.gimCustom).not.toBe('');
  const number = `ZC${tag}`.toUpperCase();
  const c = await call('POST', 'customers', { token: w.admin.token, body: { number, name: 'Clinique des colonnes', active: true } });
  expect(c.status, c.text).toBe(201);
  customer = { id: c.json.id, number };
  await sales.recordSalesLines([line()]);
});

afterAll(async () => {
  if (customer.id) await sales.removeSalesLines([{ customerId: customer.id, id: lineId }]);
  if (customer.id) await call('DELETE', `customers/${customer.id}`, { token: w.admin.token, headers: { 'If-Match': '*' } });
});

describe('le recalcul des colonnes personnalisées des lignes de ventes', () => {
  it('répond tout de suite, corrige la ligne depuis son produit, garde les chiffres au journal et les envoie par e-mail', async () => {
    const known = (await messagesTo(DEMO.admin)).length;
    const res = await call('POST', 'strykerCommands/recalculate-custom-columns', { token: w.admin.token });
    expect(res.status, res.text).toBe(202);

    // Another test's recalculation may still be running: the e-mail that counts is the one of the run that
    // corrected this line (at least one line changed).
    const summaries = async () =>
      (await messagesTo(DEMO.admin)).slice(known).filter((m) => m.subject === '[Portail fidélité] Recalcul des colonnes personnalisées terminé');
    const changedAtLeastOne = (m: { text: string }) => Number(FIGURES.exec(m.text.trim())?.[1] ?? 0) >= 1;
    for (let waited = 0; waited < 30_000 && !(await summaries()).some(changedAtLeastOne); waited += 250) await new Promise((r) => setTimeout(r, 250));
    const mail = (await summaries()).find(changedAtLeastOne);
    expect(mail, 'e-mail récapitulatif').toBeDefined();
    const [, changed, lines] = FIGURES.exec(mail!.text.trim())!;
    expect(Number(lines)).toBeGreaterThanOrEqual(Number(changed));
    expect(await stored()).toMatchObject({ gimCustom: product.gimCustom, sapgCustom: product.sapgCustom });

    const audit = await call('GET', 'audit', { token: w.admin.token, query: { entity: 'strykerCommands', entityId: 'recalculate-custom-columns' } });
    expect(audit.status, audit.text).toBe(200);
    expect(audit.json).toContainEqual(
      expect.objectContaining({
        byEmail: DEMO.admin,
        changes: [
          { field: 'changed', after: Number(changed) },
          { field: 'lines', after: Number(lines) },
        ],
      }),
    );
  });
});
