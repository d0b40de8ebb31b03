import { describe, expect, it } from 'vitest';
import { formatDateFr, formatEuro, formatEuroRoundedUp, formatKo, formatPoints } from './format.js';

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
  it('rounds points up with French grouping', () => {
    expect(normalise(formatPoints(12345.2))).toBe('12 346');
    expect(formatPoints(-1)).toBe('0');
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
