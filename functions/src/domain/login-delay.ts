/**
 * Sign-in throttling rules (OWASP ASVS 2.2.1). No account is ever locked outright: a stranger who knows an
 * address could otherwise lock its owner out. Failures slow down the pair (account, client address) that
 * made them, more with each one, and a client address that fails too often overall is refused for a while.
 */

/** Attempts of one pair evaluated without delay; the one after waits. */
export const FREE_ATTEMPTS = 5;
/** The first delay, doubled with each further attempt, up to MAX_DELAY_MS. */
export const FIRST_DELAY_MS = 30_000;
export const MAX_DELAY_MS = 15 * 60_000;
/** A pair with no attempt for this long starts again from nothing; so does a client address's window. */
export const LOGIN_WINDOW_MS = 15 * 60_000;

/**
 * Until when the pair must wait once its `count`-th attempt since the last success is counted (0: no
 * wait). Set before the password is checked, so that concurrent guesses cannot all be evaluated; a success
 * then forgets the pair.
 */
export function blockedUntilAfter(count: number, now: number): number {
  if (count < FREE_ATTEMPTS) return 0;
  const doublings = Math.min(count - FREE_ATTEMPTS, 20);
  return now + Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** doublings);
}
