import { askResetPasswordRequestSchema, fr, messageSchema } from '@portail/common';
import { clientAddress } from '../../auth/client-address.js';
import { digest } from '../../auth/passwords.js';
import { countResetRequest } from '../../auth/throttle.js';
import { config } from '../../config.js';
import { takeAllowance } from '../../services/allowances.js';
import { enqueueResetRequest } from '../../data/reset-requests-queue.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { logSecurityEvent, pseudonym } from '../../http/security-events.js';

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
  async handler({ body, request, log }) {
    // The same two steps for every address, known or not: counted, then queued. Whether it has an account
    // is only looked at by the queue function (auth-send-reset-email.ts), so neither the answer nor its
    // time tells which addresses have accounts.
    // Per client address first (any accounts), then per account; the address is counted hashed.
    await takeAllowance('resetRequestByAddress', digest(clientAddress(request, config().clientAddress.proxyHops)));
    await countResetRequest(body.email);
    await enqueueResetRequest({ email: body.email });
    logSecurityEvent(log, request, 'password_reset_requested', { account: pseudonym('email', body.email) });
    return ok({ message: fr['alert.success.reset-email'] });
  },
});
