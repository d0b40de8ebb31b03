/**
 * Values of real ERP exports: numbers as numbers or as French or English text, dates as Excel date cells
 * (serial day numbers), serials, dd/mm/yyyy or yyyy-mm-dd. Each parser answers undefined for a value it
 * cannot read; a blank cell is '' after `cellText`.
 */

/** A cell as read from the sheet: SheetJS gives numbers, strings and booleans (dates as serial numbers). */
export type RawCell = string | number | boolean | null | undefined;

/** Trimmed text of a cell; numbers without a useless ".0". */
export function cellText(v: RawCell): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  return String(v)
    .replace(/[\u00a0\u202f]/g, ' ')
    .trim();
}

const SPACES = /[\s\u00a0\u202f']/g;

/**
 * 1234.5, "1 234,50", "1.234,50", "1,234.50", "-12,5", "12,5 €". When both separators appear the last one
 * is the decimal one; a lone comma is a decimal comma (French exports).
 */
export function parseNumber(v: RawCell): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v !== 'string') return undefined;
  let s = v.replace(SPACES, '').replace(/€$/, '');
  if (s === '') return undefined;
  const comma = s.lastIndexOf(',');
  const dot = s.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) {
    const decimal = comma > dot ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    s = s.split(thousands).join('').replace(decimal, '.');
  } else if (comma >= 0) {
    // Several commas can only be thousands separators ("1,234,567").
    s = s.split(',').length > 2 ? s.split(',').join('') : s.replace(',', '.');
  } else if (s.split('.').length > 2) {
    s = s.split('.').join('');
  }
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(s)) return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
}

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

function isoOf(y: number, m: number, d: number): string | undefined {
  if (y < 1900 || y > 2200 || m < 1 || m > 12 || d < 1) return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return undefined;
  return date.toISOString().slice(0, 10);
}

/** Excel's 1900 day number (a date cell, or a serial typed as a number) to yyyy-mm-dd. */
export function serialToIso(serial: number): string | undefined {
  if (!Number.isFinite(serial) || serial < 1 || serial > 150_000) return undefined;
  return new Date(EXCEL_EPOCH_MS + Math.floor(serial) * DAY_MS).toISOString().slice(0, 10);
}

/** yyyy-mm-dd, or undefined. */
export function parseDate(v: RawCell): string | undefined {
  if (typeof v === 'number') return serialToIso(v);
  if (typeof v !== 'string') return undefined;
  const s = v.trim();
  let m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T].*)?$/.exec(s);
  if (m) return isoOf(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/.exec(s);
  if (m) return isoOf(Number(m[1]), Number(m[2]), Number(m[3]));
  if (/^\d+(\.\d+)?$/.test(s)) return serialToIso(Number(s));
  return undefined;
}

/** oui/non, vrai/faux, true/false, 1/0, yes/no, actif/inactif. */
export function parseBoolean(v: RawCell): boolean | undefined {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v === 1 ? true : v === 0 ? false : undefined;
  const s = cellText(v).toLowerCase();
  if (['1', 'true', 'vrai', 'oui', 'yes', 'actif', 'x'].includes(s)) return true;
  if (['0', 'false', 'faux', 'non', 'no', 'inactif'].includes(s)) return false;
  return undefined;
}
