import * as XLSX from '@e965/xlsx';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPANY_ORDERS_HEADERS, companyOrdersSheet } from '../domain/company-orders-xlsx.js';
import { groupCompanyOrders } from '../domain/company-orders.js';
import { closeWorkbookPool, writeWorkbook, writeWorkbookFile } from './xlsx-pool.js';
import { companyOrderLine as l } from '../testing/company-order-line.js';

// Real worker threads: the pool loads workers/xlsx-worker.ts as the local host does.
afterAll(() => closeWorkbookPool());

const read = (bytes: Uint8Array) => XLSX.read(bytes, { cellDates: true, cellNF: true, cellStyles: true });

describe('writeWorkbook', () => {
  it('writes the company orders as a real xlsx: title, French headers on row 3, date cells, euro amounts, widths, autofilter', async () => {
    const bytes = await writeWorkbook(
      companyOrdersSheet(groupCompanyOrders([l('A1', 'F1', 100.1), l('A1', 'F2', 20)]), { customerName: 'CHU', year: 2025, search: 'la' }),
    );
    expect(Buffer.from(bytes.subarray(0, 2)).toString()).toBe('PK');
    const book = read(bytes);
    expect(book.SheetNames).toEqual(['Commandes']);
    const sheet = book.Sheets.Commandes;
    expect(sheet.A1.v).toContain('Année : 2025');
    expect(sheet.A2).toBeUndefined();
    expect(COMPANY_ORDERS_HEADERS.map((_, c) => sheet[XLSX.utils.encode_cell({ r: 2, c })].v)).toEqual([...COMPANY_ORDERS_HEADERS]);
    expect(sheet.A4).toMatchObject({ t: 'd', z: 'dd/mm/yyyy' });
    expect((sheet.A4.v as Date).toISOString().slice(0, 10)).toBe('2025-03-02');
    expect(sheet.C4).toMatchObject({ t: 'n', v: 120.1, z: '#,##0.00 "€"' });
    expect(sheet.H4).toMatchObject({ t: 'n', v: 100.1, z: '#,##0.00 "€"' });
    expect(sheet.G4).toMatchObject({ t: 'n', v: 2, z: '0' });
    expect(sheet.H5.v).toBe(20);
    expect(sheet['!ref']).toBe('A1:H5');
    expect(sheet['!autofilter']).toEqual({ ref: 'A3:H5' });
    expect(sheet['!cols']?.map((c) => c.wch)).toEqual([12, 16, 20, 16, 16, 50, 10, 16]);
  });

  it('writes dates without a time zone shift, texts as they are, and leaves empty what has no value', async () => {
    const bytes = await writeWorkbook({
      name: 'Feuille & «1»',
      columns: [
        { type: 'date', width: 12 },
        { type: 'text', width: 30 },
        { type: 'euro', width: 10 },
      ],
      head: [['Date', 'Texte', 'Montant']],
      rows: [
        ['2024-02-29', 'A & B <c> "d" \'e\'', Number.NaN],
        ['1999-12-31T23:00:00Z', ' espace en tête', null],
      ],
    });
    const book = read(bytes);
    expect(book.SheetNames).toEqual(['Feuille & «1»']);
    const sheet = book.Sheets[book.SheetNames[0]];
    expect((sheet.A2.v as Date).toISOString().slice(0, 10)).toBe('2024-02-29');
    expect((sheet.A3.v as Date).toISOString().slice(0, 10)).toBe('1999-12-31');
    expect([sheet.B2.v, sheet.B3.v]).toEqual(['A & B <c> "d" \'e\'', ' espace en tête']);
    expect([sheet.C2, sheet.C3]).toEqual([undefined, undefined]);
    expect(sheet['!autofilter']).toEqual({ ref: 'A1:C3' });
  });

  it('stays a correct workbook at 20,000 lines', async () => {
    const lines = Array.from({ length: 20_000 }, (_, i) =>
      l(`C${String(Math.floor(i / 8)).padStart(5, '0')}`, `F${Math.floor(i / 4)}`, i + 0.25, { reference: `R-${i}`, description: `Ligne ${i} & « fin »` }),
    );
    const orders = groupCompanyOrders(lines);
    const sheet = read(await writeWorkbook(companyOrdersSheet(orders, { customerName: 'CHU' }))).Sheets.Commandes;
    expect(sheet['!ref']).toBe('A1:H20003');
    expect(sheet['!autofilter']).toEqual({ ref: 'A3:H20003' });
    const expected = orders.flatMap((o) =>
      o.orders.flatMap((inv) => inv.products.map((p) => ({ order: o.orderNumber, reference: p.reference, amount: p.salesAmount }))),
    );
    const cells = (r: number) => ({ order: sheet[`B${r}`].v, reference: sheet[`E${r}`].v, amount: sheet[`H${r}`].v });
    for (const index of [0, 1, 9_999, 19_998, 19_999]) expect(cells(index + 4), `ligne ${index}`).toEqual(expected[index]);
    expect(sheet.F4.v).toMatch(/^Ligne \d+ & « fin »$/);
    expect(sheet.A20003.t).toBe('d');
  }, 60_000);

  it('rejects once its signal is aborted, before or while the workbook is written', async () => {
    const sheet = companyOrdersSheet(groupCompanyOrders(Array.from({ length: 20_000 }, (_, i) => l(`C${i}`, `F${i}`, i))), { customerName: 'CHU' });
    await expect(writeWorkbook(sheet, AbortSignal.abort(new Error('budget')))).rejects.toThrow('budget');
    const controller = new AbortController();
    const writing = writeWorkbook(sheet, controller.signal);
    setTimeout(() => controller.abort(new Error('budget')), 20);
    await expect(writing).rejects.toThrow();
    // The pool still writes the next workbook after the thread that was writing was ended.
    expect(read(await writeWorkbook(companyOrdersSheet([], { customerName: 'CHU' }))).Sheets.Commandes['!ref']).toBe('A1:H3');
  });
});

