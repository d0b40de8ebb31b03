import { fr, idSchema, messageSchema } from '@portail/common';
import { z } from 'zod';
import { sendPasswordLink } from '../../auth/password-links.js';
import { findUserById } from '../../data/users-repository.js';
import { notFound } from '../../http/errors.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';

export const resendInvitation = defineRoute({
  name: 'resendInvitation',
  method: 'POST',
  path: 'users/resend-invitation/{id}',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Renvoie le lien de création de mot de passe',
  tags: ['users'],
  params: z.strictObject({ id: idSchema }),
  response: messageSchema,
  async handler({ params }) {
    const user = await findUserById(params.id);
    if (!user) throw notFound();
    await sendPasswordLink(user, 'invitation');
    return ok({ message: fr['alert.success.invitation-sent'] });
  },
});
