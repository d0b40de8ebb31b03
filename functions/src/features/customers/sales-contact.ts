import type { SalesContact } from '@portail/common';
import { LRUCache } from 'lru-cache';
import { config } from '../../config.js';
import type { CustomerDoc } from '../../model/customers.js';
import { referenceCacheOptions } from '../../data/reference-cache.js';
import { findUserById, type UserDoc } from '../../data/users-repository.js';

/** Roles that may stand as a customer's exclusive contact: a customer user never does (their address is not public). */
const CONTACT_ROLES = new Set<UserDoc['role']>(['ADMIN', 'COMMERCIAL']);

/** The provider's generic sales contact (SALES_EMAIL), when a customer has no exclusive contact. */
export const genericSalesContact = (): SalesContact => ({ exclusive: false, firstName: null, lastName: null, email: config().mail.salesAddress });

/** Only the public details of the contact user: never its role, customers, password hash or tokens. */
export function toSalesContact(user: UserDoc | undefined): SalesContact {
  if (!user || !user.active || !CONTACT_ROLES.has(user.role)) return genericSalesContact();
  return { exclusive: true, firstName: user.firstName, lastName: user.lastName, email: user.email };
}

/**
 * The sales contact of each customer, by customer id: one point read per distinct contact user. Callers
 * give only customers the signed-in user may see (their own list, or a customer the route's scope checked).
 */
export async function salesContactsOf(customers: readonly CustomerDoc[]): Promise<Map<string, SalesContact>> {
  const userIds = [...new Set(customers.map((c) => c.fK_UniqueContact).filter((id): id is string => !!id))];
  const users = new Map(await Promise.all(userIds.map(async (id) => [id, await findUserById(id)] as const)));
  return new Map(customers.map((c) => [c.id, toSalesContact(c.fK_UniqueContact ? users.get(c.fK_UniqueContact) : undefined)]));
}

export async function salesContactOf(customer: CustomerDoc): Promise<SalesContact> {
  return (await salesContactsOf([customer])).get(customer.id) ?? genericSalesContact();
}

/**
 * The statistics answer repeats the customer's contact on every home visit: its public details are kept
 * a minute per instance. The contact card itself reads the customer list (salesContactsOf), never this.
 */
const contactsByUser = new LRUCache<string, SalesContact>({
  max: 1_000,
  ...referenceCacheOptions,
  fetchMethod: async (userId) => toSalesContact(await findUserById(userId)),
});

export async function cachedSalesContactOf(customer: CustomerDoc): Promise<SalesContact> {
  if (!customer.fK_UniqueContact) return genericSalesContact();
  return (await contactsByUser.fetch(customer.fK_UniqueContact)) ?? genericSalesContact();
}
