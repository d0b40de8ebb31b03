/**
 * The back office's big lists through the list protocol: customers, users, products and every sales line
 * ("stryker commands"), whose total comes from a counter the writers keep instead of a count per page.
 */
import { paginationSchema } from '@portail/common';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SalesLineDoc } from '../../functions/src/model/sales.js';
import { call, session, type Session } from './support/api.js';
import { direct } from './support/direct.js';
import { DEMO } from './support/env.js';
import { salesLineDoc } from './support/sales-line.js';

let admin: Session;
let commercial: Session;

beforeAll(async () => {
  [admin, commercial] = await Promise.all([session(DEMO.admin), session(DEMO.commercial)]);
});

const list = (path: string, query: Record<string, string | number> = {}, token = admin.token) => call('GET', path, { token, query });
const pagination = (res: { headers: Headers }) => paginationSchema.parse(JSON.parse(res.headers.get('x-pagination') ?? 'null'));

describe('la liste des clients', () => {
  it('donne 15 clients par page triés par nom, avec les colonnes de l’écran', async () => {
    const res = await list('customers');
    expect(res.status).toBe(200);
    const p = pagination(res);
    expect(p).toMatchObject({ CurrentPage: 1, PageSize: 15, HasPrevious: false });
    expect(res.json).toHaveLength(Math.min(15, p.TotalCount));
    const names: string[] = res.json.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort());
    expect(Object.keys(res.json[0]).sort()).toEqual([
      'active',
      'address',
      'buyingGroupId',
      'buyingGroupName',
      'city',
      'id',
      'name',
      'number',
      'status',
      'zipCode',
    ]);
  });

  it('cherche par numéro, nom ou ville sans tenir compte des accents ni de la casse, et par numéro de statut', async () => {
    const first = (await list('customers', { pageSize: 100 })).json[0];
    const byNumber = await list('customers', { search: first.number });
    expect(byNumber.json.map((c: { id: string }) => c.id)).toContain(first.id);
    const city = first.city as string;
    const shouted = city.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const byCity = await list('customers', { search: shouted, pageSize: 100 });
    expect(byCity.json.length).toBeGreaterThan(0);
    for (const c of byCity.json)
      expect(`${c.number} ${c.name} ${c.city} ${c.address}`.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase()).toContain(shouted);
    const status = await list('customers', { search: String(first.status), pageSize: 100 });
    expect(status.json.map((c: { id: string }) => c.id)).toContain(first.id);
  });

  it('trie par statut décroissant et lit un client par son identifiant', async () => {
    const res = await list('customers', { orderBy: 'status desc', pageSize: 50 });
    const statuses: number[] = res.json.map((c: { status: number }) => c.status);
    expect(statuses).toEqual([...statuses].sort((a, b) => b - a));
    const one = await call('GET', `customers/${res.json[0].id}`, { token: admin.token });
    expect(one.json).toEqual(res.json[0]);
  });

  it('est lue par un commercial pour ses seuls clients (docs/permissions.md)', async () => {
    const res = await list('customers', { pageSize: 100 }, commercial.token);
    expect(res.status).toBe(200);
    const mine = await call('GET', 'users/user-infos-with-customers', { token: commercial.token });
    const own = new Set(mine.json.customers.map((c: { id: string }) => c.id));
    expect(res.json.length).toBeGreaterThan(0);
    for (const c of res.json) expect(own.has(c.id)).toBe(true);
  });
});

describe('les listes des utilisateurs et des produits', () => {
  it('trouvent un utilisateur par son adresse, sans son mot de passe', async () => {
    const res = await list('users', { search: 'ACHETEUR@CHU' });
    expect(res.json.map((u: { email: string }) => u.email)).toEqual([DEMO.customer]);
    expect(JSON.stringify(res.json)).not.toMatch(/passwordHash|argon2|searchText/);
  });

  it('trient les utilisateurs par adresse, page après page', async () => {
    const first = (await list('users', { orderBy: 'email asc', pageSize: 5 })).json.map((u: { email: string }) => u.email);
    const second = (await list('users', { orderBy: 'email asc', pageSize: 5, pageNumber: 2 })).json.map((u: { email: string }) => u.email);
    const emails = [...first, ...second];
    expect(emails.length).toBeGreaterThan(5);
    // Cosmos DB orders by code unit, as a plain sort does.
    expect(emails).toEqual([...emails].sort());
  });

  it('trient les produits par prix et cherchent par référence', async () => {
    const res = await list('products', { orderBy: 'price desc' });
    const prices: number[] = res.json.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const ref = res.json[0].reference as string;
    const found = await list('products', { search: ref.toLowerCase() });
    expect(found.json.map((p: { reference: string }) => p.reference)).toEqual([ref]);
  });
});

