import { describe, expect, it } from 'vitest';
import { ContendedError } from '../data/etag-retry.js';
import { ApiError } from './errors.js';
import { fromStorageError } from './storage-errors.js';

describe('fromStorageError', () => {
  it('answers points and cart contention with the 409 the caller can retry', () => {
    const points = fromStorageError(new ContendedError('points'));
    expect(points).toBeInstanceOf(ApiError);
    expect(points).toMatchObject({ status: 409, code: 'points_busy' });
    expect(fromStorageError(new ContendedError('cart'))).toMatchObject({ status: 409, code: 'cart_busy' });
  });

  it('leaves other errors as they are (a server error)', () => {
    const err = new ContendedError('user');
    expect(fromStorageError(err)).toBe(err);
  });
});
