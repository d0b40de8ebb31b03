import * as XLSX from '@e965/xlsx';
import { afterAll, describe, expect, it } from 'vitest';
import type { RawCell } from '../domain/import-values.js';
import { checkWorkbook } from './import-file-check.js';
import { closeReadPool, readerPool, readWorkbook, WorkbookTooLarge, type ReadRequest, type ReadRow } from './import-read-pool.js';
import { sheetXml, testZip, xlsxEntries } from '../testing/zip.js';

// Real worker thread: the pool loads workers/import-reader.ts as the local host does.
afterAll(() => closeReadPool());

/** A products sheet: two blank rows, the headers on row 3, data rows `data` (null: a blank row). */
function workbook(data: (RawCell[] | null)[], bookType: 'xlsx' | 'biff8' = 'xlsx'): Uint8Array {
  const rows = [[], [], ['Référence', 'Description', 'Prix'], ...data.map((r) => r ?? [])];
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Produits');
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Notes'], ['ignorée']]), 'Notes');
  return XLSX.write(wb, { type: 'buffer', bookType }) as Uint8Array;
}

const product = (n: number): RawCell[] => [`R${n}`, `Produit ${n}`, n];

/** What the reading gives for data row n of `workbook` (Excel row n + 3), valid. */
const read = (n: number): ReadRow => ({ key: `R${n}`, result: { ok: true, value: { reference: `R${n}`, description: `Produit ${n}`, price: n, row: n + 3 } } });
const blank: ReadRow = { key: '', result: { ok: 'blank' } };

async function readAll(bytes: Uint8Array, request: Partial<ReadRequest>, reader?: Parameters<typeof readWorkbook>[1]) {
  const reading = await readWorkbook({ bytes, table: 'products', from: 0, count: 1_000_000, limit: 1_000_000, batch: 3, ...request }, reader);
  const batches: ReadRow[][] = [];
  try {
    for (;;) {
      const next = await reading.batches.next();
      if (next.done) return { head: reading.head, batches, end: next.value };
      batches.push(next.value);
    }
  } finally {
    await reading.close();
  }
}

describe('readWorkbook', () => {
  const seven = [product(1), product(2), product(3), null, product(5), product(6), product(7)];

  for (const bookType of ['xlsx', 'biff8'] as const) {
    it(`gives the rows ${bookType === 'xlsx' ? '(.xlsx)' : '(.xls)'} validated, in whole batches, blank ones kept in place so that Excel's row numbers hold`, async () => {
      const { head, batches, end } = await readAll(workbook(seven, bookType), {});
      expect(head).toMatchObject({ headers: ['Référence', 'Description', 'Prix'], headerRow: 3, keysBefore: [] });
      expect(batches).toEqual([[read(1), read(2), read(3)], [blank, read(5), read(6)], [read(7)]]);
      expect(end).toEqual({ kind: 'end', complete: true, totalRows: 7, tooMany: false });
    });
  }

  it('starts at a later row with the keys of the rows before it, and stops after the rows asked for', async () => {
    const { head, batches, end } = await readAll(workbook(seven), { from: 3, count: 3 });
    expect(head.keysBefore).toEqual(['R1', 'R2', 'R3']);
    expect(batches).toEqual([[blank, read(5), read(6)]]);
    expect(end).toMatchObject({ complete: false });
    const rest = await readAll(workbook(seven), { from: 6, count: 3 });
    expect(rest.batches).toEqual([[read(7)]]);
    expect(rest.end).toMatchObject({ complete: true, totalRows: 7 });
  });

  it('rejects an invalid row with its Excel row number, column, value and reason, and still gives its key', async () => {
    const { batches } = await readAll(workbook([product(1), ['R2', 'Produit 2', 'douze'], ['R3', 'Produit 3', -3]]), {});
    expect(batches.flat().slice(1)).toEqual([
      { key: 'R2', result: { ok: false, rejection: { row: 5, column: 'Prix', value: 'douze', reason: 'nombre attendu (par exemple 1 234,56)' } } },
      { key: 'R3', result: { ok: false, rejection: { row: 6, column: 'Prix', value: '-3', reason: 'le prix ne peut pas être négatif' } } },
    ]);
  });

  it('stops at the row limit and says the file has too many rows', async () => {
    const { end } = await readAll(workbook(seven), { limit: 5 });
    expect(end).toMatchObject({ complete: false, tooMany: true });
  });

  it('a reading closed midway ends the thread’s work, and the next file reads in full', async () => {
    const big = workbook(Array.from({ length: 20_000 }, (_, i) => product(i)));
    const reading = await readWorkbook({ bytes: big, table: 'products', from: 0, count: 1_000_000, limit: 1_000_000, batch: 1000 });
    expect((await reading.batches.next()).value).toHaveLength(1000);
    await reading.close();
    const { batches, end } = await readAll(workbook(seven), {});
    expect(batches.flat()).toHaveLength(7);
    expect(end.complete).toBe(true);
  });

  it('an unreadable file fails the reading', async () => {
    await expect(
      readWorkbook({ bytes: new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 0]), table: 'products', from: 0, count: 10, limit: 10, batch: 3 }),
    ).rejects.toThrow();
  });

  it('reads the entries the upload checked: not a sheet hidden from the central directory, which a local reader meets first', async () => {
    const [types, workbook, rels, sheet] = xlsxEntries(
      sheetXml([
        ['Référence', 'Description', 'Prix'],
        ['R1', 'Produit 1', 1],
        ['R2', 'Produit 2', 2],
      ]),
    );
    const hidden = {
      name: sheet.name,
      data: sheetXml([
        ['Référence', 'Description', 'Prix'],
        ['CACHÉ', 'jamais compté', 9],
      ]),
      hidden: true,
    };
    const zip = testZip([types, hidden, workbook, rels, sheet]);
    expect(await checkWorkbook(zip)).toEqual({ kind: 'xlsx', rows: 3 });
    const { batches, end } = await readAll(zip, {});
    expect(batches.flat().map((r) => r.key)).toEqual(['R1', 'R2']);
    expect(end).toMatchObject({ complete: true, totalRows: 2 });
  });
});

describe('readWorkbook: the reading thread’s heap', () => {
  // The instance's own cap (READER_HEAP_MB) is sized for a million lines: a smaller one here reaches it in seconds.
  const small = readerPool(64);
  afterAll(() => small.close());

  it('a workbook that needs more than the thread’s heap fails the reading in French, and the next file reads in full', async () => {
    const strings = Array.from({ length: 3_000_000 }, (_, i) => `<si><t>chaîne ${i}</t></si>`).join('');
    const entries = xlsxEntries(
      sheetXml([
        ['Référence', 'Description', 'Prix'],
        ['R1', 'Produit 1', 1],
      ]),
    );
    const zip = testZip([...entries, { name: 'xl/sharedStrings.xml', data: `<sst>${strings}</sst>` }]);
    const err: unknown = await readAll(zip, {}, small).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(WorkbookTooLarge);
    expect((err as Error).message).toBe('Le classeur demande trop de mémoire pour être lu : allégez-le ou découpez-le en plusieurs fichiers.');
    const { batches } = await readAll(testZip(entries), {}, small);
    expect(batches.flat().map((r) => r.key)).toEqual(['R1']);
  }, 240_000);
});
