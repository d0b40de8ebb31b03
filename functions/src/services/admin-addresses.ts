import type { AddressInput } from '@portail/common';
import { findCustomerById } from '../data/customers-repository.js';
import { addressSearchText } from '../domain/search-text.js';
import { failure } from '../http/errors.js';
import type { AddressDoc } from '../model/addresses.js';

/**
 * Addresses written by the back office (resources/address-resource.ts declares their routes): the document
 * keeps a copy of its customer's number and name, and the search text its list reads.
 */
export async function buildAddress(input: AddressInput, meta: { id: string; now: string; existing?: AddressDoc }): Promise<AddressDoc> {
  // An address stays with its customer: moving it would leave the old partition's orders pointing nowhere.
  if (meta.existing && input.fK_Customer !== meta.existing.customerId) {
    throw failure('address_customer_fixed', undefined, { field: 'fK_Customer' });
  }
  const customer = await findCustomerById(input.fK_Customer);
  if (customer?.type !== 'customer') throw failure('address_customer_not_found', undefined, { field: 'fK_Customer' });
  const { fK_Customer, id: _id, addressType, ...fields } = input;
  void _id;
  const doc: AddressDoc = {
    ...fields,
    id: meta.id,
    type: 'address',
    customerId: fK_Customer,
    addressType: addressType === 1 ? 1 : 0,
    customerNumber: customer.number,
    customerName: customer.name,
    createdAt: meta.existing?.createdAt ?? meta.now,
    updatedAt: meta.now,
  };
  return { ...doc, searchText: addressSearchText(doc) };
}
