import { z } from 'zod';

/**
 * What the site reports when it fails (POST /api/clientFailures): the kind, where, and the API status —
 * never a message, a query string, an e-mail address or an id, which could identify a person. Paths are
 * reduced by anonymousPath before they leave the browser, and the API refuses anything else.
 */

/** Route words have no digit and no '@': any segment with one is a value (id, number, year, address). */
const VALUE_SEGMENT = /[\d@]/;

/** A path with every segment that could be an identifier replaced by ':id', without query or fragment. */
export function anonymousPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const decode = (s: string): string | undefined => {
    try {
      return decodeURIComponent(s);
    } catch {
      return undefined;
    }
  };
  const segments = bare.split('/').map((s) => {
    const decoded = decode(s);
    return decoded === undefined || VALUE_SEGMENT.test(decoded) || !/^[\w.:-]*$/.test(decoded) ? ':id' : decoded;
  });
  return segments.join('/').slice(0, 200) || '/';
}

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
    errorName: z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,59}$/).optional(),
  })
  .strict();

export type ClientFailure = z.infer<typeof clientFailureSchema>;
