import { fr, idSchema, messageSchema } from '@portail/common';
import { z } from 'zod';
import { sendPasswordLink } from '../../auth/password-links.js';
import { writeAudit } from '../../data/audit-repository.js';
import { takeInvitation } from '../../data/user-admin-repository.js';
import { findUserById } from '../../data/users-repository.js';
import { notFound, tooManyRequests } from '../../http/errors.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';

const INVITATIONS_PER_WINDOW = 3;
const INVITATION_WINDOW_MS = 60 * 60_000;

export const resendInvitation = defineRoute({
  name: 'resendInvitation',
  method: 'POST',
  path: 'users/resend-invitation/{id}',
  access: 'admin',
  scope: { kind: 'none' },
  summary:
    'Renvoie le lien de création de mot de passe (usage unique, valable 72 h ; le précédent cesse de fonctionner) ; au plus 3 envois par heure et par utilisateur (429 ensuite)',
  tags: ['users'],
  params: z.strictObject({ id: idSchema }),
  response: messageSchema,
  async handler({ params, principal }) {
    const user = await findUserById(params.id);
    if (!user) throw notFound();
    // Each send replaces the link and mails the person: limited so that a double click or a script cannot flood them.
    const wait = await takeInvitation(user.id, INVITATIONS_PER_WINDOW, INVITATION_WINDOW_MS);
    if (wait > 0) throw tooManyRequests(wait);
    await sendPasswordLink(user, 'invitation');
    await writeAudit({
      resource: 'users',
      action: 'update',
      entityId: user.id,
      by: principal.user.id,
      at: new Date().toISOString(),
      after: { invitation: 'lien d’activation renvoyé' },
    });
    return ok({ message: fr['alert.success.invitation-sent'] });
  },
});
