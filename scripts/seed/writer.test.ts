import { describe, expect, it } from 'vitest';
import { withConnectionRetries } from './writer.js';

describe('withConnectionRetries', () => {
  it('sends again a call whose connection the server dropped or that timed out, and stops at any other failure', async () => {
    let calls = 0;
    const dropped = Object.assign(new Error('Bulk request errored with: socket hang up'), { cause: { code: 'ECONNRESET' } });
    expect(
      await withConnectionRetries(async () => {
        if (++calls === 1) throw dropped;
        return 'écrit';
      }),
    ).toBe('écrit');
    expect(calls).toBe(2);

    calls = 0;
    // What the SDK throws when a request outlasts its timeout (@azure/cosmos TimeoutError).
    const timedOut = Object.assign(new Error('Timeout Error'), { name: 'TimeoutError', code: 'TimeoutError' });
    expect(
      await withConnectionRetries(async () => {
        if (++calls === 1) throw timedOut;
        return 'écrit';
      }),
    ).toBe('écrit');
    expect(calls).toBe(2);

    calls = 0;
    await expect(
      withConnectionRetries(async () => {
        calls++;
        throw new Error('Écriture en masse refusée dans sales (statut 413)');
      }),
    ).rejects.toThrow('statut 413');
    expect(calls).toBe(1);
  });
});
