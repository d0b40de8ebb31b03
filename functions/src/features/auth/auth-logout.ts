import { z } from 'zod';
import { bearerToken } from '../../auth/bearer.js';
import { verifyAccessToken } from '../../auth/tokens.js';
import { revokeUserToken } from '../../data/users-repository.js';
import { noContent } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { logSecurityEvent } from '../../http/security-events.js';

/**
 * Ends the session of the token sent: its id is refused by every later call until the token would have
 * expired. Public so that the site can call it with whatever token it still holds, also one already
 * refused (a deactivated user's token is still well signed and would become valid again on reactivation);
 * a missing, forged or expired token has nothing to end, and the answer is the same 204. The body is an
 * empty JSON object, as every write of the API takes JSON: a request that sends anything else in it is
 * refused before any token is touched.
 */
export const logout = defineRoute({
  name: 'logout',
  method: 'POST',
  path: 'Authenticate/logout',
  access: 'public',
  scope: { kind: 'none' },
  summary: 'Déconnexion : le jeton de session envoyé est révoqué jusqu’à son expiration',
  tags: ['auth'],
  body: z.strictObject({}),
  async handler({ request, log }) {
    const token = bearerToken(request);
    const claims = token ? await verifyAccessToken(token) : null;
    if (claims) {
      await revokeUserToken(claims.sub, { jti: claims.jti, exp: claims.exp });
      logSecurityEvent(log, request, 'session_revoked', { userId: claims.sub, tokenId: claims.jti });
    }
    return noContent();
  },
});
