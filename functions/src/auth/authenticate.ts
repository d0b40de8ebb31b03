import type { HttpRequest } from '@azure/functions';
import { bearerToken } from './bearer.js';
import { findUserById } from '../data/users-repository.js';
import { unauthenticated } from '../http/errors.js';
import type { Principal } from './principal.js';
import { verifyAccessToken } from './tokens.js';

/**
 * Checks the bearer token, then the user it names: a deactivated user, or a token issued
 * before the last password reset or deactivation, is refused.
 */
export async function authenticate(request: HttpRequest): Promise<Principal> {
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  const claims = await verifyAccessToken(token);
  if (!claims) throw unauthenticated();
  const user = await findUserById(claims.sub);
  if (!user || !user.active || claims.iat < user.tokensValidAfter) throw unauthenticated();
  return { user, role: user.role };
}
