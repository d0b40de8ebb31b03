import { z } from 'zod';
import { fr } from '../i18n/fr.js';
import { formBoolean, isoDate, requiredText } from './admin-forms.js';
import { idSchema } from './common.js';
import { ADMIN_PAGE_SIZE, type ListSpec } from './list.js';

/** Names excluded from points by a contract (reference-list names, as products and sales lines hold them). */
export const exclusionsSchema = z.object({
  gimSubBrands: z.array(z.string()),
  franchises: z.array(z.string()),
});
export type Exclusions = z.infer<typeof exclusionsSchema>;

/** A contract as the back office lists it; etag is the version to send back in If-Match when saving. */
export const contractSchema = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  startDate: z.string(),
  endDate: z.string(),
  customerNumbers: z.array(z.string()),
  exclusions: exclusionsSchema,
  /** « Statut calculé sur le chiffre d'affaires du groupement » (functions/src/domain/group-tier.ts). */
  tierByGroupVolume: z.boolean().default(false),
  updatedAt: z.string(),
  etag: z.string(),
});
export type Contract = z.infer<typeof contractSchema>;

export const CONTRACT_LIST_SPEC: ListSpec<'name' | 'startDate' | 'endDate'> = {
  sortable: ['name', 'startDate', 'endDate'],
  defaultOrder: { field: 'name', direction: 'asc' },
  pageSize: ADMIN_PAGE_SIZE,
};

const customerNumber = z
  .string({ error: fr['rules.required'] })
  .trim()
  .min(1, fr['rules.required'])
  .max(20, 'Un numéro de client ne dépasse pas 20 caractères');
const names = z
  .array(z.string().trim().min(1, fr['rules.required']).max(100, 'Un nom ne dépasse pas 100 caractères'), { error: 'Une liste de noms est attendue' })
  .max(500, 'Pas plus de 500 noms');

/** POST /api/contracts and PUT /api/contracts/{id} (spec section 7): dates as yyyy-mm-dd, the end not before the start. */
export const contractInputSchema = z
  .strictObject({
    id: idSchema.optional(),
    name: requiredText(200),
    active: formBoolean(true),
    startDate: isoDate,
    endDate: isoDate,
    customerNumbers: z.array(customerNumber, { error: 'La liste des clients est attendue' }).max(500, 'Pas plus de 500 clients par contrat').default([]),
    // Absent: kept as stored (a form without the box must not clear it), false on a new contract.
    tierByGroupVolume: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: 'Ce champ vaut vrai ou faux' }).optional()),
  })
  .refine((c) => c.endDate >= c.startDate, { path: ['endDate'], message: 'La date de fin ne peut pas précéder la date de début' });
export type ContractInput = z.infer<typeof contractInputSchema>;

/** PUT /api/contracts/exclusions. */
export const exclusionsInputSchema = z.strictObject({
  fK_ContractId: idSchema,
  gimSubBrands: names.default([]),
  franchises: names.default([]),
});
export type ExclusionsInput = z.infer<typeof exclusionsInputSchema>;

export const contractExclusionsSchema = exclusionsSchema.extend({ fK_ContractId: z.string() });

/** GET /api/contracts/exclusions?customerId: what the customer's active contracts exclude, together. */
export const customerExclusionsQuerySchema = z.strictObject({ customerId: idSchema });

// ───────────────────────────────────────────── contract files (/api/files)

export const CONTRACT_FILE_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
/** Largest contract file accepted (the dialog says so before sending). */
export const CONTRACT_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** A file record as the back office sees it: one per customer that may download the file. */
export const adminFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  contentType: z.string(),
  docType: z.number().int(),
  uploadDate: z.string(),
  updatedById: z.string().nullable(),
  contractId: z.string().nullable(),
  customerId: z.string(),
  customerNumber: z.string(),
});
export type AdminFile = z.infer<typeof adminFileSchema>;

const numberList = z
  .string({ error: fr['rules.required'] })
  .max(10_000, 'Trop de clients')
  .transform((s) => [
    ...new Set(
      s
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean),
    ),
  ]);

/** GET /api/files?customerNumbers=1001,1002. */
export const filesQuerySchema = z.strictObject({ customerNumbers: numberList });

/** POST /api/Files/upload?customerNumbers=…&docType=1[&contractId=…] (multipart, field « file »). */
export const fileUploadQuerySchema = z.strictObject({
  customerNumbers: numberList.refine((l) => l.length > 0, 'Choisissez au moins un client'),
  docType: z.coerce
    .number({ error: 'Le type de document vaut 1 (contrat)' })
    .int()
    .refine((n) => n === 1, 'Le type de document vaut 1 (contrat)')
    .default(1),
  contractId: idSchema.optional(),
});

/** DELETE /api/files/{id}?customerNumbers=…: the file is withdrawn from these customers (all of them without the parameter). */
export const fileDeleteQuerySchema = z.strictObject({ customerNumbers: numberList.optional() });

/** PUT /api/files/{id}/access: exactly these customers may download the file afterwards. */
export const fileAccessInputSchema = z.strictObject({
  customerNumbers: z
    .array(customerNumber, { error: 'La liste des clients est attendue' })
    .min(1, 'Choisissez au moins un client')
    .max(500, 'Pas plus de 500 clients'),
});
