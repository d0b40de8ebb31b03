import { describe, expect, it } from 'vitest';
import { addressInputSchema } from './admin-addresses.js';
import { customerInputSchema } from './admin-customers.js';
import { optionalFrenchPhoneSchema, optionalFrenchPostcodeSchema, PHONE_MESSAGE, POSTCODE_MESSAGE } from './french-formats.js';

const messageOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`);

describe('French phone numbers', () => {
  it('accepts the ways people write a French number', () => {
    for (const phone of [
      '01 23 45 67 89',
      '0123456789',
      '01.23.45.67.89',
      '06-12-34-56-78',
      '+33 1 23 45 67 89',
      '+33123456789',
      '0033 6 12 34 56 78',
      '+33(0)1 23 45 67 89',
    ]) {
      expect(optionalFrenchPhoneSchema.safeParse(phone).success, phone).toBe(true);
    }
  });

  it('refuses letters, too few or too many digits, and a number starting 00 that is not France', () => {
    for (const phone of ['abc', '01 23 45 67', '01 23 45 67 89 0', '00 23 45 67 89', '+44 20 7946 0958', '0123456abc']) {
      expect(optionalFrenchPhoneSchema.safeParse(phone).error?.issues[0].message, phone).toBe(PHONE_MESSAGE);
    }
  });

  it('lets a record have none', () => {
    expect(optionalFrenchPhoneSchema.parse('  ')).toBe('');
    expect(optionalFrenchPhoneSchema.parse(undefined)).toBe('');
  });
});

describe('French postcodes', () => {
  it('accepts five digits, Corsica and overseas included, and none', () => {
    for (const code of ['75015', '20000', '97400', '01000', '']) expect(optionalFrenchPostcodeSchema.safeParse(code).success, code).toBe(true);
  });

  it('refuses letters and other lengths', () => {
    for (const code of ['ABCDE', '7501', '750150', '75 015', '2A000'])
      expect(optionalFrenchPostcodeSchema.safeParse(code).error?.issues[0].message, code).toBe(POSTCODE_MESSAGE);
  });
});

describe('the back office’s customer and address forms, site and API alike', () => {
  it('refuses a customer with phone « abc » and postcode « ABCDE », on their fields', () => {
    const result = customerInputSchema.safeParse({ number: '590000001', name: 'CHU', phone: 'abc', zipCode: 'ABCDE' });
    expect(messageOf(result)).toEqual([`phone: ${PHONE_MESSAGE}`, `zipCode: ${POSTCODE_MESSAGE}`]);
    expect(customerInputSchema.safeParse({ number: '590000001', name: 'CHU', phone: '03 20 44 59 62', zipCode: '59037' }).success).toBe(true);
  });

  it('holds an address in France to five digits, and leaves a foreign one its own', () => {
    const address = { fK_Customer: 'c1', fullAddress: '2 avenue Oscar Lambret' };
    expect(messageOf(addressInputSchema.safeParse({ ...address, zipCode: 'ABCDE' }))).toEqual([`zipCode: ${POSTCODE_MESSAGE}`]);
    expect(messageOf(addressInputSchema.safeParse({ ...address, zipCode: 'ABCDE', country: 'France' }))).toEqual([`zipCode: ${POSTCODE_MESSAGE}`]);
    expect(addressInputSchema.safeParse({ ...address, zipCode: '59037', country: 'France' }).success).toBe(true);
    expect(addressInputSchema.safeParse({ ...address, zipCode: 'SW1A 1AA', country: 'Royaume-Uni' }).success).toBe(true);
  });
});
