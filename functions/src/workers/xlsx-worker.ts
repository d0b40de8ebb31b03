/**
 * Worker thread of services/xlsx-pool.ts: writes a sheet described as plain data (domain/sheet.ts) as .xlsx
 * bytes with SheetJS. XLSX.write is one synchronous call (about 0.9 s for 20,000 rows): here it holds this
 * thread, not the instance's event loop. Built as its own entry point (dist/workers/xlsx-worker.js).
 */
import * as XLSX from '@e965/xlsx';
import type { MessagePort } from 'node:worker_threads';
import { move } from 'piscina';
import { serialDay, SHEET_FORMATS as FORMATS, type SheetColumnType, type SheetData, type SheetValue } from '../domain/sheet.js';

/**
 * The sheet without its rows, which come through `rows` in messages of a few hundred rows each, then null:
 * copying 20,000 rows to a thread in one message would hold the event loop for about 10 ms.
 */
export type SheetTask = Omit<SheetData, 'rows'> & { rows: MessagePort };

function cell(value: SheetValue, type: SheetColumnType): XLSX.CellObject | null {
  if (value === null) return null;
  switch (type) {
    case 'text':
      return { t: 's', v: String(value) };
    case 'euro':
    case 'integer':
    case 'decimal':
      return typeof value === 'number' && Number.isFinite(value) ? { t: 'n', v: value, z: FORMATS[type] } : null;
    case 'date': {
      const day = serialDay(String(value));
      return Number.isFinite(day) ? { t: 'n', v: day, z: FORMATS.date } : null;
    }
  }
}

/** The head's text cells, then the data rows' cells as their messages arrive. */
function receiveCells(sheet: SheetTask): Promise<(XLSX.CellObject | null)[][]> {
  const types = sheet.columns.map((c) => c.type);
  const cells: (XLSX.CellObject | null)[][] = sheet.head.map((row) => row.map((v): XLSX.CellObject => ({ t: 's', v })));
  return new Promise((resolve) => {
    sheet.rows.on('message', (rows: SheetValue[][] | null) => {
      if (rows) for (const row of rows) cells.push(row.map((v, i) => cell(v, types[i] ?? 'text')));
      else {
        sheet.rows.close();
        resolve(cells);
      }
    });
  });
}

export default async function writeSheet(sheet: SheetTask): Promise<ArrayBuffer> {
  const cells = await receiveCells(sheet);
  const ws = XLSX.utils.aoa_to_sheet(cells);
  ws['!cols'] = sheet.columns.map((c) => ({ wch: c.width }));
  if (sheet.head.length > 0) {
    const range = XLSX.utils.decode_range(ws['!ref'] ?? 'A1');
    ws['!autofilter'] = {
      ref: XLSX.utils.encode_range({ s: { r: sheet.head.length - 1, c: 0 }, e: { r: range.e.r, c: Math.max(range.e.c, sheet.columns.length - 1) } }),
    };
  }
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, sheet.name);
  const bytes = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
  // Moved, not copied, to the caller's thread; a Buffer may be a view into a larger pool: move only its bytes.
  const buffer = bytes.buffer as ArrayBuffer;
  const whole = bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength;
  return move(whole ? buffer : buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)) as ArrayBuffer;
}
