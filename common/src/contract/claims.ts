import { z } from 'zod';
import { fr } from '../i18n/fr.js';
import { ADMIN_PAGE_SIZE, listQuerySchemaFor, type ListSpec } from './list.js';

/**
 * Claims (« Réclamations »): a customer says a sales line is missing or wrong; an administrator accepts
 * (the line is written as an import would write it) or refuses it with a reason; an import that brings the
 * line resolves it. Rules of the statuses: rules/claims.ts.
 */

export const CLAIM_KINDS = ['missingLine', 'wrongAmount', 'wrongQuantity', 'wrongReference'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

export const CLAIM_STATUSES = ['submitted', 'inProgress', 'accepted', 'refused', 'resolvedByImport'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_KIND_LABELS: Record<ClaimKind, string> = {
  missingLine: 'Ligne manquante',
  wrongAmount: 'Montant erroné',
  wrongQuantity: 'Quantité erronée',
  wrongReference: 'Référence erronée',
};

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  submitted: 'Soumise',
  inProgress: 'En cours',
  accepted: 'Acceptée',
  refused: 'Refusée',
  resolvedByImport: 'Résolue par import',
};

export const CLAIM_COMMENT_MAX = 2000;
export const CLAIM_REASON_MAX = 1000;

const required = (label: string, max: number) =>
  z.string({ error: fr['rules.required'] }).trim().min(1, `${label} : ${fr['rules.required'].toLowerCase()}`).max(max, `${label} : ${max} caractères au plus`);

const isoDate = z
  .string({ error: fr['rules.required'] })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'La date est attendue au format AAAA-MM-JJ')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'La date est invalide')
  .refine((d) => d <= new Date().toISOString().slice(0, 10), 'La date ne peut pas être dans le futur');

/** What a customer user declares. `currentReference`: the reference the line shows today (wrong reference only). */
export const claimInputSchema = z
  .strictObject({
    kind: z.enum(CLAIM_KINDS, { error: 'Le type de réclamation est invalide' }),
    invoiceNumber: required('Numéro de facture', 40),
    orderNumber: required('Numéro de commande', 40),
    reference: required('Référence', 60),
    currentReference: z.string().trim().max(60, 'Référence actuelle : 60 caractères au plus').optional(),
    date: isoDate,
    amount: z.number({ error: 'Le montant doit être un nombre' }).finite().min(-10_000_000, 'Montant invalide').max(10_000_000, 'Montant invalide'),
    quantity: z
      .number({ error: 'La quantité doit être un nombre' })
      .int('La quantité doit être un nombre entier')
      .min(-100_000, 'Quantité invalide')
      .max(100_000, 'Quantité invalide'),
    comment: z.string().trim().max(CLAIM_COMMENT_MAX, `Le commentaire ne peut pas dépasser ${CLAIM_COMMENT_MAX} caractères`).default(''),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'wrongReference' && !c.currentReference) {
      ctx.addIssue({ code: 'custom', path: ['currentReference'], message: 'Référence actuelle : indiquez la référence que la ligne porte aujourd’hui' });
    }
  });
export type ClaimInput = z.infer<typeof claimInputSchema>;

export const claimEventSchema = z.object({
  at: z.string(),
  /** Display name of who acted (« Import » for an import). */
  byName: z.string(),
  action: z.enum(['submitted', 'comment', 'inProgress', 'accepted', 'refused', 'resolvedByImport', 'flagged', 'reopened']),
  text: z.string().optional(),
});
export type ClaimEvent = z.infer<typeof claimEventSchema>;

const lineValuesSchema = z.object({
  orderNumber: z.string(),
  reference: z.string(),
  date: z.string(),
  amount: z.number(),
  quantity: z.number(),
});
export type ClaimLineValues = z.infer<typeof lineValuesSchema>;

/** The claim as the customer and the back office read it. */
export const claimSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  customerNumber: z.string(),
  customerName: z.string(),
  kind: z.enum(CLAIM_KINDS),
  status: z.enum(CLAIM_STATUSES),
  invoiceNumber: z.string(),
  orderNumber: z.string(),
  reference: z.string(),
  currentReference: z.string().optional(),
  date: z.string(),
  amount: z.number(),
  quantity: z.number(),
  comment: z.string(),
  refusalReason: z.string().optional(),
  /** The sales line the claim's acceptance wrote, or the import brought. */
  linkedLineId: z.string().optional(),
  attachment: z.object({ fileName: z.string(), fileSize: z.number() }).optional(),
  /** An import brought this invoice with other values than claimed: both, side by side. */
  flag: z.object({ at: z.string(), claimed: lineValuesSchema, imported: z.array(lineValuesSchema) }).optional(),
  history: z.array(claimEventSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  resolvedAt: z.string().optional(),
});
export type Claim = z.infer<typeof claimSchema>;

/** The back office's detail: the claim and the customer's lines of the same invoice. */
export const claimDetailSchema = claimSchema.extend({ invoiceLines: z.array(lineValuesSchema) });
export type ClaimDetail = z.infer<typeof claimDetailSchema>;

export const claimIdParamsSchema = z.strictObject({
  customerId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "L'identifiant est invalide"),
  claimId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "L'identifiant est invalide"),
});

export const claimRefusalSchema = z.strictObject({ reason: required('Motif', CLAIM_REASON_MAX) });
export const claimCommentSchema = z.strictObject({ text: required('Commentaire', CLAIM_COMMENT_MAX) });

export const CLAIM_LIST_SPEC: ListSpec<'createdAt' | 'updatedAt' | 'invoiceNumber' | 'customerNumber' | 'status'> = {
  sortable: ['createdAt', 'updatedAt', 'invoiceNumber', 'customerNumber', 'status'],
  defaultOrder: { field: 'createdAt', direction: 'desc' },
  pageSize: ADMIN_PAGE_SIZE,
};

/** Ages the back-office list filters on: claims older than this many days. */
export const CLAIM_AGE_FILTERS = [7, 30, 90] as const;

/** The back office's list: the list protocol plus status, customer and age (older than N days). */
export const claimListQuerySchema = listQuerySchemaFor(CLAIM_LIST_SPEC, {
  status: z.enum(CLAIM_STATUSES, { error: 'Le statut demandé est invalide' }).optional(),
  customerId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "L'identifiant est invalide")
    .optional(),
  olderThanDays: z.coerce
    .number({ error: fr['rules.positive-integer'] })
    .int(fr['rules.positive-integer'])
    .min(1, fr['rules.positive-integer'])
    .max(3650, 'Âge invalide')
    .optional(),
});
export type ClaimListQuery = z.infer<typeof claimListQuerySchema>;

/** The claims KPI: open claims, median days to resolve, points granted through claims this year. */
export const claimKpiSchema = z.object({
  open: z.number(),
  medianDaysToResolve: z.number().nullable(),
  resolvedThisYear: z.number(),
  pointsGrantedThisYear: z.number(),
});
export type ClaimKpi = z.infer<typeof claimKpiSchema>;
