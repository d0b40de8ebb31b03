import { z } from 'zod';
import { fr } from './i18n/fr.js';

export const PASSWORD_MIN = 8;
/** ASVS 2.1.2: at least 64 characters must be allowed; 128 bounds the hashing work of one attempt. */
export const PASSWORD_MAX = 128;

/** The password rules of the spec (section 5), shared by the reset page and the server. */
export const passwordSchema = z
  .string({ error: fr['rules.required'] })
  .min(1, fr['rules.required'])
  .min(PASSWORD_MIN, fr['rules.password-8'])
  .max(PASSWORD_MAX, fr['rules.password-max'])
  .regex(/[a-z]/, fr['rules.password-lowercase'])
  .regex(/[A-Z]/, fr['rules.password-uppercase'])
  .regex(/\d/, fr['rules.password-digit'])
  .regex(/[^A-Za-z0-9]/, fr['rules.password-special']);

/** First broken rule, or null when the password is acceptable. */
export function passwordProblem(password: string): string | null {
  const result = passwordSchema.safeParse(password);
  return result.success ? null : result.error.issues[0].message;
}
