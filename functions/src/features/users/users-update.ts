import { idSchema, userEditSchema, userSchema } from '@portail/common';
import { z } from 'zod';
import { writeAudit } from '../../data/audit-repository.js';
import { countUsersWithRole } from '../../data/customer-admin-repository.js';
import { claimEmail, releaseEmail } from '../../data/user-admin-repository.js';
import { DuplicateEmailError, findUserById, updateUser } from '../../data/users-repository.js';
import { auditable } from '../../domain/audit-changes.js';
import { editEndsPasswordLink } from '../../domain/password-link.js';
import { userSearchText } from '../../domain/search-text.js';
import { failure, notFound, staleWrite } from '../../http/errors.js';
import { json } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { logSecurityEvent } from '../../http/security-events.js';
import { decideUserBuyingGroup } from '../../services/user-buying-group.js';
import { toUserDto } from './user-dto.js';

export const updateUserRoute = defineRoute({
  name: 'updateUser',
  method: 'PUT',
  path: 'users/{id}',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Modification d’un utilisateur (If-Match : la version lue ; 412 si l’utilisateur a changé entre-temps)',
  tags: ['users'],
  params: z.strictObject({ id: idSchema }),
  body: userEditSchema,
  response: userSchema,
  async handler({ params, body, principal, request, log }) {
    if (body.id !== undefined && body.id !== params.id) throw failure('id_mismatch', undefined, { field: 'id' });
    const existing = await findUserById(params.id);
    if (!existing) throw notFound();
    const ifMatch = request.headers.get('if-match')?.trim();
    if (ifMatch && ifMatch !== '*' && ifMatch !== existing._etag) throw staleWrite();
    if (existing.role === 'ADMIN' && body.userRole !== 'ADMIN') {
      if (existing.id === principal.user.id) throw failure('own_admin_role');
      if ((await countUsersWithRole('ADMIN')) <= 1) throw failure('last_admin_role');
    }
    if (existing.id === principal.user.id && !body.active) throw failure('own_account_deactivate');
    const buyingGroupId = await decideUserBuyingGroup(body, existing);
    const email = body.email.toLowerCase();
    const emailChanged = email !== existing.email;
    if (emailChanged) {
      try {
        await claimEmail(existing.id, email);
      } catch (err) {
        if (err instanceof DuplicateEmailError) throw failure('email_taken');
        throw err;
      }
    }
    let stale = false;
    const updated = await updateUser(params.id, (u) => {
      // The version read must still be the stored one: a concurrent edit is refused, not merged.
      if ((u as typeof existing)._etag !== existing._etag) {
        stale = true;
        return null;
      }
      const next = { ...u, firstName: body.firstName, lastName: body.lastName, email, role: body.userRole, active: body.active };
      // Written only where a group is or was: the other users' records (and their history) stay as they were.
      // Each call reads the group's members from the record (auth/authenticate.ts): a new group needs no new session.
      if (buyingGroupId || u.buyingGroupId) next.buyingGroupId = buyingGroupId;
      // Deactivated or demoted: every session already open ends now.
      if (!body.active || body.userRole !== u.role) next.tokensValidAfter = Date.now() / 1000;
      // A pending invitation or reset link was mailed to the former address, or to someone now switched off:
      // it must not set a password any more. The administrator resends the invitation to the new address.
      if (editEndsPasswordLink(u, next)) next.passwordToken = null;
      return { ...next, searchText: userSearchText(next) };
    });
    if (stale || !updated) {
      if (emailChanged) await releaseEmail(email);
      throw stale ? staleWrite() : notFound();
    }
    if (emailChanged) await releaseEmail(existing.email);
    await writeAudit({
      resource: 'users',
      action: 'update',
      entityId: params.id,
      by: principal.user.id,
      at: new Date().toISOString(),
      before: auditable(existing),
      after: auditable(updated),
    });
    if (updated.role !== existing.role)
      logSecurityEvent(log, request, 'role_changed', { userId: params.id, by: principal.user.id, from: existing.role, to: updated.role });
    const fresh = await findUserById(params.id);
    return json(200, toUserDto(updated), fresh ? { ETag: fresh._etag } : {});
  },
});
