import { z } from 'zod';
import { anonymousPath } from './anonymous-path.js';

/**
 * What the site reports when it fails (POST /api/clientFailures): the kind, where, and the API status —
 * never a message, a query string, an e-mail address or an id, which could identify a person. Paths are
 * reduced by anonymousPath before they leave the browser, and the API refuses anything else.
 */

export { anonymousPath };

const anonymousPathSchema = z
  .string()
  .max(200)
  .regex(/^\/[\w.:/-]*$/)
  .refine((p) => anonymousPath(p) === p, 'chemin non anonymisé');

export const clientFailureSchema = z
  .object({
    kind: z.enum(['api-server-error', 'uncaught-error', 'unhandled-rejection']),
    /** The page, anonymised. */
    page: anonymousPathSchema,
    /** API call that failed (api-server-error), anonymised, and its status. */
    api: anonymousPathSchema.optional(),
    status: z.number().int().min(500).max(599).optional(),
    /** Error class only (TypeError, ChunkLoadError…): a message may quote personal data. */
    errorName: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9]{0,59}$/)
      .optional(),
  })
  .strict();

export type ClientFailure = z.infer<typeof clientFailureSchema>;
