import { config } from '../config.js';
import { countDelayedAttempt, deleteCounter, giveBackToWindow, takeFromWindow } from '../data/throttles-repository.js';
import { blockedUntilAfter, LOGIN_WINDOW_MS } from '../domain/login-delay.js';
import { ApiError, failure, tooManyRequests } from '../http/errors.js';
import { digest } from './passwords.js';

// Addresses (e-mail and client) are hashed so that the counters hold no personal data.
const account = (email: string) => digest(email.trim().toLowerCase());
const pairId = (email: string, address: string) => `login:${account(email)}:${digest(address)}`;
const addressId = (address: string) => `login-address:${digest(address)}`;
const resetId = (email: string) => `reset:${account(email)}`;

const RESET_LIMIT = 3;
const RESET_WINDOW_MS = 60 * 60_000;

/** The counters could not be read or written: the attempt is refused, never let through unthrottled. */
const signInUnavailable = () => failure('sign_in_unavailable', undefined, { headers: { 'Retry-After': '5' } });

async function failClosed<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw signInUnavailable();
  }
}

interface LoginAttempt {
  /** The password was right: the pair starts again from nothing and the address gets its unit back. */
  succeeded(): Promise<void>;
}

/**
 * Counts a sign-in attempt BEFORE its password is checked, so that concurrent guesses are counted one by
 * one and only those within the limits are evaluated: first against the client address (at most
 * LOGIN_ADDRESS_MAX_FAILURES failures in 15 minutes), then against the pair (account, address) with its
 * progressive delay (domain/login-delay.ts). Throws 429 with Retry-After when either refuses, 503 when the
 * counters cannot be reached. A failed attempt needs nothing more: it is already counted.
 */
export function startLoginAttempt(email: string, address: string): Promise<LoginAttempt> {
  return failClosed(async () => {
    const byAddress = await takeFromWindow(addressId(address), config().login.addressMaxFailures, LOGIN_WINDOW_MS);
    if (!byAddress.taken) throw tooManyRequests(byAddress.retryAfterSeconds);
    const giveBack = () => giveBackToWindow(addressId(address), byAddress.windowStart);
    let waitMs: number;
    try {
      waitMs = await countDelayedAttempt(pairId(email, address), blockedUntilAfter, LOGIN_WINDOW_MS);
    } catch (err) {
      await giveBack().catch(() => undefined);
      throw err;
    }
    if (waitMs > 0) {
      // Not evaluated, so not a failure of this address.
      await giveBack();
      throw tooManyRequests(Math.ceil(waitMs / 1000));
    }
    return {
      // Only ever lowers the counters: if this fails they stay stricter than needed, which is safe.
      async succeeded() {
        await Promise.all([deleteCounter(pairId(email, address)), giveBack()]).catch(() => undefined);
      },
    };
  });
}

/** Reset requests per account: at most 3 an hour, counted atomically, known and unknown addresses alike. */
export function countResetRequest(email: string): Promise<void> {
  return failClosed(async () => {
    const taken = await takeFromWindow(resetId(email), RESET_LIMIT, RESET_WINDOW_MS);
    if (!taken.taken) throw tooManyRequests(taken.retryAfterSeconds);
  });
}
