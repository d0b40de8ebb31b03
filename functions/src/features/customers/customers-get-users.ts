import { customerUsersSchema, idSchema } from '@portail/common';
import { z } from 'zod';
import { usersOfCustomer } from '../../data/customer-admin-repository.js';
import { findCustomerById } from '../../data/customers-repository.js';
import { customerNotFound } from '../../http/errors.js';
import { json } from '../../http/responses.js';
import { versionOf } from '../../domain/versions.js';
import { defineRoute } from '../../http/route.js';
import { toUserDto } from '../users/user-dto.js';

export const getCustomerUsers = defineRoute({
  name: 'getCustomerUsers',
  method: 'GET',
  path: 'customers/{id}/users',
  access: 'staff',
  scope: { kind: 'customer', in: 'params', key: 'id' },
  summary: 'Les utilisateurs liés à un client ; la version de cette liste dans l’en-tête ETag',
  tags: ['customers'],
  params: z.strictObject({ id: idSchema }),
  response: customerUsersSchema,
  async handler({ params }) {
    if ((await findCustomerById(params.id))?.type !== 'customer') throw customerNotFound();
    const users = await usersOfCustomer(params.id);
    return json(200, users.map(toUserDto), { ETag: linkedUsersVersion(users) });
  },
});

/**
 * The version of a customer's list of users: the links are on the users, so it is made of who is linked.
 * A save of the list (If-Match) over one that gained or lost a user since is refused.
 */
export const linkedUsersVersion = (users: readonly { id: string }[]): string => versionOf(users.map((u) => u.id));
