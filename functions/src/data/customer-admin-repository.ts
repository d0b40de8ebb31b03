import type { Role } from '@portail/common';
import type { ReferenceItemDoc } from '../model/reference-data.js';
import { container } from './cosmos.js';
import { countWhere } from './list-query.js';
import { findReferenceItem } from './reference-data-repository.js';
import { updateUser, type UserDoc } from './users-repository.js';

/**
 * The links between users and customers live on the user (customerIds, read at every sign-in and request);
 * the back office reads them the other way round: the users of one customer, a query across the users
 * container bounded by the programme's staff and buyers, not by its sales.
 */

const users = () => container('users');

export async function usersOfCustomer(customerId: string): Promise<UserDoc[]> {
  const { resources } = await users()
    .items.query<UserDoc>({
      query: "SELECT * FROM c WHERE c.type = 'user' AND ARRAY_CONTAINS(c.customerIds, @id) ORDER BY c.lastName ASC",
      parameters: [{ name: '@id', value: customerId }],
    })
    .fetchAll();
  return resources;
}

/** Users of these roles (the company's staff for GET users/StrykerEmployees), by last name. */
export async function usersWithRoles(roles: readonly Role[]): Promise<UserDoc[]> {
  const { resources } = await users()
    .items.query<UserDoc>({
      query: "SELECT * FROM c WHERE c.type = 'user' AND ARRAY_CONTAINS(@roles, c.role) ORDER BY c.lastName ASC",
      parameters: [{ name: '@roles', value: [...roles] }],
    })
    .fetchAll();
  return resources;
}

export const countUsersWithRole = (role: Role): Promise<number> =>
  countWhere(users(), { where: ["c.type = 'user'", 'c.role = @role'], parameters: [{ name: '@role', value: role }] });

/** Adds or removes one customer on a user (ETag-checked read-modify-write); unchanged users are not written. */
export function setCustomerLink(userId: string, customerId: string, linked: boolean): Promise<UserDoc | undefined> {
  return updateUser(userId, (u) => {
    const has = u.customerIds.includes(customerId);
    if (has === linked) return null;
    return { ...u, customerIds: linked ? [...u.customerIds, customerId] : u.customerIds.filter((id) => id !== customerId) };
  });
}

/** Customers holding this number, but the one being written. */
export const countCustomersWithNumber = (number: string, exceptId: string): Promise<number> =>
  countWhere(container('customers'), {
    where: ["c.type = 'customer'", 'c.number = @number', 'c.id != @id'],
    parameters: [
      { name: '@number', value: number },
      { name: '@id', value: exceptId },
    ],
  });

/** A buying group (reference list buyingGroups) by id. */
export const findBuyingGroup = (id: string): Promise<ReferenceItemDoc | undefined> => findReferenceItem('buyingGroups', id);
