import { container, readItem } from './cosmos.js';

/**
 * Session tokens ended by a sign-out, kept in the throttles container (shared by every instance) until the
 * token would have expired anyway: then the entry has nothing left to refuse and its time to live ends it.
 */
const revocations = () => container('throttles');
const idOf = (jti: string) => `revoked:${jti}`;

interface RevocationDoc {
  id: string;
  /** The token's own expiry, in seconds since the epoch. */
  exp: number;
  ttl: number;
}

export async function revokeTokenId(jti: string, exp: number): Promise<void> {
  const ttl = Math.max(1, Math.ceil(exp - Date.now() / 1000) + 60);
  await revocations().items.upsert<RevocationDoc>({ id: idOf(jti), exp, ttl });
}

export async function isTokenIdRevoked(jti: string): Promise<boolean> {
  const doc = await readItem<RevocationDoc>(revocations(), idOf(jti), idOf(jti));
  // The local Cosmos server does not enforce time to live: an entry past its token's expiry refuses nothing.
  return doc !== undefined && doc.exp * 1000 > Date.now();
}
