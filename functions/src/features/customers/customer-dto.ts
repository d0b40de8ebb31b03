import type { Customer, SalesContact } from '@portail/common';
import type { CustomerDoc } from '../../model/customers.js';

const statusRef = (n: number | undefined | null) => (n === undefined || n === null ? null : { number: n });

/** salesContact: from salesContactsOf (the exclusive contact's public details, or the generic sales address). */
export function toCustomerDto(doc: CustomerDoc, salesContact: SalesContact, now = new Date()): Customer {
  const year = now.getUTCFullYear();
  return {
    id: doc.id,
    number: doc.number,
    name: doc.name,
    phone: doc.phone ?? '',
    email: doc.email ?? '',
    city: doc.city ?? '',
    address: doc.address ?? '',
    buyingGroup: doc.buyingGroupId ?? null,
    buyingGroupName: doc.buyingGroupName ?? null,
    status: statusRef(doc.status),
    manualStatutCurrentYear: statusRef(doc.manualStatus?.[String(year)]),
    manualStatutPreviousYear: statusRef(doc.manualStatus?.[String(year - 1)]),
    fK_Status: doc.status ?? -1,
    fK_UniqueContact: doc.fK_UniqueContact ?? null,
    salesContact,
    active: doc.active,
    logo: doc.logo ?? null,
  };
}
