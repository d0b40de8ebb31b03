import { idSchema } from '@portail/common';
import { z } from 'zod';
import { writeAudit } from '../../data/audit-repository.js';
import { countUsersWithRole } from '../../data/customer-admin-repository.js';
import { isCosmosStatus } from '../../data/cosmos.js';
import { countReferences } from '../../data/resource-store.js';
import { deleteUser } from '../../data/user-admin-repository.js';
import { findUserById } from '../../data/users-repository.js';
import { auditable } from '../../domain/audit-changes.js';
import { failure, notFound, staleWrite } from '../../http/errors.js';
import { noContent } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';

export const deleteUserRoute = defineRoute({
  name: 'deleteUser',
  method: 'DELETE',
  path: 'users/{id}',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Suppression d’un utilisateur (jamais soi-même, jamais le dernier administrateur, jamais l’interlocuteur exclusif d’un client)',
  tags: ['users'],
  params: z.strictObject({ id: idSchema }),
  async handler({ params, principal, request }) {
    const user = await findUserById(params.id);
    if (!user) throw notFound();
    const ifMatch = request.headers.get('if-match')?.trim();
    if (ifMatch && ifMatch !== '*' && ifMatch !== user._etag) throw staleWrite();
    if (user.id === principal.user.id) throw failure('own_account_delete');
    if (user.role === 'ADMIN' && (await countUsersWithRole('ADMIN')) <= 1) throw failure('last_admin_delete');
    const contactOf = await countReferences({ container: 'customers', type: 'customer', field: 'fK_UniqueContact', value: user.id });
    if (contactOf > 0) throw failure('user_still_contact', { email: user.email, count: contactOf });
    try {
      await deleteUser(user);
    } catch (err) {
      if (isCosmosStatus(err, 412)) throw staleWrite();
      throw err;
    }
    await writeAudit({ resource: 'users', action: 'delete', entityId: user.id, by: principal.user.id, at: new Date().toISOString(), before: auditable(user) });
    return noContent();
  },
});
