import { userSearchText } from '../../functions/src/domain/search-text.js';
import type { Role } from '@portail/common';
import type { UserDoc } from '../../functions/src/data/users-repository.js';
import { GROUP_VOLUME_DEMO_GROUP } from './contracts.js';
import type { CustomerPlan } from './customers.js';
import { FIRST_NAMES, LAST_NAMES, slug } from './fr-data.js';
import type { Rng } from './random.js';

export const DEMO_PASSWORD_DEFAULT = 'Demo!2025';

export const DEMO_EMAILS = {
  admin: 'admin@demo.test',
  commercial: 'commercial@demo.test',
  acheteur: 'acheteur@chu-demo.test',
  groupement: 'groupement@demo.test',
  /** « Acheteur de groupement » (GROUP_BUYER) of the group-volume demo group (contracts.ts). */
  groupe: 'groupe@demo.test',
} as const;

/** Users before their password hash is known (hashing is slow: done once, by the writer). */
export type UserSeed = Omit<UserDoc, 'passwordHash'>;

function user(id: string, firstName: string, lastName: string, email: string, role: Role, customerIds: string[], now: string): UserSeed {
  return {
    id,
    type: 'user',
    firstName,
    lastName,
    email,
    role,
    active: true,
    customerIds,
    tokensValidAfter: 0,
    passwordToken: null,
    entra: null,
    createdAt: now,
    updatedAt: now,
    searchText: userSearchText({ email, lastName, firstName, role }),
  };
}

/**
 * Demo accounts: the administrator (no customer), the commercial (customers 0–9), the CHU buyer
 * (customer 0 only), the multi-customer buyer (customers 1–3), the buying group's buyer (linked to a group,
 * not to customers), then one user for each of the next customers.
 */
export function demoUsers(rng: Rng, plans: readonly CustomerPlan[], now: string): UserSeed[] {
  const ids = plans.map((p) => p.doc.id);
  const users = [
    user('user-admin', 'Claire', 'Morel', DEMO_EMAILS.admin, 'ADMIN', [], now),
    user('user-commercial', 'Julien', 'Fournier', DEMO_EMAILS.commercial, 'COMMERCIAL', ids.slice(0, 10), now),
    user('user-acheteur', 'Sophie', 'Martin', DEMO_EMAILS.acheteur, 'CUSTOMER', [ids[0]], now),
    user('user-groupement', 'Nicolas', 'Bernard', DEMO_EMAILS.groupement, 'CUSTOMER', ids.slice(1, 4), now),
    { ...user('user-groupe', 'Hélène', 'Garnier', DEMO_EMAILS.groupe, 'GROUP_BUYER', [], now), buyingGroupId: `buyingGroups-${slug(GROUP_VOLUME_DEMO_GROUP)}` },
  ];
  const r = rng.fork('users');
  for (let i = 4; i < Math.min(plans.length, 12); i++) {
    const firstName = r.pick(FIRST_NAMES);
    const lastName = r.pick(LAST_NAMES);
    const domain = plans[i].doc.email.split('@')[1];
    // Every other user also follows the next customer, as buyers of a hospital group do.
    const customerIds = i % 2 === 0 && i + 1 < plans.length ? [ids[i], ids[i + 1]] : [ids[i]];
    users.push(
      user(
        `user-client-${String(i - 3).padStart(2, '0')}`,
        firstName,
        lastName,
        `${slug(firstName)}.${slug(lastName)}@${domain}`,
        'CUSTOMER',
        customerIds,
        now,
      ),
    );
  }
  return users;
}

/** Who placed a customer's Programme orders in the demo data. */
export function orderingUserOf(users: readonly UserSeed[], customerId: string): string {
  return users.find((u) => u.role === 'CUSTOMER' && u.customerIds.includes(customerId))?.id ?? 'user-commercial';
}