describe('la liste de toutes les lignes de ventes', () => {
  const customerId = `cust-liste-${randomUUID().slice(0, 8)}`;
  const now = new Date();
  const line = (id: string): SalesLineDoc =>
    salesLineDoc(id, customerId, {
      customerSoldTo: { number: '990000777', name: 'Clinique Liste' },
      reference: 'REF-LISTE',
      description: 'Écarteur de liste',
      invoiceNumber: `zfl-${id}`,
      orderNumber: `CL-${id}`,
    });

  it('ouvre sur les plus récentes, et son total suit les écritures de lignes sans recompter le conteneur', async () => {
    const res = await list('strykerCommands');
    expect(res.status).toBe(200);
    const before = pagination(res).TotalCount;
    expect(before).toBeGreaterThan(15);
    const dates: string[] = res.json.map((l: { salesRecognitionDate: string }) => l.salesRecognitionDate);
    expect(dates).toEqual([...dates].sort().reverse());

    // Read before the write: the unfiltered page is kept by the instance, and must not outlive the write.
    const firstInvoices = async () =>
      (await list('strykerCommands', { orderBy: 'invoiceNumber desc', pageSize: 3 })).json.map((l: { invoiceNumber: string }) => l.invoiceNumber);
    const before3 = await firstInvoices();
    expect(before3).not.toContain('zfl-c');

    await direct();
    const sales = await import('../../functions/src/services/sales-lines.js');
    await sales.recordSalesLines([line('a'), line('b'), line('c')], now);
    // Lower-case 'zfl-…' sorts after every other invoice number (digits from the seed, capitals from the
    // import tests sharing this stack): the three new lines open the page.
    expect(await firstInvoices()).toEqual(['zfl-c', 'zfl-b', 'zfl-a']);
    // Written again: an update, not three more lines.
    await sales.recordSalesLines([line('a')], now);
    expect(pagination(await list('strykerCommands')).TotalCount).toBe(before + 3);

    // A reference by its start, typed without its separator; a description is not searched.
    const found = await list('strykerCommands', { search: 'ref list' });
    expect(found.json.map((l: { invoiceNumber: string }) => l.invoiceNumber).sort()).toEqual(['zfl-a', 'zfl-b', 'zfl-c']);
    expect(pagination(found).TotalCount).toBe(3);
    expect(pagination(await list('strykerCommands', { search: 'Écarteur de liste' })).TotalCount).toBe(0);
    const byInvoice = await list('strykerCommands', { search: 'zfl-b' });
    expect(byInvoice.json.map((l: { invoiceNumber: string }) => l.invoiceNumber)).toEqual(['zfl-b']);
    expect(byInvoice.json[0]).toMatchObject({ customerSoldTo: { number: '990000777' }, description: 'Écarteur de liste' });
    expect(pagination(byInvoice).TotalCount).toBe(1);

    await sales.removeSalesLines(
      [
        { customerId, id: 'a' },
        { customerId, id: 'b' },
        { customerId, id: 'c' },
        { customerId, id: 'absente' },
      ],
      now,
    );
    expect(pagination(await list('strykerCommands')).TotalCount).toBe(before);
    expect(await firstInvoices()).toEqual(before3);
  });

  it('refuse un tri sur une colonne non triable', async () => {
    const res = await list('strykerCommands', { orderBy: 'searchText asc' });
    expect(res.status).toBe(400);
    expect(res.json.error.field).toBe('orderBy');
  });
});
