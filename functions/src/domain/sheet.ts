/**
 * A one-sheet workbook described as plain data: what a rule lays out and the workbook worker
 * (workers/xlsx-worker.ts) writes with SheetJS on another thread. Each column has one type, so a data row
 * is an array of strings and numbers: handing 20,000 rows to a worker thread copies them on the event
 * loop, and primitives copy about seven times faster than one small object per cell.
 */

/** What a column holds: text, a number in euros, a whole number, a number with two decimals (a percentage), or a calendar date 'YYYY-MM-DD'. */
export type SheetColumnType = 'text' | 'euro' | 'integer' | 'decimal' | 'date';

export interface SheetColumn {
  type: SheetColumnType;
  /** Width in characters. */
  width: number;
}

/** A data cell: a string for text and dates, a number for euros and integers; null leaves the cell empty. */
export type SheetValue = string | number | null;

export interface SheetData {
  name: string;
  columns: SheetColumn[];
  /** Text rows above the data: a title, a blank row, the column headers last; the autofilter starts at the last. */
  head: string[][];
  rows: SheetValue[][];
}

/** Excel's number formats of the typed columns. */
export const SHEET_FORMATS = { euro: '#,##0.00 "€"', integer: '0', decimal: '0.00', date: 'dd/mm/yyyy' } as const;

/** Excel's day number (1900 system) of a calendar date: a number with a date format, no time zone to shift it. */
export function serialDay(iso: string): number {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return Date.UTC(y, m - 1, d) / 86_400_000 + 25_569;
}
