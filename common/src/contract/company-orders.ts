import { z } from 'zod';
import { FIRST_ORDER_YEAR } from '../constants.js';
import { fr } from '../i18n/fr.js';

/** Search text of the lists: empty means none, otherwise at least 2 characters (spec section 5). */
export const searchSchema = z
  .string()
  .trim()
  .max(100, 'La recherche est trop longue')
  .refine((s) => s.length === 0 || s.length >= 2, 'La recherche doit contenir au moins 2 caractères')
  .optional();

/** Year filter: 2023 to the current year. */
export const orderYearSchema = z.coerce
  .number({ error: fr['rules.integer'] })
  .int(fr['rules.integer'])
  .min(FIRST_ORDER_YEAR, `L’année doit être comprise entre ${FIRST_ORDER_YEAR} et l’année en cours`)
  .refine((y) => y <= new Date().getUTCFullYear(), `L’année doit être comprise entre ${FIRST_ORDER_YEAR} et l’année en cours`);

export const companyOrdersQuerySchema = z.strictObject({
  year: orderYearSchema.optional(),
  search: searchSchema,
});
export type CompanyOrdersQuery = z.infer<typeof companyOrdersQuerySchema>;

export const companyOrderProductSchema = z.object({
  reference: z.string(),
  description: z.string(),
  salesAmount: z.number(),
  quantity: z.number(),
});

export const companyOrderInvoiceSchema = z.object({
  invoiceNumber: z.string(),
  products: z.array(companyOrderProductSchema),
});

/** A company order (sales lines grouped by order, then invoice). total is a comma-decimal string: "1234,50". */
export const companyOrderSchema = z.object({
  date: z.string(),
  orderNumber: z.string(),
  total: z.string(),
  orders: z.array(companyOrderInvoiceSchema),
});
export type CompanyOrder = z.infer<typeof companyOrderSchema>;
export const companyOrdersResponseSchema = z.array(companyOrderSchema);

export const EXPORT_TYPES = ['strykercommands'] as const;
