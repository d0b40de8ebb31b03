/** Excel exports of the back-office lists of products, contracts, addresses, price lists, terms and orders: the screen's search and sort, every row. */
import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api.js';
import { actors, unique, type Actors } from './support/back-office.js';
import { API_URL } from './support/env.js';

let w: Actors;
beforeAll(async () => {
  w = await actors();
});

async function sheet(path: string, query: Record<string, string>, token = w.admin.token): Promise<{ status: number; rows: unknown[][] }> {
  const res = await fetch(`${API_URL}/api/${path}/export?${new URLSearchParams(query)}`, { headers: { Authorization: `Bearer ${token}` } });
  if (res.status !== 200) return { status: res.status, rows: [] };
  expect(res.headers.get('content-type')).toContain('spreadsheetml');
  const book = XLSX.read(new Uint8Array(await res.arrayBuffer()), { type: 'array' });
  return { status: 200, rows: XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 }) };
}

describe('les exports Excel du back-office', () => {
  it('des contrats : recherche et tri de l’écran, colonnes lisibles', async () => {
    const tag = `zexp${unique()}`;
    const year = new Date().getUTCFullYear();
    const ids: string[] = [];
    for (const n of ['B', 'A', 'C']) {
      const made = await call('POST', 'contracts', {
        token: w.admin.token,
        body: { name: `${tag} ${n}`, startDate: `${year}-01-01`, endDate: `${year}-12-31`, customerNumbers: [w.a.number] },
      });
      ids.push(made.json.id);
    }
    const { rows } = await sheet('contracts', { search: tag, orderBy: 'name desc' });
    expect(rows[0]![0]).toContain(`Recherche : « ${tag} »`);
    expect(rows[2]).toEqual(['Nom', 'Actif', 'Début', 'Fin', 'Clients', 'Sous-marques GIM exclues', 'Franchises exclues']);
    expect(rows.slice(3).map((r) => r[0])).toEqual([`${tag} C`, `${tag} B`, `${tag} A`]);
    expect(rows[3]!.slice(1, 5)).toEqual(['oui', `${year}-01-01`, `${year}-12-31`, w.a.number]);
    for (const id of ids) await call('DELETE', `contracts/${id}`, { token: w.admin.token, headers: { 'If-Match': '*' } });
  });

  it('des produits, des adresses, des listes de prix, des conditions et des commandes : toutes les lignes, sans plafond de page', async () => {
    const products = await sheet('products', { orderBy: 'reference asc' });
    const total = JSON.parse((await call('GET', 'products', { token: w.admin.token })).headers.get('x-pagination')!).TotalCount;
    expect(products.rows.length - 3).toBe(total);
    const addresses = await sheet('address/withcustomerdetails', { search: w.a.name.toLowerCase() });
    expect(addresses.rows[2]).toEqual(['N° client', 'Client', 'Nom', 'Adresse complète', 'Ville', 'Code postal', 'Type']);
    expect(addresses.rows.slice(3).every((r) => r[0] === w.a.number)).toBe(true);
    for (const path of ['priceList', 'TermsAndConditions', 'orderOneStryker']) expect((await sheet(path, {})).rows.length, path).toBeGreaterThan(3);
  });

  it('suivent les droits de leur liste : le commercial n’exporte que ses clients, l’acheteur rien', async () => {
    const mine = await sheet('address/withcustomerdetails', {}, w.commercial.token);
    expect(mine.status).toBe(200);
    const admin = await sheet('address/withcustomerdetails', {});
    expect(mine.rows.length).toBeLessThan(admin.rows.length);
    expect((await sheet('contracts', {}, w.buyer.token)).status).toBe(403);
    expect((await sheet('TermsAndConditions', {}, w.commercial.token)).status).toBe(403);
  });
});
