/**
 * Import of products (by reference) and of price lists (list + reference), the dry run, the template and
 * the jobs list.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { API_URL } from './support/env.js';
import { call } from './support/api.js';
import { actors } from './support/back-office.js';
import { adminToken, importAndWait, runTag, sheetRows, someCustomers, stored, upload, workbook, type CustomerRow } from './import-support.js';

let token: string;
let customer: CustomerRow;

beforeAll(async () => {
  token = await adminToken();
  [customer] = await someCustomers(token, 1);
});

const productsOf = (tag: string) => stored('products', "c.type = 'product' AND STARTSWITH(c.reference, @p)", [{ name: '@p', value: `P${tag}` }]);

describe('import des produits', () => {
  const tag = runTag();
  const file = (price2: unknown) =>
    workbook([
      ['reference', 'DESCRIPTION', 'Désignation', 'Prix en points', 'tva', 'Sous_Franchise', 'ACTIF', 'catégorie', 'gimSterilityFlag'],
      [`P${tag}1`, 'Drill', 'Perceuse chirurgicale', '1 200', '20', 'Instruments', 'oui', 'capital', 'non'],
      [`P${tag}2`, 'Screw', 'Vis corticale', price2, '5,5', 'Trauma', 'non', 'implant', 1],
      [`P${tag}3`, 'Bad', 'Catégorie inconnue', 10, 20, '', 'oui', 'jouet', 0],
      [`P${tag}1`, 'Drill bis', 'Doublon', 1, 20, '', 'oui', 'capital', 0],
    ]);

  it('crée les produits, les met à jour par référence, avec leur texte de recherche', async () => {
    const job = await importAndWait(token, file('12,5'), { table: 'products' });
    expect(job.counts).toEqual({ read: 4, created: 2, updated: 0, unchanged: 0, rejected: 1, duplicate: 1 });
    expect(job.errors[0]).toMatchObject({ row: 4, column: 'catégorie', value: 'jouet' });
    const products = await productsOf(tag);
    const p1 = products.find((p) => p.reference === `P${tag}1`);
    const p2 = products.find((p) => p.reference === `P${tag}2`);
    expect(p1).toMatchObject({
      type: 'product',
      description: 'Drill',
      descriptionLocal: 'Perceuse chirurgicale',
      price: 1200,
      tva: 20,
      subFranchise: 'Instruments',
      active: true,
      category: 'capital',
      gimSterilityFlag: 0,
    });
    expect(p2).toMatchObject({ price: 12.5, tva: 5.5, active: false, category: 'implant', gimSterilityFlag: 1 });
    expect(p1.searchText).toContain(`p${tag.toLowerCase()}1`);
    expect(p1.searchText).toContain('perceuse chirurgicale');

    const again = await importAndWait(token, file('12,5'), { table: 'products' });
    expect(again.counts).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    const changed = await importAndWait(token, file(14), { table: 'products' });
    expect(changed.counts).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    expect((await productsOf(tag)).find((p) => p.reference === `P${tag}2`)).toMatchObject({ price: 14, importId: changed.id });
  });

  it('le catalogue d’un client montre aussitôt ce qu’un import a changé, bien que l’import tourne sur un autre fil', async () => {
    const w = await actors();
    const t = runTag();
    const priced = (price: number) =>
      workbook([
        ['Référence', 'Description', 'Prix', 'Actif'],
        [`P${t}1`, 'Pince', price, 'oui'],
      ]);
    const seen = async () => {
      const page = await call('GET', 'products/GetAllForCustomer', { token: w.buyer.token, query: { Customer: w.a.id, search: `P${t}1`, pageNumber: 1 } });
      return page.json.find((p: { reference: string }) => p.reference === `P${t}1`)?.price;
    };
    await importAndWait(token, priced(5), { table: 'products' });
    // This read fills the serving thread's catalogue, kept a minute (data/catalogue-cache.ts).
    expect(await seen()).toBe(5);
    await importAndWait(token, priced(6), { table: 'products' });
    expect(await seen()).toBe(6);
  });

  it('lit aussi un classeur .xls (Excel 97-2003)', async () => {
    const t = runTag();
    const XLSX = await import('@e965/xlsx');
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        ['Reference', 'Description', 'Price'],
        [`P${t}1`, 'Ancien format', 7.5],
      ]),
      'Feuil1',
    );
    const xls = XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    const job = await importAndWait(token, xls, { table: 'products' }, 'ancien.xls');
    expect(job.counts).toMatchObject({ read: 1, created: 1 });
    expect((await productsOf(t))[0]).toMatchObject({ reference: `P${t}1`, price: 7.5 });
  });

  it('l’essai à blanc compte ce qui changerait sans rien écrire', async () => {
    const t = runTag();
    const dry = await importAndWait(
      token,
      workbook([
        ['Référence', 'Description', 'Prix'],
        [`P${t}1`, 'Nouveau', 3],
      ]),
      { table: 'products', dryRun: 'true' },
    );
    expect(dry).toMatchObject({ status: 'done', dryRun: true });
    expect(dry.counts).toMatchObject({ read: 1, created: 1 });
    expect(await productsOf(t)).toHaveLength(0);
    const rollback = await call('POST', `import/${dry.id}/rollback`, { token });
    expect(rollback.status).toBe(409);
  });
});

describe('import des listes de prix', () => {
  it('crée la liste du client pour les dates choisies, puis la complète par référence', async () => {
    const tag = runTag();
    const products = await call('GET', 'products', { token, query: { pageSize: 3 } });
    const [a, b] = products.json as { id: string; reference: string }[];
    // Dates of their own: each run creates its list, whatever earlier runs left on the stack.
    const year = 2100 + Math.floor(Math.random() * 800);
    const fields = { table: 'price-list', customerIds: customer.id, startDate: `${year}-01-01`, endDate: `${year}-12-31` };
    const first = await importAndWait(
      token,
      workbook([
        ['REFERENCE', 'prix'],
        [a.reference, '10,5'],
        [b.reference, 20],
        [`X${tag}`, 5],
        [a.reference, 99],
      ]),
      fields,
    );
    expect(first.counts).toEqual({ read: 4, created: 3, updated: 0, unchanged: 0, rejected: 0, duplicate: 1 });
    expect(first.warnings.some((w: string) => w.includes(`X${tag}`))).toBe(true);
    const lists = () =>
      stored('customerData', "c.customerId = @c AND c.type = 'priceList' AND c.startDate = @s AND c.endDate = @e", [
        { name: '@c', value: customer.id },
        { name: '@s', value: fields.startDate },
        { name: '@e', value: fields.endDate },
      ]);
    const [list] = await lists();
    expect(list.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reference: a.reference, productId: a.id, price: 10.5 }),
        expect.objectContaining({ reference: b.reference, productId: b.id, price: 20 }),
      ]),
    );
    const second = await importAndWait(
      token,
      workbook([
        ['Référence', 'Prix en points'],
        [a.reference, 11],
        [b.reference, 20],
      ]),
      fields,
    );
    expect(second.counts).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    const after = await lists();
    expect(after).toHaveLength(1);
    expect(after[0].lines.find((l: { reference: string }) => l.reference === a.reference).price).toBe(11);
  });

  it('refuse une liste de prix sans dates ni client', async () => {
    const file = workbook([
      ['Référence', 'Prix'],
      ['X', 1],
    ]);
    const noCustomer = await upload(token, file, { table: 'price-list', startDate: '2031-01-01', endDate: '2031-12-31' });
    expect(noCustomer.status).toBe(400);
    const noDates = await upload(token, file, { table: 'price-list', customerIds: customer.id });
    expect(noDates.status).toBe(400);
    expect(noDates.json.error.message).toContain('date de début');
  });
});

describe('modèles et liste des imports', () => {
  it.each(['strykerCommands', 'products', 'price-list'])('le modèle %s a les en-têtes attendus et une feuille de notes', async (table) => {
    const res = await fetch(`${API_URL}/api/import/template/${table}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const [headers] = sheetRows(bytes);
    expect(headers).toContain('Référence');
    const XLSX = await import('@e965/xlsx');
    expect(XLSX.read(bytes, { type: 'array' }).SheetNames).toEqual(['Données', 'Notes']);
  });

  it('liste les imports, les plus récents d’abord, avec X-Pagination', async () => {
    const res = await call('GET', 'import', { token, query: { pageSize: 5 } });
    expect(res.status).toBe(200);
    const pagination = JSON.parse(res.headers.get('x-pagination') ?? '{}');
    expect(pagination).toMatchObject({ CurrentPage: 1, PageSize: 5 });
    expect(pagination.TotalCount).toBeGreaterThan(0);
    const dates = (res.json as { createdAt: string }[]).map((j) => j.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
