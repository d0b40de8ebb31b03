import { CUSTOMER_STATUSES, customerStatusSchema, USER_ROLES, userRoleSchema } from '@portail/common';
import { z } from 'zod';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';

export const getUserRoles = defineRoute({
  name: 'getUserRoles',
  method: 'GET',
  path: 'userRoles',
  access: 'staff',
  scope: { kind: 'none' },
  summary: 'Les rôles des utilisateurs, par identifiant',
  tags: ['users'],
  response: z.array(userRoleSchema),
  async handler() {
    return ok(USER_ROLES);
  },
});

export const getStatuses = defineRoute({
  name: 'getStatuses',
  method: 'GET',
  path: 'status',
  access: 'staff',
  scope: { kind: 'none' },
  summary: 'Les statuts des clients (1 à 4) et le chiffre d’affaires annuel à partir duquel chacun s’applique',
  tags: ['customers'],
  response: z.array(customerStatusSchema),
  async handler() {
    return ok(CUSTOMER_STATUSES);
  },
});
