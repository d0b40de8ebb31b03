import { LRUCache } from 'lru-cache';
import { findCustomerById } from './customers-repository.js';
import type { CustomerDoc } from '../model/customers.js';
import { forgetInEveryThread, referenceCacheOptions } from './reference-cache.js';

/**
 * Home's statistics are the most read call, and the customer record they carry (name, addresses, status)
 * changes rarely: each Functions instance keeps it for a minute instead of reading Cosmos on every call.
 * The figures themselves (stats-<year>, points-<year>) are always read fresh. A write made by this
 * instance forgets its entry at once; another instance shows it within the minute.
 * Authorisation reads only the active flag from here (auth/authenticate.ts): a customer deactivated on
 * another instance is refused to its users within the minute; which customers a user may see comes from
 * the user, at most a few seconds old (data/users-repository.ts findSessionUser).
 */
const customers = new LRUCache<string, CustomerDoc>({
  max: 10_000,
  ...referenceCacheOptions,
  // A missing customer is not kept: it may be created the next second.
  fetchMethod: async (id) => (await findCustomerById(id)) ?? undefined,
});

export const cachedCustomer = (id: string): Promise<CustomerDoc | undefined> => customers.fetch(id);

export const forgetCachedCustomer: (id: string) => void = forgetInEveryThread<string>('customers', (id) => customers.delete(id));
