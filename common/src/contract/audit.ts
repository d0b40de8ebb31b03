import { z } from 'zod';
import { fr } from '../i18n/fr.js';
import { idSchema } from './common.js';
import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE, pageNumberSchema } from './list.js';

/**
 * GET /api/audit?entity=&entityId=: the history of one record of the back office (who, when, what, the
 * fields before and after), newest first, paged with the list protocol's pageNumber / pageSize and
 * X-Pagination. The « Historique » panel of each edit dialog reads it.
 */
export const auditQuerySchema = z.strictObject({
  /** The resource's path: 'customers', 'users', 'franchises', ... */
  entity: z
    .string()
    .trim()
    .max(60, 'Le nom de la ressource est trop long')
    .regex(/^[A-Za-z][A-Za-z0-9]*$/, 'Le nom de la ressource est invalide')
    .optional(),
  entityId: idSchema,
  pageNumber: pageNumberSchema.default(1),
  pageSize: z.coerce
    .number({ error: fr['rules.positive-integer'] })
    .int(fr['rules.positive-integer'])
    .min(1, fr['rules.positive-integer'])
    .max(MAX_PAGE_SIZE)
    .default(ADMIN_PAGE_SIZE),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** One field that a write changed: its value before (absent on a creation) and after (absent on a deletion). */
export const auditChangeSchema = z.object({ field: z.string(), before: z.unknown().optional(), after: z.unknown().optional() });
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  entity: z.string(),
  entityId: z.string(),
  action: z.enum(['create', 'update', 'delete']),
  at: z.string(),
  /** Who: user id, and the e-mail address when the user still exists. */
  by: z.string(),
  byEmail: z.string().nullable(),
  /** The author's name as people say it (« Alice Martin »), when the user still exists: what the history shows. */
  byName: z.string().nullable(),
  reason: z.string().nullable(),
  changes: z.array(auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The author (`by`) of the entries a one-off maintenance run writes, no person having asked (scripts/price-list-names.ts). */
export const MAINTENANCE_AUTHOR = 'maintenance';
