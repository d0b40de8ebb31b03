import { describe, expect, it } from 'vitest';
import { CLAIM_STATUSES, claimInputSchema } from '../contract/claims.js';
import { claimTransition, isOpenClaim, medianDays, reopenedStatus } from './claims.js';

describe('statuts des réclamations', () => {
  it('une réclamation ouverte peut être commentée, acceptée, refusée ou résolue par un import', () => {
    for (const status of ['submitted', 'inProgress'] as const) {
      expect(claimTransition(status, 'comment')).toBe('inProgress');
      expect(claimTransition(status, 'accept')).toBe('accepted');
      expect(claimTransition(status, 'refuse')).toBe('refused');
      expect(claimTransition(status, 'resolveByImport')).toBe('resolvedByImport');
    }
  });

  it('une réclamation acceptée, refusée ou résolue ne change plus', () => {
    for (const status of ['accepted', 'refused', 'resolvedByImport'] as const) {
      expect(isOpenClaim(status)).toBe(false);
      for (const action of ['comment', 'accept', 'refuse', 'resolveByImport'] as const) expect(claimTransition(status, action)).toBeUndefined();
    }
    expect(CLAIM_STATUSES.filter(isOpenClaim)).toEqual(['submitted', 'inProgress']);
  });

  it('une réclamation résolue par un import annulé rouvre comme avant l’import ; les autres statuts ne rouvrent pas', () => {
    expect(reopenedStatus('resolvedByImport', false)).toBe('submitted');
    expect(reopenedStatus('resolvedByImport', true)).toBe('inProgress');
    for (const status of ['submitted', 'inProgress', 'accepted', 'refused'] as const) expect(reopenedStatus(status, true)).toBeUndefined();
  });

  it('la médiane des délais se lit en jours', () => {
    const day = 86_400_000;
    expect(medianDays([])).toBeNull();
    expect(medianDays([3 * day, 1 * day, 10 * day])).toBe(3);
    expect(medianDays([1 * day, 2 * day])).toBe(1.5);
  });
});

describe('déclaration', () => {
  const valid = { kind: 'missingLine', invoiceNumber: 'F1', orderNumber: 'C1', reference: 'R1', date: '2025-03-01', amount: 1200.5, quantity: 2 };
  it('accepte une ligne manquante complète', () => {
    expect(claimInputSchema.parse(valid)).toMatchObject({ ...valid, comment: '' });
  });
  it('exige la référence actuelle pour une référence erronée', () => {
    const r = claimInputSchema.safeParse({ ...valid, kind: 'wrongReference' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['currentReference']);
  });
  it('refuse une date future ou invalide et une quantité décimale', () => {
    expect(claimInputSchema.safeParse({ ...valid, date: '2999-01-01' }).success).toBe(false);
    expect(claimInputSchema.safeParse({ ...valid, date: '2025-02-30' }).success).toBe(false);
    expect(claimInputSchema.safeParse({ ...valid, quantity: 1.5 }).success).toBe(false);
  });
});
