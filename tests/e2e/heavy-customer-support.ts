import * as XLSX from '@e965/xlsx';
import { expect } from '@playwright/test';
import { acceptTermsByApi, api, apiLogin, createUserWithPassword, DEMO } from './support.js';

/**
 * A customer as heavy as the default demo data's heaviest (about 3,250 sales lines in 674 orders), with its
 * own buyer, for the browser tests that need that size on the test stack (small seed). Everything goes
 * through the API as an administrator would: the customer, its sales lines by the Excel import, the buyer
 * and its link to the customer. `remove` rolls the import back and deletes the buyer and the customer, so
 * no other test sees them.
 */

export const HEAVY_ORDERS = 674;
const HEAVY_LINES = 3_250;

export interface HeavyCustomer {
  id: string;
  number: string;
  name: string;
  buyer: { id: string; email: string; password: string };
  importId: string;
  /** Order numbers start with it. */
  tag: string;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADERS = [
  'N° client facturé',
  'N° client déclaré',
  'N° de facture',
  'N° de commande',
  'N° de ligne',
  'Référence',
  'Désignation',
  'Montant HT',
  'Quantité facturée',
  'Date de reconnaissance',
];

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** 674 orders of four or five lines (3,250 in all), one or two invoices each, over the last 18 months. */
function salesWorkbook(number: string, tag: string, references: string[]): Buffer {
  const rows: unknown[][] = [HEADERS];
  const fiveLineOrders = HEAVY_LINES - HEAVY_ORDERS * 4;
  const now = Date.now();
  for (let o = 0; o < HEAVY_ORDERS; o++) {
    const lines = o < fiveLineOrders ? 5 : 4;
    const day = isoDay(new Date(now - (1 + ((o * 13) % 540)) * 86_400_000));
    for (let l = 0; l < lines; l++) {
      const invoice = `F${tag}${o}-${l < 2 ? 1 : 2}`;
      const reference = references[(o + l) % references.length];
      rows.push([number, number, invoice, `C${tag}${o}`, l + 1, reference, `Article ${l + 1}`, 40 + ((o * 7 + l * 31) % 900) + 0.5, 1 + (l % 3), day]);
    }
  }
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Données');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

interface ImportJob {
  id: string;
  status: string;
  rollbackPending?: boolean;
  counts: Record<string, number>;
}

async function waitForJob(token: string, id: string, until: (job: ImportJob) => boolean): Promise<ImportJob> {
  const end = Date.now() + 90_000;
  for (;;) {
    const { status, data } = await api<ImportJob>(`/import/${id}`, { token });
    expect(status, 'lecture de l’import').toBe(200);
    if (until(data)) return data;
    if (Date.now() > end) throw new Error(`Import ${id} toujours « ${data.status} »`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function createHeavyCustomer(): Promise<HeavyCustomer> {
  const { token } = await apiLogin(DEMO.admin);
  const tag = Date.now().toString(36).toUpperCase();
  const number = `8${Date.now().toString().slice(-7)}${Math.floor(Math.random() * 10)}`;
  const name = `Clinique Volumineuse ${tag}`;
  const made = await api<{ id: string }>('/customers', { method: 'POST', token, body: { number, name, city: 'Lille' } });
  expect(made.status, 'création du client').toBe(201);

  const products = await api<{ reference: string }[]>('/products?pageSize=20', { token });
  expect(products.status, 'lecture des produits').toBe(200);
  const form = new FormData();
  form.append('table', 'strykerCommands');
  form.append(
    'file',
    new Blob(
      [
        new Uint8Array(
          salesWorkbook(
            number,
            tag,
            products.data.map((p) => p.reference),
          ),
        ),
      ],
      { type: XLSX_TYPE },
    ),
    `ventes-${tag}.xlsx`,
  );
  const upload = await api<{ id: string }>('/import', { method: 'POST', token, body: form });
  expect(upload.status, JSON.stringify(upload.data)).toBe(202);
  const importId = upload.data.id;
  const job = await waitForJob(token, importId, (j) => ['done', 'failed'].includes(j.status));
  expect(job.status, 'import des lignes de ventes').toBe('done');
  expect(job.counts.created, 'lignes créées').toBe(HEAVY_LINES);

  const buyer = await createUserWithPassword('CUSTOMER', undefined, 'lourd');
  const link = await api(`/customers/${made.data.id}/users`, { method: 'POST', ifMatch: '*', token, body: { users: [buyer.id] } });
  expect(link.status, 'rattachement de l’acheteur').toBe(200);
  await acceptTermsByApi(buyer.email, buyer.password);
  return { id: made.data.id, number, name, buyer: { id: buyer.id, email: buyer.email, password: buyer.password }, importId, tag };
}

export async function removeHeavyCustomer(customer: HeavyCustomer): Promise<void> {
  const { token } = await apiLogin(DEMO.admin);
  const rollback = await api(`/import/${customer.importId}/rollback`, { method: 'POST', token });
  expect(rollback.status, 'annulation de l’import').toBe(202);
  const undone = await waitForJob(token, customer.importId, (j) => j.status === 'rolledBack' || j.status === 'failed');
  expect(undone.status, 'import annulé').toBe('rolledBack');
  expect((await api(`/users/${customer.buyer.id}`, { method: 'DELETE', ifMatch: '*', token })).status, 'suppression de l’acheteur').toBeLessThan(300);
  expect((await api(`/customers/${customer.id}`, { method: 'DELETE', ifMatch: '*', token })).status, 'suppression du client').toBeLessThan(300);
}
