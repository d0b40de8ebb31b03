import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.js';

describe('mots de passe courants', () => {
  it.each(['123456', 'password', 'Password1!', '!Qwerty123', 'Trustno1!', 'Letmein!', 'Iloveyou1?', 'Dragon!'])('refuse %j', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Demo!2025', 'Nouveau!k3x9qzA1', 'Valide!2025a', 'Cheval-Agrafe-Pile-7'])('accepte %j', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it('s’en tient aux 10 000 premiers de la liste', async () => {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    const list = dictionary['passwords-common'];
    expect(list.length).toBeGreaterThan(10_000);
    const beyond = list.slice(10_000).find((p) => !list.slice(0, 10_000).includes(p) && /^[a-z]+$/.test(p));
    expect(beyond).toBeDefined();
    expect(isCommonPassword(String(beyond))).toBe(false);
    expect(isCommonPassword(list[9_999])).toBe(true);
  });
});
