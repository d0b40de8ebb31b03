import type { Timestamps } from './document.js';

// customerData (pk /customerId)

/** 0 billing, 1 delivery. */
type AddressType = 0 | 1;

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
  /** Snapshots for the back office's list, which is cross-partition and must not join customers. */
  customerNumber?: string;
  customerName?: string;
  /** Normalised text the admin list searches (domain/search-text.ts). */
  searchText?: string;
}

/** An address as read, with the version to send back in If-Match. */
export type StoredAddress = AddressDoc & { _etag: string };
