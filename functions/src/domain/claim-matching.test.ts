import { describe, expect, it } from 'vitest';
import { matchClaim } from './claim-matching.js';

const claim = { kind: 'missingLine' as const, invoiceNumber: 'F1', orderNumber: 'C1', reference: 'R1', date: '2025-03-01', amount: 100, quantity: 2 };
const line = (
  over: Partial<{ id: string; invoiceNumber: string; orderNumber: string; reference: string; salesAmount: number; invoiceQuantity: number }> = {},
) => ({
  id: 'l1',
  invoiceNumber: 'F1',
  orderNumber: 'C1',
  reference: 'R1',
  salesRecognitionDate: '2025-03-01',
  salesAmount: 100,
  invoiceQuantity: 2,
  ...over,
});

describe('réclamations et lignes importées', () => {
  it('rien quand la facture n’est pas dans l’import', () => {
    expect(matchClaim(claim, [line({ invoiceNumber: 'F2' })])).toBeUndefined();
  });

  it('une ligne manquante importée avec les valeurs déclarées résout la réclamation, sans signalement', () => {
    expect(matchClaim(claim, [line()])).toEqual({ resolveWith: 'l1' });
  });

  it('une ligne manquante importée avec un autre montant est résolue et signalée avec les deux valeurs', () => {
    expect(matchClaim(claim, [line({ salesAmount: 90 })])).toEqual({
      resolveWith: 'l1',
      flag: {
        claimed: { orderNumber: 'C1', reference: 'R1', date: '2025-03-01', amount: 100, quantity: 2 },
        imported: [{ orderNumber: 'C1', reference: 'R1', date: '2025-03-01', amount: 90, quantity: 2 }],
      },
    });
  });

  it('une facture importée sans la ligne déclarée est signalée, pas résolue', () => {
    const m = matchClaim(claim, [line({ reference: 'R9' })]);
    expect(m?.resolveWith).toBeUndefined();
    expect(m?.flag?.imported[0]?.reference).toBe('R9');
  });

  it('un montant erroné n’est résolu que si l’import porte le montant déclaré', () => {
    const wrong = { ...claim, kind: 'wrongAmount' as const };
    expect(matchClaim(wrong, [line()])).toEqual({ resolveWith: 'l1' });
    expect(matchClaim(wrong, [line({ salesAmount: 50 })])).toMatchObject({ flag: { imported: [{ amount: 50 }] } });
    expect(matchClaim(wrong, [line({ salesAmount: 50 })])?.resolveWith).toBeUndefined();
  });

  it('un même signalement n’est pas répété', () => {
    const once = matchClaim(claim, [line({ reference: 'R9' })])!;
    expect(matchClaim({ ...claim, flag: { at: 'x', ...once.flag! } }, [line({ reference: 'R9' })])).toBeUndefined();
  });
});
