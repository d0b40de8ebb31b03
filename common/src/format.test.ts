import { describe, expect, it } from 'vitest';
import {
  formatDateFr,
  formatEuro,
  formatEuroRoundedUp,
  formatKo,
  formatPoints,
  formatPrice,
  formatSignedPoints,
  parseFrenchNumber,
  wholePoints,
} from './format.js';

// French grouping uses a narrow no-break space (U+202F) between thousands and before the euro sign.
const normalise = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('French number formats', () => {
  it('groups thousands and uses a decimal comma', () => {
    expect(normalise(formatEuro(1234567.891))).toBe('1 234 567,89 €');
  });
  it('rounds prices up and shows 0 for zero or negative', () => {
    expect(normalise(formatEuroRoundedUp(1200.2))).toBe('1 201 €');
    expect(normalise(formatEuroRoundedUp(-3))).toBe('0 €');
  });
  it('shows whole points, rounded down, with French grouping; zero or negative as 0', () => {
    expect(normalise(formatPoints(49115.21))).toBe('49 115');
    expect(normalise(formatPoints(49115.99))).toBe('49 115');
    expect(normalise(formatPoints(198548.55))).toBe('198 548');
    expect(formatPoints(0.99)).toBe('0');
    expect(formatPoints(-1)).toBe('0');
  });
  it('keeps a figure binary arithmetic left just under a whole point whole', () => {
    expect(wholePoints(0.1 * 3 * 10)).toBe(3);
    expect(wholePoints(41.99999999)).toBe(42);
    expect(wholePoints(41.99)).toBe(41);
  });
  it('rounds signed points down and keeps their sign', () => {
    expect(wholePoints(-12.4)).toBe(-13);
    expect(normalise(formatSignedPoints(-1234.5))).toBe('-1 235');
    expect(formatSignedPoints(-0)).toBe('0');
  });
  it('shows file sizes in Ko rounded down', () => {
    expect(formatKo(2047)).toBe('1 Ko');
  });
});

describe('French dates', () => {
  it('show the day in Paris, whatever the time zone of the machine', () => {
    expect(formatDateFr('2025-03-04T23:30:00Z')).toBe('05/03/2025');
    expect(formatDateFr('2025-07-14T12:00:00Z')).toBe('14/07/2025');
    expect(formatDateFr('2025-12-31')).toBe('31/12/2025');
  });
  it('do not throw on a value that is not a date', () => {
    expect(formatDateFr('pas une date')).toBe('Invalid Date');
  });
});

describe('prices of a price list', () => {
  it('show French grouping, and cents only when there are some', () => {
    expect(normalise(formatPrice(1234567))).toBe('1 234 567');
    expect(normalise(formatPrice(1000.5))).toBe('1 000,5');
  });
  it('read back what they show, and what a person types', () => {
    for (const price of [1234567, 1000.5, 0]) expect(parseFrenchNumber(formatPrice(price))).toBe(price);
    expect(parseFrenchNumber(' 1 000,25 ')).toBe(1000.25);
    expect(parseFrenchNumber('1000.25')).toBe(1000.25);
    expect(parseFrenchNumber('abc')).toBeNaN();
    expect(parseFrenchNumber('')).toBeNaN();
  });
});
