import type { Timestamps } from './document.js';

// customerData (pk /customerId)

export const ADDRESS_TYPES = { billing: 0, delivery: 1 } as const;
export type AddressType = 0 | 1;

export interface AddressDoc extends Timestamps {
  id: string;
  type: 'address';
  /** fK_Customer of the spec. */
  customerId: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  fullAddress: string;
  addressName: string;
  addressType: AddressType;
}
