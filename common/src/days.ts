import { z } from 'zod';
import { fr } from './i18n/fr.js';

/**
 * Calendar days as a French user reads and types them (jj/mm/aaaa), against the yyyy-mm-dd text the API
 * stores and sends. A day is text, not an instant: no time zone can move it to the day before.
 */

export const DAY_INVALID = 'Date invalide : saisissez-la au format jj/mm/aaaa';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const FRENCH_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

const isRealDay = (year: number, month: number, day: number) => {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
};

/** '2026-01-31' → '31/01/2026'; any other text is returned as it is. */
export const formatDay = (isoDay: string): string => {
  const m = ISO_DAY.exec(isoDay);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : isoDay;
};

/** '31/01/2026' (also 1/2/2026, 31.01.2026) → '2026-01-31'; undefined when it is not a day of the calendar. */
export const parseFrenchDay = (text: string): string | undefined => {
  const m = FRENCH_DAY.exec(text.trim());
  if (!m) return undefined;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || year > 2999 || !isRealDay(year, month, day)) return undefined;
  return `${m[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/**
 * What a date box shows while it is typed: digits only, the slashes put in as the day and the month end
 * ('3101' → '31/01', '31012026' → '31/01/2026'). A whole day pasted in another writing (1/2/2026,
 * 2026-02-01) is shown as jj/mm/aaaa.
 */
export const maskFrenchDay = (typed: string): string => {
  const whole = parseFrenchDay(typed) ?? (ISO_DAY.test(typed.trim()) ? typed.trim() : undefined);
  if (whole) return formatDay(whole);
  // A day or month ended by a separator after one digit is that digit with its zero: « 1/2/ » is 01/02.
  const groups = typed.split(/[/.\-\s]/);
  const padded = groups.map((g, i) => (i < 2 && i < groups.length - 1 && /^\d$/.test(g) ? `0${g}` : g)).join('');
  const digits = padded.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
};

/** A day typed in a form (jj/mm/aaaa), read into the yyyy-mm-dd the API takes; French messages. */
export const frenchDaySchema = z
  .string({ error: fr['rules.required'] })
  .trim()
  .min(1, fr['rules.required'])
  .transform((text, ctx) => {
    const iso = parseFrenchDay(text);
    if (iso === undefined) {
      ctx.addIssue({ code: 'custom', message: DAY_INVALID });
      return z.NEVER;
    }
    return iso;
  });
