import { z } from 'zod';
import { fr } from '../i18n/fr.js';
import { emailSchema, idSchema } from './common.js';
import { PASSWORD_MAX } from '../password-policy.js';
import { userSchema } from './users.js';

export const loginRequestSchema = z.strictObject({
  Email: emailSchema,
  Password: z.string({ error: fr['rules.required'] }).min(1, fr['rules.required']).max(PASSWORD_MAX, fr['rules.password-max']),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionSchema = z.object({ token: z.string(), expiresAt: z.string(), user: userSchema });
export type Session = z.infer<typeof sessionSchema>;

export const askResetPasswordRequestSchema = z.strictObject({ email: emailSchema });

export const resetPasswordRequestSchema = z.strictObject({
  userId: idSchema,
  token: z.string({ error: fr['rules.required'] }).min(1, fr['rules.required']).max(200, fr['errors.password-reset']),
  // The policy itself is checked in the handler so that the message names the broken rule.
  password: z.string({ error: fr['rules.required'] }).min(1, fr['rules.required']).max(200),
  confirmPassword: z.string({ error: fr['rules.required'] }).min(1, fr['rules.required']).max(200),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** A signed-in user's own password change: the current one, then the new one twice (same policy as a reset). */
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z.string({ error: fr['rules.required'] }).min(1, fr['rules.required']).max(PASSWORD_MAX, fr['rules.password-current-wrong']),
  // The policy itself is checked in the handler so that the message names the broken rule.
  password: z.string({ error: fr['rules.required'] }).min(1, fr['rules.required']).max(200),
  confirmPassword: z.string({ error: fr['rules.required'] }).min(1, fr['rules.required']).max(200),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Public runtime configuration the single-page app reads at start. */
export const clientConfigSchema = z.object({
  providerName: z.string(),
  microsoft: z.object({ clientId: z.string(), authority: z.string(), scope: z.string() }).nullable(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
