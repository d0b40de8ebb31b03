import { CATALOGUE_CATEGORIES, CATALOGUE_STAGES } from '@portail/common';
import { z } from 'zod';
import type { ImportRejection, ImportTable } from '../model/imports.js';
import { IMPORT_COLUMNS, type ColumnKind, type ImportColumn } from './import-columns.js';
import type { HeaderMatch } from './import-headers.js';
import { cellText, parseBoolean, parseDate, parseNumber, type RawCell } from './import-values.js';

/**
 * One row of a sheet, validated with zod: each column is read by its kind (text, number, date...), then
 * the table's own rules apply. A row with any invalid value is rejected on its own, with the column, the
 * value and a French reason.
 */

const MAX_TEXT = 500;

const REASONS: Record<ColumnKind, string> = {
  text: 'texte trop long',
  number: 'nombre attendu (par exemple 1 234,56)',
  integer: 'nombre entier attendu',
  date: 'date attendue (jj/mm/aaaa, aaaa-mm-jj ou date Excel)',
  boolean: 'oui ou non attendu',
};

function cellSchema(column: ImportColumn) {
  // Optional: a column the file does not have is an absent key (a missing required column stops the job earlier).
  return z
    .unknown()
    .transform((raw, ctx) => {
      const v = raw as RawCell;
      const text = cellText(v);
      if (text === '') {
        if (column.required) ctx.addIssue({ code: 'custom', message: 'valeur obligatoire manquante' });
        return undefined;
      }
      let out: string | number | boolean | undefined;
      switch (column.kind) {
        case 'text':
          out = text.length <= MAX_TEXT ? text : undefined;
          break;
        case 'number':
          out = parseNumber(v);
          break;
        case 'integer': {
          const n = parseNumber(v);
          out = n !== undefined && Number.isInteger(n) ? n : undefined;
          break;
        }
        case 'date':
          out = parseDate(v);
          break;
        case 'boolean':
          out = parseBoolean(v);
          break;
      }
      if (out === undefined) ctx.addIssue({ code: 'custom', message: REASONS[column.kind] });
      return out;
    })
    .optional();
}

const schemaOf = (table: ImportTable) => z.object(Object.fromEntries(IMPORT_COLUMNS[table].map((c) => [c.key, cellSchema(c)])));

const nonNegative = (value: number | undefined) => value === undefined || value >= 0;

const RULES: Record<ImportTable, (row: Record<string, unknown>) => { key: string; reason: string } | undefined> = {
  strykerCommands: () => undefined,
  products: (row) => {
    if (!nonNegative(row.price as number | undefined)) return { key: 'price', reason: 'le prix ne peut pas être négatif' };
    if (!nonNegative(row.currentCost as number | undefined)) return { key: 'currentCost', reason: 'le coût ne peut pas être négatif' };
    if (row.tva !== undefined && ((row.tva as number) < 0 || (row.tva as number) > 100)) return { key: 'tva', reason: 'taux de TVA entre 0 et 100 attendu' };
    if (row.stage !== undefined && !(CATALOGUE_STAGES as readonly string[]).includes(row.stage as string))
      return { key: 'stage', reason: 'pre-op, per-op ou post-op attendu' };
    if (row.category !== undefined && !(CATALOGUE_CATEGORIES as readonly string[]).includes(row.category as string)) {
      return { key: 'category', reason: 'capital, consommable, implant ou services attendu' };
    }
    return undefined;
  },
  'price-list': (row) => (nonNegative(row.price as number | undefined) ? undefined : { key: 'price', reason: 'le prix ne peut pas être négatif' }),
};

export type ValidRow = Record<string, string | number | boolean | undefined> & { row: number };

export type RowResult = { ok: true; value: ValidRow } | { ok: false; rejection: ImportRejection } | { ok: 'blank' };

export interface RowValidator {
  validate(cells: readonly RawCell[], rowNumber: number): RowResult;
}

/** A validator for the sheet's matched columns; rowNumber is the Excel row number (1-based). */
export function rowValidator(table: ImportTable, match: HeaderMatch): RowValidator {
  const schema = schemaOf(table);
  const rule = RULES[table];
  const headerOf = (key: string) => match.columns.find((c) => c.column.key === key)?.header ?? key;
  return {
    validate(cells, rowNumber) {
      const input: Record<string, RawCell> = {};
      let blank = true;
      for (const { column, index } of match.columns) {
        const v = cells[index];
        input[column.key] = v;
        if (cellText(v) !== '') blank = false;
      }
      if (blank) return { ok: 'blank' };
      const parsed = schema.safeParse(input);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const key = String(issue.path[0]);
        return { ok: false, rejection: { row: rowNumber, column: headerOf(key), value: cellText(input[key]), reason: issue.message } };
      }
      const value = parsed.data as Record<string, string | number | boolean | undefined>;
      const broken = rule(value);
      if (broken) return { ok: false, rejection: { row: rowNumber, column: headerOf(broken.key), value: cellText(input[broken.key]), reason: broken.reason } };
      return { ok: true, value: { ...value, row: rowNumber } };
    },
  };
}
