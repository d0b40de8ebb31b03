import { z } from 'zod';

/**
 * French phone numbers and postcodes, one rule for the site's forms and the API. A field left empty stays
 * empty (records may have none); anything typed must be French.
 */

export const PHONE_MESSAGE = 'Veuillez saisir un numéro de téléphone français à 10 chiffres (ex. 01 23 45 67 89)';
export const POSTCODE_MESSAGE = 'Le code postal compte 5 chiffres (ex. 75015)';

/** 0X XX XX XX XX, or +33 / 0033 then the nine digits after the 0; spaces, dots and dashes between digits. */
const FRENCH_PHONE = /^(?:0|\+33|0033)[1-9]\d{8}$/;
const POSTCODE = /^\d{5}$/;

export const isFrenchPhone = (value: string): boolean => FRENCH_PHONE.test(value.replace(/[\s.-]/g, '').replace(/^\+33\(0\)/, '+33'));
export const isFrenchPostcode = (value: string): boolean => POSTCODE.test(value);

export const optionalFrenchPhoneSchema = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .max(30, PHONE_MESSAGE)
  .refine((s) => s === '' || isFrenchPhone(s), PHONE_MESSAGE)
  .default('');

export const optionalFrenchPostcodeSchema = z
  .string({ error: POSTCODE_MESSAGE })
  .trim()
  .refine((s) => s === '' || isFrenchPostcode(s), POSTCODE_MESSAGE)
  .default('');
