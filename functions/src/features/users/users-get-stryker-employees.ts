import { userSchema } from '@portail/common';
import { z } from 'zod';
import { usersWithRoles } from '../../data/customer-admin-repository.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { toUserDto } from './user-dto.js';

export const getStrykerEmployees = defineRoute({
  name: 'getStrykerEmployees',
  method: 'GET',
  path: 'users/StrykerEmployees',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Les utilisateurs de l’entreprise (administrateurs et commerciaux), actifs, par nom : le choix de l’interlocuteur exclusif d’un client',
  tags: ['users'],
  response: z.array(userSchema),
  async handler() {
    return ok((await usersWithRoles(['ADMIN', 'COMMERCIAL'])).filter((u) => u.active).map(toUserDto));
  },
});
