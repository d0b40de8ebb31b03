import { fr, messageSchema, passwordProblem, passwordProblemCode, resetPasswordRequestSchema } from '@portail/common';
import { consumePasswordLink } from '../../auth/password-links.js';
import { ApiError, failure } from '../../http/errors.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { logSecurityEvent } from '../../http/security-events.js';

export const resetPassword = defineRoute({
  name: 'resetPassword',
  method: 'POST',
  path: 'Authenticate/resetpassword',
  access: 'public',
  scope: { kind: 'none' },
  summary: 'Création ou réinitialisation du mot de passe avec le lien reçu par e-mail',
  tags: ['auth'],
  body: resetPasswordRequestSchema,
  response: messageSchema,
  async handler({ body, request, log }) {
    const problem = passwordProblemCode(passwordProblem(body.password));
    if (problem) throw failure(problem, undefined, { field: 'password' });
    // The list of breached passwords (0.6 MB of code) is loaded on first use, not at start.
    const { isCommonPassword } = await import('../../auth/common-passwords.js');
    if (isCommonPassword(body.password)) throw failure('password_common', undefined, { field: 'password' });
    if (body.password !== body.confirmPassword) throw failure('password_confirmation', undefined, { field: 'confirmPassword' });
    try {
      await consumePasswordLink(body.userId, body.token, body.password);
    } catch (err) {
      if (err instanceof ApiError) logSecurityEvent(log, request, 'password_reset_failed', { userId: body.userId, code: err.code });
      throw err;
    }
    logSecurityEvent(log, request, 'password_reset', { userId: body.userId });
    return ok({ message: fr['success.password-reset'] });
  },
});
