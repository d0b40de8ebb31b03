/**
 * Worker thread of services/import-read-pool.ts: parses an uploaded workbook with SheetJS in dense mode
 * (docs/import.md: the figures that chose it) and hands back one slice of rows as plain values. Parsing
 * is one synchronous call of seconds for large files: here it holds this thread, not the instance's event
 * loop. Built as its own entry point (dist/workers/import-reader.js).
 */
import * as XLSX from '@e965/xlsx';
import { keyIndexes, matchHeaders, rowKey } from '../domain/import-headers.js';
import type { RawCell } from '../domain/import-values.js';
import type { ImportTable } from '../model/imports.js';

export interface ReadTask {
  bytes: Uint8Array;
  table: ImportTable;
  /** First data row of the slice (0 = the row under the headers). */
  from: number;
  count: number;
}

export interface ReadResult {
  headers: RawCell[];
  /** Excel row number of the headers (1-based). */
  headerRow: number;
  /** Data rows below the headers, blank ones included. */
  totalRows: number;
  rows: RawCell[][];
  /** Natural keys of the non-blank rows before the slice: later rows with one of them are duplicates. */
  keysBefore: string[];
}

const valueOf = (cell: XLSX.CellObject | undefined): RawCell => {
  if (!cell || cell.t === 'z' || cell.t === 'e') return null;
  if (cell.t === 'd') return cell.v instanceof Date ? cell.v.toISOString().slice(0, 10) : String(cell.v);
  return cell.v as RawCell;
};

export default function read(task: ReadTask): ReadResult {
  const wb = XLSX.read(task.bytes, { type: 'buffer', dense: true, cellHTML: false, cellText: false, cellFormula: false, cellStyles: false });
  const ws = wb.Sheets[wb.SheetNames[0]];
  const data = (ws?.['!data'] ?? []) as (XLSX.CellObject[] | undefined)[];
  const range = ws?.['!ref'] ? XLSX.utils.decode_range(ws['!ref']) : { s: { r: 0, c: 0 }, e: { r: -1, c: 0 } };
  const width = range.e.c + 1;
  const rowAt = (r: number): RawCell[] => {
    const cells = data[r] ?? [];
    const out: RawCell[] = new Array(width);
    for (let c = 0; c < width; c++) out[c] = valueOf(cells[c]);
    return out;
  };
  const headerIndex = range.s.r;
  const headers = range.e.r >= headerIndex ? rowAt(headerIndex) : [];
  const first = headerIndex + 1;
  const totalRows = Math.max(0, range.e.r - headerIndex);
  const match = matchHeaders(task.table, headers);
  const indexes = keyIndexes(task.table, match);
  const keysBefore: string[] = [];
  for (let r = first; r < first + Math.min(task.from, totalRows); r++) {
    const cells = data[r];
    const key = cells ? rowKey(indexes.map((i) => valueOf(cells[i])), indexes.map((_, k) => k)) : '';
    if (key) keysBefore.push(key);
  }
  const rows: RawCell[][] = [];
  for (let r = first + task.from; r < first + Math.min(totalRows, task.from + task.count); r++) rows.push(rowAt(r));
  return { headers, headerRow: headerIndex + 1, totalRows, rows, keysBefore };
}
