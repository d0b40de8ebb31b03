import { changePasswordRequestSchema, passwordProblem, passwordProblemCode, sessionSchema } from '@portail/common';
import { clientAddress } from '../../auth/client-address.js';
import { changeOwnPassword } from '../../auth/password-change.js';
import { startLoginAttempt } from '../../auth/throttle.js';
import { config } from '../../config.js';
import { ApiError, failure } from '../../http/errors.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { logSecurityEvent } from '../../http/security-events.js';
import { toUserDto } from '../users/user-dto.js';

/**
 * Not in the spec (docs/spec-decisions.md). The new password follows the policy of a reset; the current
 * one is a password guess like a sign-in, counted and throttled the same way (429 with Retry-After). The
 * answer is a new session for the caller: their other sessions are ended.
 */
export const changePassword = defineRoute({
  name: 'changePassword',
  method: 'POST',
  path: 'Authenticate/changePassword',
  access: 'user',
  // The user's own account: open before the terms are accepted.
  openBeforeTerms: true,
  scope: { kind: 'none' },
  summary: 'Changement du mot de passe par l’utilisateur connecté ; ses autres sessions sont fermées',
  tags: ['auth'],
  body: changePasswordRequestSchema,
  response: sessionSchema,
  async handler({ body, principal, request, log }) {
    const problem = passwordProblemCode(passwordProblem(body.password));
    if (problem) throw failure(problem, undefined, { field: 'password' });
    // The list of breached passwords (0.6 MB of code) is loaded on first use, not at start.
    const { isCommonPassword } = await import('../../auth/common-passwords.js');
    if (isCommonPassword(body.password)) throw failure('password_common', undefined, { field: 'password' });
    if (body.password !== body.confirmPassword) throw failure('password_confirmation', undefined, { field: 'confirmPassword' });
    const attempt = await startLoginAttempt(principal.user.email, clientAddress(request, config().clientAddress.proxyHops));
    let session: { token: string; expiresAt: string };
    try {
      session = await changeOwnPassword(principal.user.id, body.currentPassword, body.password);
    } catch (err) {
      if (err instanceof ApiError) logSecurityEvent(log, request, 'password_change_failed', { userId: principal.user.id, code: err.code });
      throw err;
    }
    await attempt.succeeded();
    logSecurityEvent(log, request, 'password_changed', { userId: principal.user.id });
    return ok({ ...session, user: toUserDto(principal.user) });
  },
});
