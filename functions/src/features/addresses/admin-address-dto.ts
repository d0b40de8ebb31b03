import type { AdminAddress } from '@portail/common';
import type { StoredAddress } from '../../model/addresses.js';

export const toAdminAddress = (a: StoredAddress): AdminAddress => ({
  id: a.id,
  addressLine1: a.addressLine1 ?? '',
  addressLine2: a.addressLine2 ?? '',
  city: a.city ?? '',
  state: a.state ?? '',
  zipCode: a.zipCode ?? '',
  country: a.country ?? '',
  fullAddress: a.fullAddress,
  addressName: a.addressName ?? '',
  addressType: a.addressType ?? 0,
  fK_Customer: a.customerId,
  customerNumber: a.customerNumber ?? '',
  customerName: a.customerName ?? '',
  etag: a._etag,
});
