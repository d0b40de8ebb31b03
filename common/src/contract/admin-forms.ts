import { z } from 'zod';
import { fr } from '../i18n/fr.js';

/**
 * Field rules shared by the back office's input schemas. The site's forms hold text, so numbers and flags
 * also arrive as strings from there: they are read here once, and the API receives JSON numbers and booleans.
 */

export const requiredText = (max: number) =>
  z.string({ error: fr['rules.required'] }).trim().min(1, fr['rules.required']).max(max, `Ce champ ne peut pas dépasser ${max} caractères`);

export const optionalText = (max: number) =>
  z.string({ error: 'Ce champ doit être un texte' }).trim().max(max, `Ce champ ne peut pas dépasser ${max} caractères`).default('');

/** A number typed in a form ('12,5' included) or sent as JSON; an empty text is a missing value. */
export const formNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    const s = v.trim().replace(',', '.');
    if (s === '') return undefined;
    return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : v;
  }, schema);

export const formBoolean = (fallback: boolean) =>
  z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: 'Ce champ vaut vrai ou faux' }).default(fallback));

const DATE_MESSAGE = 'La date doit être au format AAAA-MM-JJ';

/** A calendar date as the spec sends it: 'yyyy-mm-dd', and a real day of the calendar. */
export const isoDate = z
  .string({ error: fr['rules.required'] })
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, DATE_MESSAGE);
