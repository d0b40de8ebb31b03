import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { writeXlsx, type XlsxCell } from './xlsx-writer.js';

const read = (bytes: Uint8Array) => XLSX.read(bytes, { cellDates: true, cellNF: true });

describe('writeXlsx', () => {
  it('writes texts as they are, XML specials, accents and edge spaces included, and drops what XML cannot hold', async () => {
    const texts = ['A & B <c> "d" \'e\'', ' espace en tête', 'Œuvre – 10 € ✓', 'ctrl\u0001char', ''];
    const bytes = await writeXlsx({ name: 'Feuille & «1»', widths: [20], rows: texts.map((v): XlsxCell[] => [{ t: 's', v }]) });
    const book = read(bytes);
    expect(book.SheetNames).toEqual(['Feuille & «1»']);
    const sheet = book.Sheets[book.SheetNames[0]];
    expect(texts.slice(0, 4).map((_, r) => sheet[XLSX.utils.encode_cell({ r, c: 0 })].v)).toEqual(['A & B <c> "d" \'e\'', ' espace en tête', 'Œuvre – 10 € ✓', 'ctrlchar']);
  });

  it('writes dates as dates without a time zone shift, numbers with their formats, and the autofilter over the table', async () => {
    const rows: XlsxCell[][] = [[{ t: 's', v: 'Titre' }], [{ t: 's', v: 'Date' }, { t: 's', v: 'Montant' }], [{ t: 'd', v: '2024-02-29' }, { t: 'n', v: 1234.5, format: 'euro' }], [{ t: 'd', v: '1999-12-31T23:00:00Z' }, { t: 'n', v: 3, format: 'integer' }]];
    const sheet = read(await writeXlsx({ name: 'S', widths: [12, 16], rows, autoFilterFromRow: 1 })).Sheets.S;
    expect(sheet.A3.t).toBe('d');
    expect((sheet.A3.v as Date).toISOString().slice(0, 10)).toBe('2024-02-29');
    expect((sheet.A4.v as Date).toISOString().slice(0, 10)).toBe('1999-12-31');
    expect(sheet.B3).toMatchObject({ t: 'n', v: 1234.5, z: '#,##0.00 "€"' });
    expect(sheet.B4).toMatchObject({ t: 'n', v: 3 });
    expect(sheet['!autofilter']).toEqual({ ref: 'A2:B4' });
    expect(sheet['!ref']).toBe('A1:B4');
  });

  it('stops between slices once its signal is aborted', async () => {
    const controller = new AbortController();
    const rows = (function* () {
      for (let i = 0; i < 10_000; i += 1) {
        if (i === 150) controller.abort(new Error('budget'));
        yield [{ t: 'n', v: i }] as XlsxCell[];
      }
    })();
    await expect(writeXlsx({ name: 'S', widths: [], rows }, { rowsPerSlice: 100, signal: controller.signal })).rejects.toThrow('budget');
  });
});
