import { fr, userSchema } from '@portail/common';
import { z } from 'zod';
import { noticeAccountChange } from '../../auth/account-notices.js';
import { verifyEntraAccessToken } from '../../auth/entra.js';
import { config } from '../../config.js';
import { findUserByEntra, linkEntraIdentity, updateUser } from '../../data/users-repository.js';
import { failure, notFound } from '../../http/errors.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { toUserDto } from './user-dto.js';

export const linkMicrosoftRequestSchema = z.strictObject({
  accessToken: z.string({ error: fr['rules.required'] }).min(1, fr['rules.required']).max(16_384, 'Le jeton est trop long'),
});

/**
 * Links the Microsoft Entra identity of a validated access token (tenant and object id, never the e-mail
 * claim) to the signed-in user, who can then sign in with Microsoft. An identity belongs to one user only.
 */
export const linkMicrosoft = defineRoute({
  name: 'linkMicrosoft',
  method: 'POST',
  path: 'users/link-microsoft',
  access: 'user',
  openBeforeTerms: true,
  scope: { kind: 'none' },
  summary: 'Associe le compte Microsoft (jeton Entra validé) à l’utilisateur connecté',
  tags: ['users'],
  body: linkMicrosoftRequestSchema,
  response: userSchema,
  async handler({ body, principal }) {
    if (!config().entra) throw notFound();
    const identity = await verifyEntraAccessToken(body.accessToken);
    // 400, not 401: the session itself is fine, only the Microsoft token is not.
    if (!identity) throw failure('microsoft_token_invalid', undefined, { field: 'accessToken' });
    const current = principal.user.entra;
    if (current && (current.tid !== identity.tid || current.oid !== identity.oid)) {
      throw failure('user_microsoft_linked');
    }
    const owner = await findUserByEntra(identity.tid, identity.oid);
    if (owner && owner.id !== principal.user.id) throw failure('microsoft_account_taken');
    if (!owner) {
      await linkEntraIdentity(principal.user.id, identity.tid, identity.oid);
      // Two users linking one identity at the same time: the lookup document decides, the other is refused.
      const winner = await findUserByEntra(identity.tid, identity.oid);
      if (winner?.id !== principal.user.id) throw failure('microsoft_account_taken');
    }
    const updated = await updateUser(principal.user.id, (u) => ({ ...u, entra: { tid: identity.tid, oid: identity.oid } }));
    if (!current) await noticeAccountChange(principal.user.id, 'microsoft-linked');
    return ok(toUserDto(updated ?? principal.user));
  },
});
