import { isCosmosStatus } from './cosmos.js';

/** What a write that kept losing its race was about: the HTTP edge picks the answer (http/storage-errors.ts). */
export type ContendedResource = 'points' | 'cart' | 'user' | 'attempts';

/**
 * An ETag-checked write that still lost to concurrent writers after its last attempt. A storage fact, not an
 * HTTP answer: repositories stay free of http/, and the route wrapper turns it into the caller's 409.
 */
export class ContendedError extends Error {
  constructor(readonly resource: ContendedResource) {
    super(`Écritures concurrentes : ${resource} toujours modifié après plusieurs tentatives`);
    this.name = 'ContendedError';
  }
}

/** A random, growing pause before the next attempt of an ETag-checked write that lost a race. */
const conflictBackoff = (attempt: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 5 * 2 ** Math.min(attempt, 5))));

export interface EtagRetryOptions<T> {
  /**
   * Cosmos statuses that mean "another writer got there first, read again": 412 for If-Match, 409 when the
   * write may be the document's creation, 404 when the document may vanish between the read and the write.
   */
  retryOn: readonly number[];
  /** After the last lost race: throw a ContendedError naming this resource, or answer what `fallback` gives. */
  contended: ContendedResource | { fallback: () => T };
}

/**
 * Read, modify, write with If-Match: `attempt` does all three, and throws the SDK's error when its write
 * loses; it is then run again on a fresh read after a pause, at most `attempts` times in all.
 */
export async function withEtagRetry<T>(attempts: number, attempt: (n: number) => Promise<T>, options: EtagRetryOptions<T>): Promise<T> {
  for (let n = 0; n < attempts; n++) {
    try {
      return await attempt(n);
    } catch (err) {
      if (!options.retryOn.some((status) => isCosmosStatus(err, status))) throw err;
      if (n < attempts - 1) await conflictBackoff(n);
    }
  }
  if (typeof options.contended === 'string') throw new ContendedError(options.contended);
  return options.contended.fallback();
}
