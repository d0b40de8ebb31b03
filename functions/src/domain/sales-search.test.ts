import { describe, expect, it } from 'vitest';
import { salesLineSearchFilter, salesSearchKey } from './sales-search.js';

describe('salesSearchKey', () => {
  it('keeps letters and digits, in lower case and without accents, whatever separators were typed', () => {
    expect(salesSearchKey(' 0357-123 456 ')).toBe('0357123456');
    expect(salesSearchKey('FRAIS-PORT')).toBe('fraisport');
    expect(salesSearchKey('Réf. É/12')).toBe('refe12');
    expect(salesSearchKey('--')).toBe('');
    expect(salesSearchKey(undefined)).toBe('');
  });
});

describe('salesLineSearchFilter', () => {
  it('is a STARTSWITH on each stored key named, with the key as its one parameter', () => {
    expect(salesLineSearchFilter('0357')).toEqual({
      where: [
        '(STARTSWITH(c.searchKeys["invoice"], @searchKey) OR STARTSWITH(c.searchKeys["order"], @searchKey) OR STARTSWITH(c.searchKeys["reference"], @searchKey) OR STARTSWITH(c.searchKeys["soldTo"], @searchKey) OR STARTSWITH(c.searchKeys["reported"], @searchKey))',
      ],
      parameters: [{ name: '@searchKey', value: '0357' }],
    });
    expect(salesLineSearchFilter('0357', ['reference']).where).toEqual(['(STARTSWITH(c.searchKeys["reference"], @searchKey))']);
  });
});
