/**
 * Import of sales lines ("stryker commands") from a messy ERP export: headers in any order and spelling,
 * numbers and dates in every form, blank rows, duplicates, unknown customers, invalid values, unknown
 * references; then the summary e-mail, the error report, re-imports and the line number column.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api.js';
import { DEMO } from './support/env.js';
import { messagesTo, waitForMessage } from './support/mail.js';
import { adminToken, importAndWait, runTag, sheetRows, someCustomers, stored, workbook, type CustomerRow } from './import-support.js';

let token: string;
let customer: CustomerRow;
let other: CustomerRow;
let knownReference: string;

beforeAll(async () => {
  token = await adminToken();
  [customer, other] = await someCustomers(token, 2);
  const products = await call('GET', 'products', { token, query: { pageSize: 5 } });
  knownReference = products.json[0].reference;
});

const HEADERS = [
  'INVOICE_NUMBER',
  'order-number',
  'Référence',
  'customer sold to',
  'N° CLIENT DÉCLARÉ',
  'Montant HT',
  'invoicequantity',
  'Date de reconnaissance',
  'Colonne Mystère',
  'description',
];

function messyFile(tag: string, amountOfFirst: unknown = '1\u00a0234,50') {
  const rows: unknown[][] = [
    [`F${tag}1`, `C${tag}1`, knownReference, customer.number, customer.number, amountOfFirst, 2, new Date(Date.UTC(2025, 2, 15)), 'x', 'Ligne un'],
    [`F${tag}2`, `C${tag}2`, `REF-${tag}`, other.number, other.number, 99.5, 1, '15/04/2025', 'x', 'Référence inconnue'],
    [`F${tag}3`, `C${tag}3`, knownReference, customer.number, customer.number, '1,234.75', '3', 45700, '', ''],
    [`  F${tag}4 `, `C${tag}4`, knownReference, customer.number, customer.number, ' -12,5 ', 1, '2025-05-20', '', 'Avoir'],
    [],
    [`F${tag}1`, `C${tag}1`, knownReference, customer.number, customer.number, 5, 1, '2025-03-15', '', 'Doublon'],
    [`F${tag}5`, `C${tag}5`, knownReference, '999999999', '999999999', 10, 1, '2025-03-15', '', 'Client inconnu'],
    [`F${tag}6`, `C${tag}6`, knownReference, customer.number, customer.number, 'abc', 1, '2025-03-15', '', 'Montant invalide'],
    [`F${tag}7`, `C${tag}7`, knownReference, customer.number, customer.number, 10, 1, '31/02/2025', '', 'Date invalide'],
  ];
  return workbook([HEADERS, ...rows]);
}

const linesOf = (tag: string) => stored('sales', "c.type = 'salesLine' AND STARTSWITH(c.invoiceNumber, @p)", [{ name: '@p', value: `F${tag}` }]);

describe('import des commandes', () => {
  const tag = runTag();
  let job: any;

  it('lit les en-têtes et valeurs désordonnés, rejette les lignes fautives une à une, compte les doublons', async () => {
    const before = (await messagesTo(DEMO.admin)).length;
    job = await importAndWait(token, messyFile(tag), { table: 'strykerCommands' }, `ventes-${tag}.xlsx`);
    expect(job.status).toBe('done');
    expect(job.progress).toBe(100);
    expect(job.counts).toEqual({ read: 8, created: 4, updated: 0, unchanged: 0, rejected: 3, duplicate: 1 });
    expect(job.warnings).toContain('Colonne inconnue ignorée : « Colonne Mystère »');
    expect(job.warnings.some((w: string) => w.includes(`REF-${tag}`))).toBe(true);
    // Excel rows: headers on row 1, the blank row is row 6.
    expect(job.errors).toEqual([
      { row: 8, column: 'N° CLIENT DÉCLARÉ', value: '999999999', reason: expect.stringContaining('client inconnu') },
      { row: 9, column: 'Montant HT', value: 'abc', reason: expect.stringContaining('nombre attendu') },
      { row: 10, column: 'Date de reconnaissance', value: '31/02/2025', reason: expect.stringContaining('date attendue') },
    ]);

    const lines = await linesOf(tag);
    const byInvoice = Object.fromEntries(lines.map((l) => [l.invoiceNumber, l]));
    expect(Object.keys(byInvoice).sort()).toEqual([1, 2, 3, 4].map((n) => `F${tag}${n}`));
    expect(byInvoice[`F${tag}1`]).toMatchObject({
      salesAmount: 1234.5,
      invoiceQuantity: 2,
      salesRecognitionDate: '2025-03-15',
      year: 2025,
      customerId: customer.id,
      description: 'Ligne un',
    });
    expect(byInvoice[`F${tag}2`]).toMatchObject({ salesAmount: 99.5, salesRecognitionDate: '2025-04-15', customerId: other.id, pointCategory: 'services' });
    expect(byInvoice[`F${tag}3`]).toMatchObject({ salesAmount: 1234.75, invoiceQuantity: 3, salesRecognitionDate: '2025-02-12' });
    expect(byInvoice[`F${tag}4`]).toMatchObject({ salesAmount: -12.5, salesRecognitionDate: '2025-05-20' });
    for (const l of lines) {
      expect(l.importId).toBe(job.id);
      // Invoice numbers of letters and digits: the search's key is the number in lower case.
      expect(l.searchKeys?.invoice).toBe(l.invoiceNumber.toLowerCase());
    }

    const mail = await waitForMessage(DEMO.admin, before, 20_000, job.id);
    expect(mail.subject).toContain(`ventes-${tag}.xlsx`);
    for (const line of ['Lignes lues : 8', 'Créées : 4', 'Mises à jour : 0', 'Inchangées : 0', 'Rejetées : 3', 'En double : 1'])
      expect(mail.text).toContain(line);
    expect(mail.text).toContain('Ligne 9, colonne « Montant HT », valeur « abc » : nombre attendu');
    expect(mail.text).toContain(`/admin/imports/${job.id}`);
  });

  it('fournit le rapport d’erreurs en .xlsx avec une colonne de motif', async () => {
    const res = await fetch(`${process.env.API_URL ?? 'http://127.0.0.1:7091'}/api/import/${job.id}/errors`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const rows = sheetRows(await res.arrayBuffer());
    const head = rows.findIndex((r) => r[0] === 'Ligne');
    expect(rows[head]).toEqual(['Ligne', 'Colonne', 'Valeur', 'Motif du rejet']);
    expect(rows.slice(head + 1).map((r) => r[0])).toEqual([8, 9, 10]);
  });

  it('réimporter le même fichier ne change rien ; une valeur modifiée est une mise à jour', async () => {
    const again = await importAndWait(token, messyFile(tag), { table: 'strykerCommands' });
    expect(again.counts).toEqual({ read: 8, created: 0, updated: 0, unchanged: 4, rejected: 3, duplicate: 1 });
    expect((await linesOf(tag)).every((l) => l.importId === job.id)).toBe(true);

    const changed = await importAndWait(token, messyFile(tag, 1500), { table: 'strykerCommands' });
    expect(changed.counts).toMatchObject({ created: 0, updated: 1, unchanged: 3 });
    const lines = await linesOf(tag);
    expect(lines).toHaveLength(4);
    expect(lines.find((l) => l.invoiceNumber === `F${tag}1`)).toMatchObject({ salesAmount: 1500, importId: changed.id });
  });

  it('une colonne de numéro de ligne distingue deux lignes de même facture, commande et référence', async () => {
    const t = runTag();
    const file = workbook([
      [
        'Invoice Number',
        'Order Number',
        'Line Number',
        'Reference',
        'Customer Sold To',
        'Customer Reported',
        'Sales Amount',
        'Invoice Quantity',
        'Sales Recognition Date',
      ],
      [`F${t}1`, `C${t}1`, 1, knownReference, customer.number, customer.number, 10, 1, '2025-01-10'],
      [`F${t}1`, `C${t}1`, 2, knownReference, customer.number, customer.number, 20, 1, '2025-01-10'],
      [`F${t}1`, `C${t}1`, 2, knownReference, customer.number, customer.number, 20, 1, '2025-01-10'],
    ]);
    const done = await importAndWait(token, file, { table: 'strykerCommands' });
    expect(done.counts).toMatchObject({ read: 3, created: 2, duplicate: 1 });
    expect(await linesOf(t)).toHaveLength(2);
  });

  it('une colonne obligatoire absente fait échouer l’import avant toute écriture, avec un message clair', async () => {
    const t = runTag();
    const before = (await messagesTo(DEMO.admin)).length;
    const file = workbook([
      ['Invoice Number', 'Order Number', 'Reference', 'Customer Reported', 'Sales Amount', 'Sales Recognition Date'],
      [`F${t}1`, `C${t}1`, knownReference, customer.number, 10, '2025-01-10'],
    ]);
    const failed = await importAndWait(token, file, { table: 'strykerCommands' });
    expect(failed.status).toBe('failed');
    // A code and its params for the site to word; the French text beside them, as for a refusal.
    expect(failed.failure?.code).toBe('import_columns_missing');
    expect(failed.failure?.params?.columns).toContain('customerSoldTo');
    expect(failed.failure?.params?.columns).toContain('invoiceQuantity');
    expect(failed.failure?.message).toContain('Colonnes obligatoires absentes');
    expect(await linesOf(t)).toHaveLength(0);
    const mail = await waitForMessage(DEMO.admin, before, 20_000, failed.id);
    expect(mail.text).toContain('Colonnes obligatoires absentes');
  });
});
