import { ADDRESS_LIST_SPEC, addressInputSchema, adminAddressSchema, type AddressInput, type AdminAddress } from '@portail/common';
import type { StoredAddress } from '../model/addresses.js';
import { toAdminAddress } from '../features/addresses/admin-address-dto.js';
import { buildAddress } from '../services/admin-addresses.js';
import type { ResourceDeclaration } from './resource-declaration.js';

type AddressSort = (typeof ADDRESS_LIST_SPEC.sortable)[number];

/**
 * GET /api/address/withcustomerdetails: every customer's addresses with the customer's number and name
 * (snapshots on the address); commercial staff read their own customers' ones. POST /api/address, PUT and
 * DELETE /api/address/{id}: the administrators' writes. A customer's own addresses: features/addresses.
 */
export const addressDeclaration: ResourceDeclaration<StoredAddress, AdminAddress, AddressInput, AddressSort> = {
  path: 'address/withcustomerdetails',
  plural: 'addressesWithCustomerDetails',
  singular: 'address',
  itemPath: 'address',
  title: 'Adresses',
  tag: 'addresses',
  access: { read: 'staff', write: 'admin' },
  operations: ['list', 'create', 'update', 'delete'],
  list: ADDRESS_LIST_SPEC,
  store: {
    container: 'customerData',
    type: 'address',
    partition: { byField: 'customerId' },
    searchField: 'searchText',
    customerField: 'customerId',
    sortFields: {
      customerNumber: 'customerNumber',
      customerName: 'customerName',
      addressName: 'addressName',
      city: 'city',
      zipCode: 'zipCode',
      addressType: 'addressType',
    },
  },
  schemas: { item: adminAddressSchema, input: addressInputSchema },
  toDto: toAdminAddress,
  build: buildAddress,
  describe: (d) => d.addressName || d.fullAddress,
  exportColumns: [
    { header: 'N° client', type: 'text', width: 12, value: (a) => a.customerNumber },
    { header: 'Client', type: 'text', width: 30, value: (a) => a.customerName },
    { header: 'Nom', type: 'text', width: 30, value: (a) => a.addressName },
    { header: 'Adresse complète', type: 'text', width: 50, value: (a) => a.fullAddress },
    { header: 'Ville', type: 'text', width: 20, value: (a) => a.city },
    { header: 'Code postal', type: 'text', width: 12, value: (a) => a.zipCode },
    { header: 'Type', type: 'text', width: 12, value: (a) => (a.addressType === 1 ? 'Livraison' : 'Facturation') },
  ],
};
