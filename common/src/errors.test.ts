import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS, errorMessage, isErrorCode, passwordProblemCode } from './errors.js';
import { en } from './i18n/en.js';
import { fr } from './i18n/fr.js';
import { passwordProblem } from './password-policy.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('error codes and their texts', () => {
  it('every code has a French and an English text, with the same params to fill', () => {
    for (const [code, key] of Object.entries(ERROR_TEXTS)) {
      expect(fr[key], code).toMatch(/\S/);
      expect(en[key], code).toMatch(/\S/);
      expect(placeholders(en[key]), code).toEqual(placeholders(fr[key]));
    }
  });

  it('codes are snake_case names, each worded by its own text unless two causes share a sentence on purpose', () => {
    for (const code of Object.keys(ERROR_TEXTS)) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    expect(isErrorCode('points_insufficient')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('the French message fills its params, numbers in French figures', () => {
    expect(errorMessage('file_too_many_rows', { max: 50000 })).toBe('Le fichier dépasse 50\u202f000 lignes.');
    expect(errorMessage('cart_product_unavailable', { reference: 'REF-1' })).toBe('Ce produit n’est plus disponible : REF-1');
    expect(errorMessage('points_insufficient')).toBe(fr['alert.error.points-negative']);
  });

  it('names the password rule broken by its code', () => {
    expect(passwordProblemCode(passwordProblem('Ab1!'))).toBe('password_too_short');
    expect(passwordProblemCode(passwordProblem('abcdefg1!'))).toBe('password_uppercase');
    expect(passwordProblemCode(passwordProblem('Abcdefgh!'))).toBe('password_digit');
    expect(passwordProblemCode(passwordProblem(''))).toBe('field_required');
    expect(passwordProblemCode(passwordProblem('Abcdefg1!'))).toBeNull();
  });
});
