import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { passwordProblem } from '@portail/common';
import { isCommonPassword } from './common-passwords.js';
import { BREACHED_WORDS } from './breached-passwords-data.js';

describe('mots de passe divulgués', () => {
  // Policy-compliant passwords built on entries of the list: the head of it, and entries far down the
  // 437,651 lines (beyond the 10,000 or 49,000 words of the list used before).
  it.each(['Password1!', '!Qwerty123', 'Trustno1!', 'Iloveyou1?', 'Abc12345!', 'Sanjose1!', 'Sassy10!!', '**Sarah17**', 'Password123$'])(
    'refuse %j',
    (password) => {
      expect(passwordProblem(password), 'mot de passe conforme aux règles').toBeNull();
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['Demo!2025x', 'Nouveau!k3x9qzA1', 'Valide!2025a', 'Cheval-Agrafe-Pile-7'])('accepte %j', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it('refuse encore chaque mot de la liste d’avant (@zxcvbn-ts/language-common) qu’un mot de passe conforme peut donner', async () => {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    const words = dictionary['passwords-common'].filter((w) => /[a-z]/i.test(w) && /\d/.test(w));
    expect(words.length).toBeGreaterThan(10_000);
    expect(words.filter((w) => !isCommonPassword(w))).toEqual([]);
  });

  it('couvre plus de 100 000 mots et ne refuse presque jamais un mot de passe tiré au hasard', () => {
    expect(BREACHED_WORDS).toBeGreaterThan(100_000);
    let refused = 0;
    for (let i = 0; i < 5_000; i++) if (isCommonPassword(`${randomBytes(9).toString('base64url')}A1!`)) refused++;
    // One false alarm in 100,000 expected: more than one here means the filter is wrong.
    expect(refused).toBeLessThanOrEqual(1);
  });
});
