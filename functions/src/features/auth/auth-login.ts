import { loginRequestSchema, sessionSchema } from '@portail/common';
import { clientAddress } from '../../auth/client-address.js';
import { verifyPassword } from '../../auth/passwords.js';
import { startLoginAttempt } from '../../auth/throttle.js';
import { issueAccessToken } from '../../auth/tokens.js';
import { config } from '../../config.js';
import { findUserByEmail } from '../../data/users-repository.js';
import { failure } from '../../http/errors.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { logSecurityEvent, pseudonym } from '../../http/security-events.js';
import { toUserDto } from '../users/user-dto.js';

/**
 * Answers: 200 with a session; 401 for a wrong address or password (one message for both); 429 with
 * Retry-After while the attempt is throttled (auth/throttle.ts); 503 with Retry-After when the counters
 * cannot be reached. Every error in the one error shape, with a French message.
 */
export const login = defineRoute({
  name: 'login',
  method: 'POST',
  path: 'Authenticate/login',
  access: 'public',
  scope: { kind: 'none' },
  summary: 'Connexion par e-mail et mot de passe',
  tags: ['auth'],
  body: loginRequestSchema,
  response: sessionSchema,
  async handler({ body, request, log }) {
    const attempt = await startLoginAttempt(body.Email, clientAddress(request, config().clientAddress.proxyHops));
    const user = await findUserByEmail(body.Email);
    const valid = await verifyPassword(user?.passwordHash ?? null, body.Password);
    if (!user || !valid || !user.active) {
      const reason = !user ? 'unknown_account' : valid ? 'inactive_account' : 'wrong_password';
      logSecurityEvent(log, request, 'sign_in_failed', { userId: user?.id, account: pseudonym('email', body.Email), reason });
      throw failure('invalid_credentials');
    }
    await attempt.succeeded();
    return ok({ ...(await issueAccessToken(user.id)), user: toUserDto(user) });
  },
});
