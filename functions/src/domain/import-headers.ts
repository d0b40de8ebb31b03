import type { ImportFailure, ImportTable } from '../model/imports.js';
import { IMPORT_COLUMNS, NATURAL_KEY, type ImportColumn } from './import-columns.js';
import { cellText, type RawCell } from './import-values.js';

/**
 * "Invoice Number", "INVOICE_NUMBER", "invoice-number" and "invoicenumber" are one header: case, accents,
 * spaces, underscores, hyphens (and any other punctuation) do not count.
 */
export const headerKey = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

export interface HeaderMatch {
  /** Column index in the sheet of each known column found. */
  columns: { column: ImportColumn; index: number; header: string }[];
  /** Headers that match no column: reported as warnings, their cells ignored. */
  unknown: string[];
  /** Required columns absent from the file: the job fails before any write. */
  missing: ImportColumn[];
  /** A column given twice: the first one is read. */
  repeated: string[];
}

export function matchHeaders(table: ImportTable, headers: readonly RawCell[]): HeaderMatch {
  const byKey = new Map<string, ImportColumn>();
  for (const column of IMPORT_COLUMNS[table]) {
    for (const name of [column.key, column.label, ...(column.aliases ?? [])]) byKey.set(headerKey(name), column);
  }
  const columns: HeaderMatch['columns'] = [];
  const unknown: string[] = [];
  const repeated: string[] = [];
  headers.forEach((raw, index) => {
    const header = cellText(raw);
    if (header === '') return;
    const column = byKey.get(headerKey(header));
    if (!column) unknown.push(header);
    else if (columns.some((c) => c.column === column)) repeated.push(header);
    else columns.push({ column, index, header });
  });
  const missing = IMPORT_COLUMNS[table].filter((c) => c.required && !columns.some((m) => m.column === c));
  return { columns, unknown, missing, repeated };
}

/** The one failure of a job that lacks required columns: each column by its header and its key, as the template names them. */
export function missingColumnsFailure(missing: ImportColumn[]): ImportFailure {
  const named = missing.map((c) => `« ${c.label} » (${c.key})`);
  return missing.length === 1
    ? { code: 'import_column_missing', params: { column: named[0] } }
    : { code: 'import_columns_missing', params: { columns: named.join(', ') } };
}

/** Warnings of the header row, in French. */
export function headerWarnings(match: HeaderMatch): string[] {
  return [...match.unknown.map((h) => `Colonne inconnue ignorée : « ${h} »`), ...match.repeated.map((h) => `Colonne en double ignorée : « ${h} »`)];
}

/** Sheet columns of the table's natural key (NATURAL_KEY), in key order, those present in the file. */
export const keyIndexes = (table: ImportTable, match: HeaderMatch): number[] =>
  NATURAL_KEY[table].map((k) => match.columns.find((c) => c.column.key === k)?.index).filter((i): i is number => i !== undefined);

/** The natural key of a row ('' for a row without any key value). */
export function rowKey(cells: readonly RawCell[] | undefined, indexes: readonly number[]): string {
  if (!cells) return '';
  const parts = indexes.map((i) => cellText(cells[i]));
  return parts.some((p) => p !== '') ? parts.join('\u0001') : '';
}
