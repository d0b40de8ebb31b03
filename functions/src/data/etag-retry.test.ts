import { describe, expect, it } from 'vitest';
import { ContendedError, withEtagRetry } from './etag-retry.js';

const lost = (code: number) => Object.assign(new Error('lost'), { code });

describe('withEtagRetry', () => {
  it('runs the attempt again after a lost race, and answers its result', async () => {
    let calls = 0;
    const result = await withEtagRetry(
      5,
      async () => {
        if (++calls < 3) throw lost(412);
        return 'written';
      },
      { retryOn: [412], contended: 'points' },
    );
    expect(result).toBe('written');
    expect(calls).toBe(3);
  });

  it('does not retry other errors', async () => {
    let calls = 0;
    const attempt = () =>
      withEtagRetry(
        5,
        async () => {
          calls++;
          throw lost(500);
        },
        { retryOn: [412], contended: 'points' },
      );
    await expect(attempt()).rejects.toThrow('lost');
    expect(calls).toBe(1);
  });

  it('still contended after the last attempt: a ContendedError, or the fallback', async () => {
    await expect(
      withEtagRetry(
        2,
        async () => {
          throw lost(409);
        },
        { retryOn: [409], contended: 'cart' },
      ),
    ).rejects.toBeInstanceOf(ContendedError);
    expect(
      await withEtagRetry(
        2,
        async () => {
          throw lost(412);
        },
        { retryOn: [412], contended: { fallback: () => 'rows' } },
      ),
    ).toBe('rows');
  });
});
