import { describe, expect, it } from 'vitest';
import { DAY_INVALID, formatDay, frenchDaySchema, maskFrenchDay, parseFrenchDay } from './days.js';

describe('parseFrenchDay', () => {
  it('reads jj/mm/aaaa, with or without leading zeros, into the API’s yyyy-mm-dd', () => {
    expect(parseFrenchDay('31/01/2026')).toBe('2026-01-31');
    expect(parseFrenchDay(' 1/2/2026 ')).toBe('2026-02-01');
    expect(parseFrenchDay('29.02.2028')).toBe('2028-02-29');
  });
  it('refuses what is not a day of the calendar, and the month written first', () => {
    for (const text of ['31/02/2026', '29/02/2027', '12/31/2026', '00/01/2026', '2026-01-31', '31/01/26', 'abc', '']) {
      expect(parseFrenchDay(text)).toBeUndefined();
    }
  });
});

describe('formatDay', () => {
  it('writes a stored day the French way, whatever the time zone', () => {
    expect(formatDay('2026-12-31')).toBe('31/12/2026');
  });
});

describe('maskFrenchDay', () => {
  it('puts the slashes in as digits are typed and keeps digits only', () => {
    expect(maskFrenchDay('3')).toBe('3');
    expect(maskFrenchDay('310')).toBe('31/0');
    expect(maskFrenchDay('3101')).toBe('31/01');
    expect(maskFrenchDay('31/01/2026x9')).toBe('31/01/2026');
    expect(maskFrenchDay('31a012026')).toBe('31/01/2026');
  });
  it('gives a day or a month typed with one digit then a slash its zero', () => {
    expect(maskFrenchDay('1/')).toBe('01');
    expect(maskFrenchDay('01/2/2')).toBe('01/02/2');
  });
  it('shows a pasted day in another writing as jj/mm/aaaa', () => {
    expect(maskFrenchDay('1/2/2026')).toBe('01/02/2026');
    expect(maskFrenchDay('2026-02-01')).toBe('01/02/2026');
  });
});

describe('frenchDaySchema', () => {
  it('gives the API its day, and French messages for an empty or wrong one', () => {
    expect(frenchDaySchema.parse('15/01/2027')).toBe('2027-01-15');
    expect(frenchDaySchema.safeParse('').error?.issues[0].message).toBe('Ce champ est obligatoire');
    expect(frenchDaySchema.safeParse('31/02/2026').error?.issues[0].message).toBe(DAY_INVALID);
  });
});
