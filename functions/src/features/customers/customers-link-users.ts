import { customerUsersInputSchema, customerUsersSchema, idSchema } from '@portail/common';
import { z } from 'zod';
import { writeAudit } from '../../data/audit-repository.js';
import { setCustomerLink, usersOfCustomer } from '../../data/customer-admin-repository.js';
import { findCustomerById } from '../../data/customers-repository.js';
import { findUserById } from '../../data/users-repository.js';
import { customerNotFound, failure } from '../../http/errors.js';
import { json } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { checkVersion, ifMatchOf } from '../../http/versioned-writes.js';
import { linkedUsersVersion } from './customers-get-users.js';
import { toUserDto } from '../users/user-dto.js';

/**
 * Sets the users linked to a customer to exactly this list (at least one): the links are on the users, each
 * added or removed with an ETag-checked write. Audited on the customer as the field « users ». If-Match: the
 * version of the list read (GET customers/{id}/users); a list that changed since is not overwritten (412).
 */
export const linkCustomerUsers = defineRoute({
  name: 'linkCustomerUsers',
  method: 'POST',
  path: 'customers/{id}/users',
  access: 'admin',
  scope: { kind: 'customer', in: 'params', key: 'id' },
  summary:
    'Fixe la liste des utilisateurs liés à un client (au moins un ; If-Match : la version de la liste lue, 412 si elle a changé entre-temps) ; répond la nouvelle liste',
  versioned: true,
  tags: ['customers'],
  params: z.strictObject({ id: idSchema }),
  body: customerUsersInputSchema,
  response: customerUsersSchema,
  async handler({ params, body, principal, request }) {
    if (body.customerId !== undefined && body.customerId !== params.id) throw failure('customer_mismatch', undefined, { field: 'customerId' });
    if ((await findCustomerById(params.id))?.type !== 'customer') throw customerNotFound();
    const wanted = [...new Set(body.users)];
    const found = await Promise.all(wanted.map(findUserById));
    const missing = wanted.filter((_, i) => !found[i]);
    if (missing.length) throw failure('users_not_found', { ids: missing.join(', ') }, { field: 'users' });
    const before = await usersOfCustomer(params.id);
    checkVersion(ifMatchOf(request), linkedUsersVersion(before));
    const keep = new Set(wanted);
    for (const id of wanted) await setCustomerLink(id, params.id, true);
    for (const u of before) if (!keep.has(u.id)) await setCustomerLink(u.id, params.id, false);
    const after = await usersOfCustomer(params.id);
    await writeAudit({
      resource: 'customers',
      action: 'update',
      entityId: params.id,
      by: principal.user.id,
      at: new Date().toISOString(),
      before: { users: before.map((u) => u.email).sort() },
      after: { users: after.map((u) => u.email).sort() },
    });
    return json(200, after.map(toUserDto), { ETag: linkedUsersVersion(after) });
  },
});
