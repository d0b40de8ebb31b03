import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.js';

describe('password policy', () => {
  it('accepts a password meeting every rule', () => {
    expect(passwordProblem('Demo!2025')).toBeNull();
  });
  it('accepts long passphrases: 64 characters and up to 128', () => {
    expect(passwordProblem(`Aa1!${'x'.repeat(60)}`)).toBeNull();
    expect(passwordProblem(`Aa1!${'x'.repeat(124)}`)).toBeNull();
  });
  it.each([
    ['', 'Ce champ est obligatoire'],
    ['Ab1!', 'au moins 8 caractères'],
    ['ABCDEFG1!', 'minuscule'],
    ['abcdefg1!', 'majuscule'],
    ['Abcdefgh!', 'chiffre'],
    ['Abcdefgh1', 'caractère spécial'],
    [`Aa1!${'x'.repeat(125)}`, '128 caractères'],
  ])('refuses %j naming the broken rule', (password, expected) => {
    expect(passwordProblem(password)).toContain(expected);
  });
});