describe('writeWorkbookFile', () => {
  const layout = {
    name: 'Lignes',
    columns: [
      { type: 'text', width: 20 },
      { type: 'date', width: 12 },
      { type: 'euro', width: 12 },
      { type: 'integer', width: 8 },
    ] as const,
    head: [['Lignes – Tri : date desc'], [], ['Référence', 'Date', 'Montant', 'Quantité']],
  };
  async function* batches(count: number, size: number) {
    for (let b = 0; b < count; b++) yield Array.from({ length: size }, (_, i) => [`R-${b}-${i} & « x »`, '2025-03-02', b * size + i + 0.5, i]);
  }

  it('streams batches to a file: text headers, typed cells, autofilter over every row; two at once are both whole', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'xlsx-file-'));
    try {
      const [a, b] = await Promise.all([
        writeWorkbookFile({ ...layout, columns: [...layout.columns] }, batches(3, 700), join(dir, 'a.xlsx')),
        writeWorkbookFile({ ...layout, columns: [...layout.columns] }, batches(1, 10), join(dir, 'b.xlsx')),
      ]);
      expect(a.rows).toBe(2_100);
      expect(b.rows).toBe(10);
      const bytes = await readFile(join(dir, 'a.xlsx'));
      expect(a.bytes).toBe(bytes.byteLength);
      const sheet = read(bytes).Sheets.Lignes;
      expect(sheet.A1.v).toBe('Lignes – Tri : date desc');
      // Header cells stay text, whatever their column's format.
      expect(sheet.B3).toMatchObject({ t: 's', v: 'Date' });
      expect(sheet.A4.v).toBe('R-0-0 & « x »');
      expect(sheet.B4).toMatchObject({ t: 'd', z: 'dd/mm/yyyy' });
      expect((sheet.B4.v as Date).toISOString().slice(0, 10)).toBe('2025-03-02');
      expect(sheet.C4).toMatchObject({ t: 'n', v: 0.5, z: '#,##0.00 "€"' });
      expect(sheet.D5).toMatchObject({ t: 'n', v: 1, z: '0' });
      expect(sheet.C2103.v).toBe(2_099.5);
      expect(sheet['!autofilter']).toEqual({ ref: 'A3:D2103' });
      expect(read(await readFile(join(dir, 'b.xlsx'))).Sheets.Lignes['!autofilter']).toEqual({ ref: 'A3:D13' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('fails, and stops reading the list, when the file cannot be written', async () => {
    const LIST_PAGES = 1000;
    let read = 0;
    async function* counted() {
      for await (const batch of batches(LIST_PAGES, 50)) {
        read += 1;
        // A page of a list takes a while to read: the failure, at the start of the file, comes well before the
        // end, even when the writing thread takes seconds to start on a loaded machine.
        await new Promise((r) => setTimeout(r, 10));
        yield batch;
      }
    }
    await expect(writeWorkbookFile({ ...layout, columns: [...layout.columns] }, counted(), join(tmpdir(), 'dossier-absent', 'x.xlsx'))).rejects.toThrow();
    expect(read).toBeLessThan(LIST_PAGES);
    // The next file is written as usual.
    const dir = await mkdtemp(join(tmpdir(), 'xlsx-file-'));
    await expect(writeWorkbookFile({ ...layout, columns: [...layout.columns] }, batches(1, 3), join(dir, 'c.xlsx'))).resolves.toMatchObject({ rows: 3 });
    await rm(dir, { recursive: true, force: true });
  });
});
