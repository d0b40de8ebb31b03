import { userSchema, userWriteSchema } from '@portail/common';
import { sendPasswordLink } from '../../auth/password-links.js';
import { userSearchText } from '../../domain/search-text.js';
import { writeAudit } from '../../data/audit-repository.js';
import { createUser, DuplicateEmailError, type UserDoc } from '../../data/users-repository.js';
import { auditable } from '../../domain/audit-changes.js';
import { conflict } from '../../http/errors.js';
import { created } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { toUserDto } from './user-dto.js';

export const createUserRoute = defineRoute({
  name: 'createUser',
  method: 'POST',
  path: 'users',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Création d’un utilisateur, qui reçoit un lien pour choisir son mot de passe',
  tags: ['users'],
  body: userWriteSchema,
  response: userSchema,
  async handler({ body, log, principal }) {
    const now = new Date().toISOString();
    const user: UserDoc = {
      id: crypto.randomUUID(),
      type: 'user',
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email.toLowerCase(),
      role: body.userRole,
      active: body.active,
      customerIds: [],
      passwordHash: null,
      tokensValidAfter: 0,
      passwordToken: null,
      entra: null,
      createdAt: now,
      updatedAt: now,
      searchText: userSearchText({ ...body, role: body.userRole }),
    };
    try {
      await createUser(user);
    } catch (err) {
      if (err instanceof DuplicateEmailError) throw conflict('Un utilisateur existe déjà avec cette adresse email');
      throw err;
    }
    await writeAudit({ resource: 'users', action: 'create', entityId: user.id, by: principal.user.id, at: now, after: auditable(user) });
    // The account exists even if the mail fails: the administrator can resend the invitation.
    await sendPasswordLink(user, 'invitation').catch((err: unknown) => log.error('Envoi de l’invitation impossible', err));
    return created(toUserDto(user));
  },
});
