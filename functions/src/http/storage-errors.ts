import { ContendedError, type ContendedResource } from '../data/etag-retry.js';
import { failure } from './errors.js';

/** Contention the caller can simply retry; the others (user, attempts) stay server errors, as they always were. */
const BUSY: Partial<Record<ContendedResource, 'points_busy' | 'cart_busy'>> = {
  points: 'points_busy',
  cart: 'cart_busy',
};

/** Storage errors the caller can act on, as the ApiError they answer; anything else unchanged. */
export function fromStorageError(err: unknown): unknown {
  const code = err instanceof ContendedError ? BUSY[err.resource] : undefined;
  return code ? failure(code) : err;
}
