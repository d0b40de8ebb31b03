import { describe, expect, it } from 'vitest';
import { cellText, parseBoolean, parseDate, parseNumber, serialToIso } from './import-values.js';

describe('nombres', () => {
  it.each([
    [1234.5, 1234.5],
    ['1234,5', 1234.5],
    ['1 234,50', 1234.5],
    ['1\u00a0234,50', 1234.5],
    ['1\u202f234,50', 1234.5],
    ['1.234,50', 1234.5],
    ['1,234.50', 1234.5],
    ['1,234,567', 1234567],
    ['1.234.567', 1234567],
    [' -12,5 ', -12.5],
    ['+3', 3],
    ['12,5 €', 12.5],
    ['0.75', 0.75],
  ])('%j vaut %d', (input, expected) => expect(parseNumber(input)).toBe(expected));

  it.each(['', 'abc', '12abc', '1,2,3.4.5', '--1', Number.NaN, true, null])('%j n’est pas un nombre', (input) =>
    expect(parseNumber(input as never)).toBeUndefined(),
  );
});

describe('dates', () => {
  it.each([
    [45700, '2025-02-12'],
    [45731.75, '2025-03-15'],
    ['45700', '2025-02-12'],
    ['15/04/2025', '2025-04-15'],
    ['5/4/2025', '2025-04-05'],
    ['15-04-2025', '2025-04-15'],
    ['15.04.2025', '2025-04-15'],
    ['2025-05-20', '2025-05-20'],
    ['2025-05-20T10:00:00', '2025-05-20'],
    ['29/02/2024', '2024-02-29'],
  ])('%j est le %s', (input, expected) => expect(parseDate(input)).toBe(expected));

  it.each(['31/02/2025', '29/02/2025', '2025-13-01', '15/04/25', 'demain', '', -3, 0])('%j n’est pas une date', (input) =>
    expect(parseDate(input)).toBeUndefined(),
  );

  it('le numéro de série 1 est le 1er janvier 1900 (calendrier Excel)', () => expect(serialToIso(61)).toBe('1900-03-01'));
});

describe('textes et booléens', () => {
  it('rogne les cellules, espaces insécables compris, et écrit les nombres sans décimale inutile', () => {
    expect(cellText('\u00a0 F123 \u00a0')).toBe('F123');
    expect(cellText(42)).toBe('42');
    expect(cellText(null)).toBe('');
  });
  it.each([
    ['oui', true],
    ['NON', false],
    ['Vrai', true],
    [1, true],
    [0, false],
    [true, true],
  ])('%j vaut %s', (input, expected) => expect(parseBoolean(input)).toBe(expected));
  it('refuse une autre valeur', () => expect(parseBoolean('peut-être')).toBeUndefined());
});
