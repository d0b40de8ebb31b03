import { z } from 'zod';
import { EMAIL_MAX } from '../constants.js';
import { fr } from '../i18n/fr.js';
import { pageNumberSchema } from './list.js';

/** Every error the API sends has this shape. */
export const apiErrorSchema = z.object({
  error: z.object({
    /** The cause (common/src/errors.ts): what a caller decides by. */
    code: z.string(),
    /** The French text of the code, its params interpolated. */
    message: z.string(),
    /** The values the message interpolates, for a caller that words it in another language. */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    field: z.string().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const messageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof messageSchema>;

/** Ids are opaque strings: letters, digits, dash and underscore. */
export const idSchema = z
  .string({ error: fr['rules.required'] })
  .min(1, fr['rules.required'])
  .max(64, "L'identifiant est trop long")
  .regex(/^[A-Za-z0-9_-]+$/, "L'identifiant est invalide");

/** The one e-mail rule: sign-in, forgotten password, users, customers; the site and the API alike. */
export const emailSchema = z
  .string({ error: fr['rules.required'] })
  .trim()
  .min(1, fr['rules.required'])
  .max(EMAIL_MAX, fr['rules.email-valid'])
  .pipe(z.email({ error: fr['rules.email-valid'] }));

/** The same rule for a record that may have no address: '' stays ''. */
export const optionalEmailSchema = z
  .string({ error: fr['rules.email-valid'] })
  .trim()
  .refine((s) => s === '' || emailSchema.safeParse(s).success, fr['rules.email-valid'])
  .default('');

/** Content of the X-Pagination header (JSON). */
export const paginationSchema = z.object({
  CurrentPage: z.number().int(),
  PageSize: z.number().int(),
  TotalCount: z.number().int(),
  TotalPages: z.number().int(),
  HasNext: z.boolean(),
  HasPrevious: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** List query of the spec: pageNumber, orderBy ('field direction'), search. */
export const listQuerySchema = z.strictObject({
  pageNumber: pageNumberSchema.default(1),
  pageSize: z.coerce.number({ error: fr['rules.positive-integer'] }).int(fr['rules.positive-integer']).min(1, fr['rules.positive-integer']).max(100).optional(),
  orderBy: z
    .string()
    .max(60)
    .regex(/^[A-Za-z.]+( (asc|desc))?$/i, 'Le tri demandé est invalide')
    .optional(),
  search: z.string().max(100, 'La recherche est trop longue').optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
