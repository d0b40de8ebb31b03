import { z } from 'zod';
import { formatDay } from '../days.js';
import { fr } from '../i18n/fr.js';
import { formNumber, isoDate, requiredText } from './admin-forms.js';
import { idSchema } from './common.js';
import { ADMIN_PAGE_SIZE, type ListSpec } from './list.js';

/** A customer's price list (without its lines); etag is the version to send back in If-Match. */
export const priceListSchema = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  fK_Customer: z.string(),
  fK_Contract: z.string().nullable(),
  lineCount: z.number().int(),
  etag: z.string(),
});
export type PriceList = z.infer<typeof priceListSchema>;

export const PRICE_LIST_SPEC: ListSpec<'name' | 'startDate' | 'endDate'> = {
  sortable: ['name', 'startDate', 'endDate'],
  defaultOrder: { field: 'startDate', direction: 'desc' },
  pageSize: ADMIN_PAGE_SIZE,
};

/**
 * POST /api/priceList (fK_Customer, fK_Contract, startDate, endDate, name built by the screen from the
 * name and the dates) and PUT /api/priceList/{id}. The contract must be one of the customer's.
 */
export const priceListInputSchema = z
  .strictObject({
    id: idSchema.optional(),
    fK_Customer: idSchema,
    fK_Contract: idSchema,
    name: requiredText(250),
    startDate: isoDate,
    endDate: isoDate,
  })
  .refine((p) => p.endDate >= p.startDate, { path: ['endDate'], message: 'La date de fin ne peut pas précéder la date de début' });
export type PriceListInput = z.infer<typeof priceListInputSchema>;

/** One product of a price list, with the customer's price in points. */
export const priceListLineSchema = z.object({
  productId: z.string(),
  reference: z.string(),
  description: z.string(),
  price: z.number(),
});
export type PriceListLine = z.infer<typeof priceListLineSchema>;

/** POST /api/priceList/details/{id}: the price of one product of the list {id}. */
export const priceInputSchema = z.strictObject({
  productId: idSchema,
  price: formNumber(z.number({ error: fr['rules.positive-number'] }).min(0, fr['rules.positive-number']).max(1e9, fr['rules.positive-number'])),
});
export type PriceInput = z.infer<typeof priceInputSchema>;

/**
 * The name of a new list: its name with its dates, French (issue 30, 16: « 2026-01-01 » read as raw data).
 * The dates are year-month-day text, a calendar day: formatted as such, whatever the time zone.
 */
export const priceListName = (name: string, startDate: string, endDate: string) => `${name.trim()} du ${formatDay(startDate)} au ${formatDay(endDate)}`;

const ISO_PAIR_AT_END = /^(.*?)\s+(\d{4}-\d{2}-\d{2})\s*(?:[–-]\s*)?(\d{4}-\d{2}-\d{2})$/;
const ISO_DAY_ANYWHERE = /\b\d{4}-\d{2}-\d{2}\b/g;

/**
 * The name a list stored before priceListName wrote French dates should carry: « X 2026-01-01 2027-01-15 »
 * (back office, demo data) and « Import 2026-01-01 – 2027-01-15 » (imports) become « X du 01/01/2026 au
 * 15/01/2027 »; any other ISO day in a name is written jj/mm/aaaa. A name without one is returned as it is,
 * so rewriting twice changes nothing (services/price-list-names.ts).
 */
export const frenchPriceListName = (stored: string): string => {
  const pair = ISO_PAIR_AT_END.exec(stored);
  const named = pair ? priceListName(pair[1], pair[2], pair[3]) : stored;
  return named.replace(ISO_DAY_ANYWHERE, formatDay);
};

/** POST /api/priceList/{id}/percentage: every price of the list {id} moved by this percentage (−100 to +1000). */
export const priceListPercentageSchema = z.strictObject({
  percent: formNumber(
    z
      .number({ error: 'Saisissez un pourcentage entre -100 et 1000' })
      .min(-100, 'Saisissez un pourcentage entre -100 et 1000')
      .max(1000, 'Saisissez un pourcentage entre -100 et 1000'),
  ),
});
export type PriceListPercentage = z.infer<typeof priceListPercentageSchema>;

/**
 * A price moved by a percentage: prices are whole points, so the result is rounded to the nearest point,
 * and never below 0. Computed in hundredths of a percent so that 10 % of 1 000 is exactly 1 100.
 */
export const priceWithPercentage = (price: number, percent: number): number => Math.max(0, Math.round((price * (10_000 + Math.round(percent * 100))) / 10_000));
