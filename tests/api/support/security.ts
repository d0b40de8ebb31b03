/** Helpers of the security tests (tests/api/security-*.test.ts): users written straight into Cosmos DB, client addresses. */
import type { Role } from '@portail/common';
import { call, type ApiResponse } from './api.js';
import { direct } from './direct.js';
import { freshEmail, strongPassword } from './env.js';
import { customerSearchText } from '../../../functions/src/domain/search-text.js';

export interface SeededUser {
  id: string;
  email: string;
  password: string;
}

/**
 * A user created directly in the database (no invitation mail to wait for), signed-in-able with its
 * password. Hashing uses the API's own function, so the stack checks it as any other.
 */
export async function seedUser(options: { role?: Role; customerIds?: string[]; label?: string; withPassword?: boolean } = {}): Promise<SeededUser> {
  const { users } = await direct();
  const { hashPassword } = await import('../../../functions/src/auth/passwords.js');
  const email = freshEmail(options.label ?? 'securite');
  const password = strongPassword();
  const id = `securite-${crypto.randomUUID()}`;
  const now = new Date().toISOString();
  await users.createUser({
    id,
    type: 'user',
    firstName: 'Sécurité',
    lastName: 'Essai',
    email,
    role: options.role ?? 'CUSTOMER',
    active: true,
    customerIds: options.customerIds ?? [],
    passwordHash: options.withPassword === false ? null : await hashPassword(password),
    tokensValidAfter: 0,
    passwordToken: null,
    entra: null,
    createdAt: now,
    updatedAt: now,
    searchText: email,
  });
  return { id, email, password };
}

/** A client address of the test's own, as Static Web Apps or Front Door would append it to X-Forwarded-For. */
export const freshAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

/** A sign-in attempt coming through the platform's proxy from `address`. */
export const signInFrom = (address: string, email: string, password: string, forwardedFor = address): Promise<ApiResponse> =>
  call('POST', 'Authenticate/login', { body: { Email: email, Password: password }, headers: { 'X-Forwarded-For': forwardedFor } });

export interface InactiveCustomerScene {
  /** A customer marked inactive, copied from an active one. */
  inactive: string;
  /** The active customer it was copied from. */
  active: string;
  /** A customer user linked to both. */
  user: SeededUser;
}

let scene: Promise<InactiveCustomerScene> | undefined;

/**
 * A fresh inactive customer (never read by the API before, so no instance has it cached as active) and a
 * customer user linked to it and to an active customer.
 */
export function inactiveCustomerScene(active: string): Promise<InactiveCustomerScene> {
  scene ??= (async () => {
    const { cosmos } = await direct();
    const customers = cosmos.container('customers');
    const { resource } = await customers.item(active, active).read<Record<string, unknown>>();
    if (!resource) throw new Error(`Client ${active} introuvable dans Cosmos DB`);
    const { _rid, _self, _etag, _attachments, _ts, ...copy } = resource;
    const inactive = `client-inactif-${crypto.randomUUID()}`;
    // Its own number, name and search text: searching the back office for the original finds the original only.
    const own = {
      number: `8${String(Date.now()).slice(-8)}`,
      name: `Inactif ${inactive.slice(-6)}`,
      city: copy.city as string,
      address: copy.address as string,
    };
    await customers.items.create({ ...copy, ...own, id: inactive, active: false, searchText: customerSearchText(own) });
    const user = await seedUser({ label: 'client-inactif', customerIds: [active, inactive] });
    return { inactive, active, user };
  })();
  return scene;
}
