import { z } from 'zod';
import { fr } from '../i18n/fr.js';
import { formNumber, optionalText, requiredText } from './admin-forms.js';
import { addressSchema } from './addresses.js';
import { idSchema } from './common.js';
import { isFrenchPostcode, POSTCODE_MESSAGE } from './french-formats.js';
import { ADMIN_PAGE_SIZE, type ListSpec } from './list.js';

/** An address of the back office's list: with its customer's number and name, and its version (If-Match). */
export const adminAddressSchema = addressSchema.extend({
  customerNumber: z.string(),
  customerName: z.string(),
  etag: z.string(),
});
export type AdminAddress = z.infer<typeof adminAddressSchema>;

export const ADDRESS_LIST_SPEC: ListSpec<'customerNumber' | 'customerName' | 'addressName' | 'city' | 'zipCode' | 'addressType'> = {
  sortable: ['customerNumber', 'customerName', 'addressName', 'city', 'zipCode', 'addressType'],
  defaultOrder: { field: 'customerNumber', direction: 'asc' },
  pageSize: ADMIN_PAGE_SIZE,
};

/**
 * POST /api/address and PUT /api/address/{id} (spec sections 3 and 5): fullAddress required, the customer
 * required (the screen fills it in a customer's context), addressType an integer, 0 billing or 1 delivery.
 */
export const addressInputSchema = z
  .strictObject({
    id: idSchema.optional(),
    fK_Customer: idSchema,
    fullAddress: requiredText(500),
    addressName: optionalText(100),
    addressLine1: optionalText(200),
    addressLine2: optionalText(200),
    city: optionalText(100),
    state: optionalText(100),
    zipCode: optionalText(20),
    country: optionalText(100),
    addressType: formNumber(
      z
        .number({ error: fr['rules.integer'] })
        .int(fr['rules.integer'])
        .refine((n) => n === 0 || n === 1, 'Le type d’adresse vaut 0 (facturation) ou 1 (livraison)')
        .default(0),
    ),
  })
  .superRefine((address, ctx) => {
    // A delivery abroad keeps its own postcode; in France (the country left empty means France) it has 5 digits.
    const inFrance = address.country === '' || /^(france|fr)$/i.test(address.country);
    if (inFrance && address.zipCode !== '' && !isFrenchPostcode(address.zipCode))
      ctx.addIssue({ code: 'custom', path: ['zipCode'], message: POSTCODE_MESSAGE });
  });
export type AddressInput = z.infer<typeof addressInputSchema>;
