import { bloomHas } from './bloom-filter.js';
import { BREACHED_FILTER, BREACHED_SHAPE } from './breached-passwords-data.js';
import { breachedKey, breachedLookups } from './breached-key.js';

/**
 * Breached passwords (ASVS 6.2.4 / 2.1.7): the 158,000 words of public breach lists that a password of the
 * policy could match, as a Bloom filter (auth/breached-passwords-data.ts, built by
 * scripts/build-breached-passwords.ts; sources and licences there and in docs/permissions.md).
 * Decoded on first use: only the routes that set a password import this module, and esbuild gives it a
 * chunk of its own, so a cold start does not read it. One strong password in 100,000 is refused by a false
 * alarm; its owner is asked for another one.
 */
let filter: Uint8Array | undefined;

export function isCommonPassword(password: string): boolean {
  filter ??= new Uint8Array(Buffer.from(BREACHED_FILTER, 'base64'));
  const bits = filter;
  return breachedLookups(password).some((candidate) => {
    const key = breachedKey(candidate);
    return key !== null && bloomHas(bits, key, BREACHED_SHAPE);
  });
}
