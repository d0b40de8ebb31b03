import type { HttpRequest } from '@azure/functions';
import { bearerToken } from './bearer.js';
import { activeMembersOfGroup } from '../data/buying-groups-repository.js';
import { cachedCustomer } from '../data/customer-cache.js';
import { findSessionUser, type UserDoc } from '../data/users-repository.js';
import { isTokenRevoked } from '../domain/token-revocations.js';
import { unauthenticated } from '../http/errors.js';
import type { Principal } from './principal.js';
import { verifyAccessToken } from './tokens.js';

/**
 * Checks the bearer token, then the user it names: a deactivated user, a token issued before the last
 * password reset or deactivation, or a token ended by a sign-out is refused.
 */
export async function authenticate(request: HttpRequest): Promise<Principal> {
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  const claims = await verifyAccessToken(token);
  if (!claims) throw unauthenticated();
  const user = await findSessionUser(claims.sub);
  if (!user || !user.active || claims.iat < user.tokensValidAfter) throw unauthenticated();
  if (isTokenRevoked(user.revokedTokens, claims.jti, Date.now() / 1000)) throw unauthenticated();
  if (user.role === 'GROUP_BUYER') return { user: await withGroupMembers(user), role: user.role };
  return { user: user.role === 'CUSTOMER' ? await withActiveCustomersOnly(user) : user, role: user.role };
}

/**
 * A group buyer reaches the active members of its group, as they are now (a few seconds per instance,
 * data/buying-groups-repository.ts): a customer that joins or leaves the group is in or out of its reach
 * without touching the user. Every customer-scoped check then treats them as its customers, read-only.
 */
async function withGroupMembers(user: Readonly<UserDoc>): Promise<UserDoc> {
  return { ...user, customerIds: user.buyingGroupId ? await activeMembersOfGroup(user.buyingGroupId) : [] };
}

/**
 * A customer user reaches only the active customers among its own: an inactive one is absent from its
 * list and every call about it is refused, by the same scope checks as a customer it is not linked to.
 * Administrators and sales staff keep theirs. The active flag comes from the per-instance customer cache
 * (a minute at most behind a deactivation made on another instance).
 */
async function withActiveCustomersOnly(user: Readonly<UserDoc>): Promise<UserDoc> {
  const customers = await Promise.all(user.customerIds.map((id) => cachedCustomer(id)));
  return { ...user, customerIds: user.customerIds.filter((_, i) => customers[i]?.active === true) };
}
