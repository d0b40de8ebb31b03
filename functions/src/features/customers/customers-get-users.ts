import { customerUsersSchema, idSchema } from '@portail/common';
import { z } from 'zod';
import { usersOfCustomer } from '../../data/customer-admin-repository.js';
import { findCustomerById } from '../../data/customers-repository.js';
import { customerNotFound } from '../../http/errors.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { toUserDto } from '../users/user-dto.js';

export const getCustomerUsers = defineRoute({
  name: 'getCustomerUsers',
  method: 'GET',
  path: 'customers/{id}/users',
  access: 'staff',
  scope: { kind: 'customer', in: 'params', key: 'id' },
  summary: 'Les utilisateurs liés à un client',
  tags: ['customers'],
  params: z.strictObject({ id: idSchema }),
  response: customerUsersSchema,
  async handler({ params }) {
    if ((await findCustomerById(params.id))?.type !== 'customer') throw customerNotFound();
    return ok((await usersOfCustomer(params.id)).map(toUserDto));
  },
});
