/**
 * Per-caller allowances of costly work (API4): the rule of domain/allowances.ts counted in the throttles
 * container, in process against a Cosmos DB server in memory. The 429 a caller sees through the pipeline:
 * features/auth/auth-ask-reset-password.test.ts.
 */
import { errorMessage } from '@portail/common';
import { startMemoryCosmos, type MemoryCosmos } from '../testing/memory-cosmos.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWANCES } from '../domain/allowances.js';
import type { ApiError } from '../http/errors.js';

let cosmos: MemoryCosmos | undefined;
let takeAllowance: typeof import('./allowances.js').takeAllowance;

beforeAll(async () => {
  cosmos = await startMemoryCosmos('portail-essai-quotas');
  takeAllowance = (await import('./allowances.js')).takeAllowance;
}, 60_000);

afterAll(async () => {
  await cosmos?.close();
});

const refusal = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (err: ApiError) => err,
  );

describe('quotas par appelant', () => {
  // Dozens of counter writes each: seconds on a loaded machine.
  it('laisse passer la limite de chaque sorte, puis refuse en 429 français avec Retry-After jusqu’à la fin de la fenêtre', { timeout: 60_000 }, async () => {
    for (const kind of ['backgroundExport', 'contactMail'] as const) {
      const { limit, windowMs, code } = ALLOWANCES[kind];
      for (let i = 0; i < limit; i++) await takeAllowance(kind, 'u-plein');
      const err = await refusal(takeAllowance(kind, 'u-plein'));
      expect(err, kind).toMatchObject({ status: 429, code, message: errorMessage(code) });
      const retryAfter = Number(err!.headers['Retry-After']);
      expect(retryAfter, kind).toBeGreaterThan(windowMs / 1000 - 60);
      expect(retryAfter, kind).toBeLessThanOrEqual(windowMs / 1000);
      // Another user, and another kind for the same user, have their own.
      await takeAllowance(kind, 'u-autre');
    }
  });

  it('ne dépasse jamais la limite sous des demandes simultanées, et rend l’unité d’un travail qui n’a pas eu lieu', { timeout: 60_000 }, async () => {
    const { limit } = ALLOWANCES.contactMail;
    const outcomes = await Promise.all(Array.from({ length: 2 * limit }, () => refusal(takeAllowance('contactMail', 'u-simultane'))));
    let taken = outcomes.filter((o) => o === null).length;
    expect(taken).toBeLessThanOrEqual(limit);
    // A call that lost every race is refused too (503, to try again): what is left is taken one at a time.
    while ((await refusal(takeAllowance('contactMail', 'u-simultane'))) === null) taken++;
    expect(taken).toBe(limit);

    const units = [];
    for (let i = 0; i < limit; i++) units.push(await takeAllowance('contactMail', 'u-rendu'));
    await units[0]!.giveBack();
    await takeAllowance('contactMail', 'u-rendu');
    expect(await refusal(takeAllowance('contactMail', 'u-rendu'))).toMatchObject({ status: 429 });
  });
});
