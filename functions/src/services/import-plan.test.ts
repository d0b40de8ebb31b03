import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stableId } from './import-plan.js';

describe('stableId', () => {
  it('gives the id that earlier versions gave (createHash), so that a chunk replayed after an upgrade writes the same records', () => {
    const keys = ['cust-1\u0001B-1\u0001O-1\u0001REF-1\u0001', 'cust-2\u0001Facture n°42\u0001O\u0001Réf. œ’\u00011', ''];
    for (const key of keys) {
      expect(stableId('imp', key)).toBe(`imp-${createHash('sha256').update(key).digest('hex').slice(0, 24)}`);
    }
    expect(new Set(keys.map((k) => stableId('imp', k))).size).toBe(keys.length);
  });
});
