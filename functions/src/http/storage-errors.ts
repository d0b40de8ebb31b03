import { fr, type MessageKey } from '@portail/common';
import { ContendedError, type ContendedResource } from '../data/etag-retry.js';
import { conflict } from './errors.js';

/** Contention the caller can simply retry; the others (user, attempts) stay server errors, as they always were. */
const BUSY: Partial<Record<ContendedResource, MessageKey>> = {
  points: 'alert.error.points-busy',
  cart: 'alert.error.cart-busy',
};

/** Storage errors the caller can act on, as the ApiError they answer; anything else unchanged. */
export function fromStorageError(err: unknown): unknown {
  const key = err instanceof ContendedError ? BUSY[err.resource] : undefined;
  return key ? conflict(fr[key]) : err;
}
