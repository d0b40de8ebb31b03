import { z } from 'zod';
import { ApiError, badRequest, failure } from './errors.js';

// Zod's French messages for every rule that has no message of its own.
z.config(z.locales.fr());

const LOCATION_LABEL = { params: 'chemin', query: 'paramètre', body: 'champ' } as const;

/** Turns the first zod issue into one clear French sentence that names the field. */
function describeIssue(issue: z.core.$ZodIssue, location: keyof typeof LOCATION_LABEL): ApiError {
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.join(', ');
    const prefix = issue.path.length ? `${issue.path.join('.')}.` : '';
    return failure('unknown_field', { field: prefix + keys }, { field: prefix + issue.keys[0] });
  }
  const field = issue.path.map(String).join('.');
  if (!field) return badRequest(issue.message);
  return badRequest(`${capitalise(LOCATION_LABEL[location])} « ${field} » : ${issue.message}`, field);
}

export function parseWith<T>(schema: z.ZodType<T>, input: unknown, location: keyof typeof LOCATION_LABEL): T {
  const result = schema.safeParse(input);
  if (!result.success) throw describeIssue(result.error.issues[0], location);
  return result.data;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
