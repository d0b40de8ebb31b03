import { userSchema, userWriteSchema } from '@portail/common';
import { sendPasswordLink } from '../../auth/password-links.js';
import { userSearchText } from '../../domain/search-text.js';
import type { UserDoc } from '../../data/users-repository.js';
import { auditable } from '../../domain/audit-changes.js';
import { idempotencyKeyOf } from '../../http/idempotency-key.js';
import { created, ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { decideUserBuyingGroup } from '../../services/user-buying-group.js';
import { createUserOnce } from '../../services/user-creation.js';
import { toUserDto } from './user-dto.js';

export const createUserRoute = defineRoute({
  name: 'createUser',
  method: 'POST',
  path: 'users',
  access: 'admin',
  scope: { kind: 'none' },
  summary:
    'Création d’un utilisateur, qui reçoit un lien pour choisir son mot de passe (en-tête Idempotency-Key facultatif : la même clé renvoie l’utilisateur créé, 200)',
  tags: ['users'],
  body: userWriteSchema,
  response: userSchema,
  async handler({ body, log, principal, request }) {
    const now = new Date().toISOString();
    const buyingGroupId = await decideUserBuyingGroup(body);
    const { user, replay } = await createUserOnce({
      by: principal.user.id,
      idempotencyKey: idempotencyKeyOf(request),
      body,
      auditable,
      build: (id): UserDoc => ({
        id,
        type: 'user',
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email.toLowerCase(),
        role: body.userRole,
        active: body.active,
        customerIds: [],
        ...(buyingGroupId ? { buyingGroupId } : {}),
        passwordHash: null,
        tokensValidAfter: 0,
        passwordToken: null,
        entra: null,
        createdAt: now,
        updatedAt: now,
        searchText: userSearchText({ ...body, role: body.userRole }),
      }),
    });
    if (replay) return ok(toUserDto(user));
    // The account exists even if the mail fails: the administrator can resend the invitation.
    await sendPasswordLink(user, 'invitation').catch((err: unknown) => log.error('Envoi de l’invitation impossible', err));
    return created(toUserDto(user));
  },
});
