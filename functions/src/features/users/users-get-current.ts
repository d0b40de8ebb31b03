import { userSchema } from '@portail/common';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { toUserDto } from './user-dto.js';

export const getCurrentUser = defineRoute({
  name: 'getCurrentUser',
  method: 'GET',
  path: 'users/user',
  access: 'user',
  openBeforeTerms: true,
  scope: { kind: 'none' },
  summary: 'Utilisateur connecté',
  tags: ['users'],
  response: userSchema,
  async handler({ principal }) {
    return ok(toUserDto(principal.user));
  },
});
