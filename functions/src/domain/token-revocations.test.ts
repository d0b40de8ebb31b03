import { describe, expect, it } from 'vitest';
import { isTokenRevoked, MAX_REVOKED_TOKENS, withRevokedToken } from './token-revocations.js';

const now = 1_800_000_000;

describe('jetons révoqués', () => {
  it('refuse un jeton révoqué tant qu’il vit, et lui seul', () => {
    const list = [{ jti: 'a', exp: now + 60 }];
    expect(isTokenRevoked(list, 'a', now)).toBe(true);
    expect(isTokenRevoked(list, 'b', now)).toBe(false);
    expect(isTokenRevoked(list, 'a', now + 60)).toBe(false);
    expect(isTokenRevoked(undefined, 'a', now)).toBe(false);
  });

  it('ajoute une entrée une fois et oublie celles dont le jeton a expiré', () => {
    const list = [
      { jti: 'vieux', exp: now - 1 },
      { jti: 'a', exp: now + 60 },
    ];
    expect(withRevokedToken(list, { jti: 'b', exp: now + 120 }, now)).toEqual([
      { jti: 'a', exp: now + 60 },
      { jti: 'b', exp: now + 120 },
    ]);
    expect(withRevokedToken(list, { jti: 'a', exp: now + 60 }, now)).toEqual([{ jti: 'a', exp: now + 60 }]);
    // A token already expired refuses nothing by itself: nothing to keep.
    expect(withRevokedToken(list, { jti: 'c', exp: now }, now)).toEqual([{ jti: 'a', exp: now + 60 }]);
  });

  it('au-delà de la limite, demande la fin de toutes les sessions plutôt que de grossir', () => {
    const full = Array.from({ length: MAX_REVOKED_TOKENS }, (_, i) => ({ jti: `j${i}`, exp: now + 60 }));
    expect(withRevokedToken(full, { jti: 'encore', exp: now + 60 }, now)).toBeNull();
    // Entries that expired free their place.
    const aged = full.map((r, i) => (i === 0 ? { ...r, exp: now } : r));
    expect(withRevokedToken(aged, { jti: 'encore', exp: now + 60 }, now)).toHaveLength(MAX_REVOKED_TOKENS);
  });
});
