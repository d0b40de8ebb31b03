import { z } from 'zod';
import { optionalText } from './admin-forms.js';
import { idSchema, optionalEmailSchema } from './common.js';
import { optionalFrenchPhoneSchema, optionalFrenchPostcodeSchema } from './french-formats.js';
import { customerSchema } from './customers.js';
import { ADMIN_PAGE_SIZE, type ListSpec } from './list.js';
import { userSchema } from './users.js';

/**
 * Back-office writes of customers and their links (back-office.md sections 3–5, 7): POST/PUT
 * /api/customers, GET /api/customers/{id}/WithDetails, GET/POST /api/customers/{id}/users.
 */

const STATUS_MESSAGE = 'Le statut doit être un nombre de 1 à 4';
/** A manual status: { number: 1..4 } or null (none). Anything else is refused on the field itself. */
const statusInput = z
  .union([z.null(), z.object({ number: z.number({ error: STATUS_MESSAGE }).int(STATUS_MESSAGE).min(1, STATUS_MESSAGE).max(4, STATUS_MESSAGE) })], {
    error: STATUS_MESSAGE,
  })
  .default(null);

export const customerInputSchema = z.strictObject({
  /** PUT may repeat the id, as the spec's screens do; the path's id wins. */
  id: idSchema.optional(),
  number: z
    .string({ error: 'Le numéro du client est obligatoire' })
    .trim()
    .min(1, 'Le numéro du client est obligatoire')
    .max(20, 'Le numéro du client ne peut pas dépasser 20 caractères'),
  name: z
    .string({ error: 'Le nom du client est obligatoire' })
    .trim()
    .min(1, 'Le nom du client est obligatoire')
    .max(200, 'Le nom du client ne peut pas dépasser 200 caractères'),
  email: optionalEmailSchema,
  phone: optionalFrenchPhoneSchema,
  city: optionalText(100),
  address: optionalText(300),
  zipCode: optionalFrenchPostcodeSchema,
  /** Id of a buying group (reference list buyingGroups), or null. */
  buyingGroup: idSchema.nullable().default(null),
  manualStatutCurrentYear: statusInput,
  manualStatutPreviousYear: statusInput,
  active: z.boolean({ error: 'Ce champ vaut vrai ou faux' }).default(true),
  /** Exclusive interlocutor: an administrator or commercial user, or null. */
  fK_UniqueContact: idSchema.nullable().default(null),
  /** Related customers (same group, sites of one hospital). */
  customerRelationDto: z
    .array(z.object({ customerId: idSchema }).loose(), { error: 'La liste des clients liés est invalide' })
    .max(50, 'Trop de clients liés')
    .default([]),
});
export type CustomerInput = z.input<typeof customerInputSchema>;

const relatedCustomerSchema = z.object({
  customerId: z.string(),
  relatedCustomer: z.object({ id: z.string(), number: z.string(), name: z.string() }).nullable(),
});

/** GET /api/customers/{id}/WithDetails: the record as the edit form shows it. */
export const customerDetailsSchema = customerSchema.extend({
  zipCode: z.string(),
  customerRelationDto: z.array(relatedCustomerSchema),
  updatedAt: z.string(),
});
export type CustomerDetails = z.infer<typeof customerDetailsSchema>;

/** POST /api/customers/{id}/users: the users linked to the customer afterwards (at least one). */
export const customerUsersInputSchema = z.strictObject({
  customerId: idSchema.optional(),
  users: z
    .array(
      z.union([
        idSchema,
        z
          .object({ id: idSchema })
          .loose()
          .transform((u) => u.id),
      ]),
      { error: 'Veuillez sélectionner au moins un utilisateur' },
    )
    .min(1, 'Veuillez sélectionner au moins un utilisateur')
    .max(200, 'Trop d’utilisateurs sélectionnés'),
});
export type CustomerUsersInput = z.input<typeof customerUsersInputSchema>;

export const customerUsersSchema = z.array(userSchema);

/** GET /api/statsContract: one row per customer for the current year, the figures of its statistics. */
export const statsRowSchema = z.object({
  customerId: z.string(),
  customerNumber: z.string(),
  customerName: z.string(),
  year: z.number().int(),
  totalPoints: z.number(),
  manualPoints: z.number(),
  totalCurrentYear: z.number(),
  totalPastYear: z.number(),
  statusCurrentYear: z.number().int(),
  statusPastYear: z.number().int(),
  forecastedPointsCurrentYearEnd: z.number(),
});
export const STATS_LIST_SPEC: ListSpec<'totalPoints' | 'totalCurrentYear' | 'totalPastYear' | 'statusCurrentYear'> = {
  sortable: ['totalPoints', 'totalCurrentYear', 'totalPastYear', 'statusCurrentYear'],
  defaultOrder: { field: 'totalPoints', direction: 'desc' },
  pageSize: ADMIN_PAGE_SIZE,
};
