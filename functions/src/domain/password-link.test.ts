import { describe, expect, it } from 'vitest';
import { editEndsPasswordLink, usablePasswordLink, type PasswordLinkHolder } from './password-link.js';

const now = Date.parse('2025-03-01T10:00:00Z');
const link = { hash: 'ab', purpose: 'invitation' as const, expiresAt: '2025-03-01T11:00:00Z', sentTo: 'camille@exemple.test' };
const user = (over: Partial<PasswordLinkHolder> = {}): PasswordLinkHolder => ({ email: 'camille@exemple.test', active: true, passwordToken: link, ...over });

describe('usablePasswordLink', () => {
  it('accepte le lien d’un utilisateur actif, non expiré, envoyé à son adresse actuelle (casse comprise)', () => {
    expect(usablePasswordLink(user(), now)).toEqual(link);
    expect(usablePasswordLink(user({ email: 'Camille@Exemple.test' }), now)).toEqual(link);
  });

  it('refuse le lien envoyé à une autre adresse que l’adresse actuelle', () => {
    expect(usablePasswordLink(user({ email: 'camille.corrigee@exemple.test' }), now)).toBeUndefined();
  });

  it('refuse un lien enregistré sans son adresse d’envoi', () => {
    const { sentTo: _, ...unbound } = link;
    expect(usablePasswordLink(user({ passwordToken: unbound }), now)).toBeUndefined();
  });

  it('refuse un utilisateur désactivé, absent ou sans lien, un lien expiré ou à la date illisible', () => {
    expect(usablePasswordLink(user({ active: false }), now)).toBeUndefined();
    expect(usablePasswordLink(undefined, now)).toBeUndefined();
    expect(usablePasswordLink(user({ passwordToken: null }), now)).toBeUndefined();
    expect(usablePasswordLink(user(), Date.parse('2025-03-01T11:00:01Z'))).toBeUndefined();
    expect(usablePasswordLink(user({ passwordToken: { ...link, expiresAt: 'demain' } }), now)).toBeUndefined();
  });
});

describe('editEndsPasswordLink', () => {
  const before = { email: 'camille@exemple.test', active: true };
  it('met fin au lien sur un changement d’adresse ou une désactivation, pas sur le reste', () => {
    expect(editEndsPasswordLink(before, { email: 'autre@exemple.test', active: true })).toBe(true);
    expect(editEndsPasswordLink(before, { email: 'camille@exemple.test', active: false })).toBe(true);
    expect(editEndsPasswordLink(before, { email: 'CAMILLE@exemple.test', active: true })).toBe(false);
    expect(editEndsPasswordLink(before, before)).toBe(false);
  });
});
