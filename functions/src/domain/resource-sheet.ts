import { describeOrder, type SortOrder } from '@portail/common';
import type { SheetColumn, SheetColumnType, SheetData, SheetValue } from './sheet.js';

/** One column of a list's Excel export: its French header, its type, and how a row's value is read. */
export interface ExportColumn<Row> {
  header: string;
  type: SheetColumnType;
  width?: number;
  value(row: Row): SheetValue;
}

const MONEY = /price|amount|cost|total|ca$/i;

/** A cell from any DTO value: a customer reference as « number - name », a flag as oui/non, a list joined. */
function plain(value: unknown): SheetValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (Array.isArray(value)) return value.map((v) => String(plain(v) ?? '')).join(', ');
  const o = value as Record<string, unknown>;
  if ('number' in o && 'name' in o) return `${String(o.number)} - ${String(o.name)}`;
  return JSON.stringify(value);
}

/**
 * The columns a list exports when its declaration names none: every field of its rows (the item schema's
 * keys) but the id, numbers as numbers (in euros when the name says money), the rest as text.
 */
export function defaultExportColumns(keys: readonly string[], sample: Record<string, unknown> | undefined): ExportColumn<Record<string, unknown>>[] {
  return keys
    .filter((k) => k !== 'id' && k !== 'customerId')
    .map((key) => {
      const isNumber = typeof sample?.[key] === 'number';
      const type: SheetColumnType = isNumber
        ? MONEY.test(key)
          ? 'euro'
          : 'integer'
        : /date$|At$/i.test(key) && typeof sample?.[key] === 'string'
          ? 'date'
          : 'text';
      return {
        header: key,
        type,
        width: Math.max(12, Math.min(40, key.length + 4)),
        value: (row) => (type === 'text' ? plain(row[key]) : (row[key] as SheetValue)),
      };
    });
}

/** The sheet's layout: a title row that states the search and the sort, a blank row, then the headers. */
export function resourceSheetLayout<Row>(
  title: string,
  columns: readonly ExportColumn<Row>[],
  filters: { search?: string; order: SortOrder },
): Omit<SheetData, 'rows'> {
  const note = [describeOrder(filters.order), ...(filters.search ? [`Recherche : « ${filters.search} »`] : [])].join(' – ');
  const sheetColumns: SheetColumn[] = columns.map((c) => ({ type: c.type, width: c.width ?? 16 }));
  return { name: title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31), columns: sheetColumns, head: [[`${title} – ${note}`], [], columns.map((c) => c.header)] };
}

export const rowOf = <Row>(columns: readonly ExportColumn<Row>[], row: Row): SheetValue[] => columns.map((c) => c.value(row));
