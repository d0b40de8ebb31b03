import { describe, expect, it } from 'vitest';
import { blockedUntilAfter, FIRST_DELAY_MS, FREE_ATTEMPTS, MAX_DELAY_MS } from './login-delay.js';

describe('délai progressif par couple (compte, adresse)', () => {
  const now = 1_700_000_000_000;

  it('laisse passer les premières tentatives sans attente', () => {
    for (let n = 1; n < FREE_ATTEMPTS; n++) expect(blockedUntilAfter(n, now), `tentative ${n}`).toBe(0);
  });

  it('impose une attente dès la tentative qui épuise les essais libres, bien avant 10 échecs', () => {
    expect(FREE_ATTEMPTS).toBeLessThan(10);
    expect(blockedUntilAfter(FREE_ATTEMPTS, now)).toBe(now + FIRST_DELAY_MS);
  });

  it('double l’attente à chaque tentative, sans dépasser 15 minutes', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6, 50].map((k) => blockedUntilAfter(FREE_ATTEMPTS + k, now) - now);
    expect(delays.slice(0, 5)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(delays.slice(5)).toEqual([MAX_DELAY_MS, MAX_DELAY_MS, MAX_DELAY_MS]);
  });
});
