import { sessionSchema } from '@portail/common';
import { bearerToken } from '../../auth/bearer.js';
import { verifyEntraAccessToken } from '../../auth/entra.js';
import { issueAccessToken } from '../../auth/tokens.js';
import { config } from '../../config.js';
import { findUserByEntra } from '../../data/users-repository.js';
import { failure, notFound } from '../../http/errors.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { toUserDto } from '../users/user-dto.js';

/** Exchanges a Microsoft access token for a session of ours, so every session follows the same rules. */
export const loginMicrosoft = defineRoute({
  name: 'loginMicrosoft',
  method: 'POST',
  path: 'Authenticate/microsoft',
  access: 'public',
  scope: { kind: 'none' },
  summary: 'Connexion avec un jeton Microsoft Entra (en-tête Authorization)',
  tags: ['auth'],
  response: sessionSchema,
  async handler({ request }) {
    if (!config().entra) throw notFound();
    const refused = failure('invalid_credentials');
    const token = bearerToken(request);
    const identity = token ? await verifyEntraAccessToken(token) : null;
    if (!identity) throw refused;
    // Matched on tenant and object id only: an e-mail claim can be chosen by whoever controls a tenant.
    const user = await findUserByEntra(identity.tid, identity.oid);
    if (!user?.active) throw refused;
    return ok({ ...(await issueAccessToken(user.id)), user: toUserDto(user) });
  },
});
