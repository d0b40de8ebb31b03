import { userInfosWithCustomersSchema } from '@portail/common';
import { findCustomersByIds } from '../../data/customers-repository.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { toCustomerDto } from '../customers/customer-dto.js';
import { genericSalesContact, salesContactsOf } from '../customers/sales-contact.js';
import { toUserDto } from './user-dto.js';

export const getUserInfosWithCustomers = defineRoute({
  name: 'getUserInfosWithCustomers',
  method: 'GET',
  path: 'users/user-infos-with-customers',
  access: 'user',
  openBeforeTerms: true,
  scope: { kind: 'none' },
  summary: 'Utilisateur connecté et ses clients actifs',
  tags: ['users'],
  response: userInfosWithCustomersSchema,
  async handler({ principal }) {
    const customers = (await findCustomersByIds(principal.user.customerIds)).filter((c) => c.active);
    const contacts = await salesContactsOf(customers);
    return ok({ user: toUserDto(principal.user), customers: customers.map((c) => toCustomerDto(c, contacts.get(c.id) ?? genericSalesContact())) });
  },
});
