import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import { config } from '../config.js';

const ALGORITHM = 'HS256';

// jose imports a raw secret into WebCrypto on every sign and verify; every request verifies a token, so
// the key is imported once per secret instead.
const keys = new WeakMap<Uint8Array<ArrayBuffer>, Promise<CryptoKey>>();
function hmacKey(secret: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

export interface AccessClaims {
  sub: string;
  /** Issued-at in seconds, with milliseconds as decimals; compared with the user's tokensValidAfter. */
  iat: number;
  /** Expiry in seconds: a revocation is kept until then. */
  exp: number;
  /** Token id, what a sign-out revokes. Every token we issue has one; a token without one is refused. */
  jti: string;
}

export async function issueAccessToken(userId: string): Promise<{ token: string; expiresAt: string }> {
  const { secret, issuer, audience, ttlMinutes } = config().token;
  // iat keeps the milliseconds (a NumericDate may be fractional, RFC 7519 §2): a token issued in the same
  // second as, but before, a password reset must still be refused by the tokensValidAfter check.
  const issuedAt = Date.now() / 1000;
  const exp = Math.floor(issuedAt) + ttlMinutes * 60;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(exp)
    .setJti(crypto.randomUUID())
    .sign(await hmacKey(secret));
  return { token, expiresAt: new Date(exp * 1000).toISOString() };
}

/**
 * Tokens whose signature and claims were checked, until they expire. Every call checks its token, and
 * WebCrypto's HMAC (a job on libuv's pool, then a promise) was about a fifth of a cached read's work on the
 * thread that serves. Only the exact string that passed is kept: a token changed by one character is
 * checked again. What may end a token before its expiry (sign-out, deactivation, password reset) is on
 * the user, checked at every call (auth/authenticate.ts), not here.
 */
const verified = new LRUCache<string, AccessClaims>({ max: 10_000 });

/**
 * Algorithm, issuer and audience are pinned: a token signed any other way is refused. So is one without an
 * id (jti): a sign-out could not end it.
 */
export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  const known = verified.get(token);
  if (known) return known.exp > Date.now() / 1000 ? known : null;
  const claims = await verifySignedToken(token);
  if (claims) verified.set(token, claims, { ttl: Math.max(1, claims.exp * 1000 - Date.now()) });
  return claims;
}

async function verifySignedToken(token: string): Promise<AccessClaims | null> {
  const { secret, issuer, audience } = config().token;
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      algorithms: [ALGORITHM],
      issuer,
      audience,
      requiredClaims: ['sub', 'iat', 'exp', 'jti'],
    });
    if (typeof payload.jti !== 'string' || payload.jti === '') return null;
    return { sub: payload.sub as string, iat: payload.iat as number, exp: payload.exp as number, jti: payload.jti };
  } catch {
    return null;
  }
}
