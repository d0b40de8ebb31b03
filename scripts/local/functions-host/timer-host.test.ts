import { describe, expect, it } from 'vitest';
import type { Invoke } from './invoke.js';
import { createTimerHost, localInterval } from './timer-host.js';

const direct: Invoke = async (handler, inputs, context) => handler(...inputs, context);
const functionName = (ctx: unknown) => (ctx as { functionName: string }).functionName;

describe('local timer host', () => {
  it('reads the interval of a six-field NCRONTAB schedule from its finest varying field', () => {
    expect(localInterval('0 * * * * *')).toBe(60_000);
    expect(localInterval('0 */5 * * * *')).toBe(300_000);
    expect(localInterval('*/20 * * * * *')).toBe(20_000);
    expect(localInterval('0 0 */2 * * *')).toBe(7_200_000);
    expect(localInterval('0 30 9 * * 1-5')).toBe(86_400_000);
    expect(() => localInterval('* * * * *')).toThrow(/six champs/);
  });

  it('runs a timer now by its name, whatever its case, records the run and its failure, and knows no other name', async () => {
    const calls: string[] = [];
    const host = createTimerHost(
      [
        { name: 'recoverPendingOrders', schedule: '0 */5 * * * *', handler: async (_t, ctx) => void calls.push(functionName(ctx)) },
        {
          name: 'boom',
          schedule: '0 */5 * * * *',
          handler: async () => {
            throw new Error('échec voulu');
          },
        },
      ],
      direct,
    );
    expect(host.run('RECOVERPENDINGORDERS')).toBe(true);
    expect(host.run('boom')).toBe(true);
    expect(host.run('unknown')).toBe(false);
    await new Promise((r) => setTimeout(r, 10));
    expect(calls).toEqual(['recoverPendingOrders']);
    expect(host.runs.recoverPendingOrders).toMatchObject({ runs: 1, lastError: undefined });
    expect(host.runs.boom).toMatchObject({ runs: 1, lastError: 'Error: échec voulu' });
  });
});
