import { fr, loginRequestSchema, sessionSchema } from '@portail/common';
import { verifyPassword } from '../../auth/passwords.js';
import { assertNotThrottled, clearAttempts, countAttempt, LOGIN_THROTTLE } from '../../auth/throttle.js';
import { issueAccessToken } from '../../auth/tokens.js';
import { findUserByEmail } from '../../data/users-repository.js';
import { ApiError } from '../../http/errors.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { toUserDto } from '../users/user-dto.js';

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
  async handler({ body }) {
    await assertNotThrottled(LOGIN_THROTTLE, body.Email);
    const user = await findUserByEmail(body.Email);
    const valid = await verifyPassword(user?.passwordHash ?? null, body.Password);
    if (!user || !valid || !user.active) {
      await countAttempt(LOGIN_THROTTLE, body.Email);
      throw new ApiError(401, 'invalid_credentials', fr['alert.error.login']);
    }
    await clearAttempts(LOGIN_THROTTLE, body.Email);
    return ok({ ...(await issueAccessToken(user.id)), user: toUserDto(user) });
  },
});
