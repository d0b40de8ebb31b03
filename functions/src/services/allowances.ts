import { giveBackToWindow, takeFromWindow } from '../data/throttles-repository.js';
import { ALLOWANCES, allowanceCounterId, type AllowanceKind } from '../domain/allowances.js';
import { tooManyRequests } from '../http/errors.js';

export interface AllowanceTaken {
  /** The work was not done after all (a mail that could not leave): the unit goes back. */
  giveBack(): Promise<void>;
}

/**
 * Takes one unit of the caller's allowance of this kind, or throws the French 429 with Retry-After. Taken
 * before the work, atomically, so concurrent calls never get past the limit together. A counter that cannot
 * be reached fails the call (the storage error goes up): the limit is never skipped.
 */
export async function takeAllowance(kind: AllowanceKind, subject: string): Promise<AllowanceTaken> {
  const { limit, windowMs, code } = ALLOWANCES[kind];
  const id = allowanceCounterId(kind, subject);
  const taken = await takeFromWindow(id, limit, windowMs);
  if (!taken.taken) throw tooManyRequests(taken.retryAfterSeconds, code);
  return { giveBack: () => giveBackToWindow(id, taken.windowStart).catch(() => undefined) };
}
