import { z } from 'zod';

/**
 * Exports of whole admin lists. Up to the API's EXPORT_INLINE_MAX_ROWS setting the workbook is the answer of
 * GET <list>/export; beyond, that call answers 409 export_too_large and POST <list>/export queues a background
 * job that writes it to storage and e-mails the requester a link to its page (/admin/exports/{id}), where
 * GET exports/{id}/file downloads it.
 */

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** GET /api/exports/{id}: a background export as its requester sees it. */
export const exportJobSchema = z.object({
  id: z.string(),
  /** The list's French title. */
  title: z.string(),
  search: z.string(),
  orderBy: z.string(),
  status: z.enum(EXPORT_STATUSES),
  /** Data rows written, once done. */
  rows: z.number().int().nullable(),
  bytes: z.number().int().nullable(),
  fileName: z.string(),
  failure: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ExportJobDto = z.infer<typeof exportJobSchema>;

/** POST <list>/export answers 202 with the job to follow and the rows the list had when asked. */
export const exportQueuedSchema = z.object({ id: z.string(), rows: z.number().int() });
export type ExportQueuedDto = z.infer<typeof exportQueuedSchema>;

export const exportIdParamsSchema = z.strictObject({ id: z.uuid({ error: "L'identifiant d'export est invalide" }) });
