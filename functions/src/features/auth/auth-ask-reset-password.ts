import { askResetPasswordRequestSchema, fr, messageSchema } from '@portail/common';
import { sendPasswordLink } from '../../auth/password-links.js';
import { assertNotThrottled, countAttempt, RESET_THROTTLE } from '../../auth/throttle.js';
import { findUserByEmail } from '../../data/users-repository.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';

export const askResetPassword = defineRoute({
  name: 'askResetPassword',
  method: 'POST',
  path: 'Authenticate/askresetpassword',
  access: 'public',
  scope: { kind: 'none' },
  summary: 'Demande d’un lien de réinitialisation du mot de passe',
  tags: ['auth'],
  body: askResetPasswordRequestSchema,
  response: messageSchema,
  async handler({ body, log }) {
    // Counted for every address, known or not, so the answer never tells which ones have accounts.
    await assertNotThrottled(RESET_THROTTLE, body.email);
    await countAttempt(RESET_THROTTLE, body.email);
    const user = await findUserByEmail(body.email);
    if (user?.active) {
      await sendPasswordLink(user, 'reset').catch((err: unknown) => log.error('Envoi du lien de réinitialisation impossible', err));
    }
    return ok({ message: fr['alert.success.reset-email'] });
  },
});
