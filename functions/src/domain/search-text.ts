import { normaliseSearch } from '@portail/common';
import type { CustomerDoc } from '../model/customers.js';
import type { ProductDoc } from '../model/products.js';

/**
 * What each admin list searches, stored on the document as `searchText` when it is written: Cosmos DB has
 * no accent-insensitive comparison, so the list compares normalised texts (CONTAINS on one field).
 * The fields are those the screen shows (back-office.md section 2).
 */
const join = (values: (string | number | null | undefined)[]) => normaliseSearch(values.filter((v) => v !== null && v !== undefined && v !== '').join(' '));

/** Customers list: number, name, city, address (the status is matched as a number, see customers declaration). */
export const customerSearchText = (c: Pick<CustomerDoc, 'number' | 'name' | 'city' | 'address'>) => join([c.number, c.name, c.city, c.address]);

/** Users list: email, last name, first name, role. */
export const userSearchText = (u: { email: string; lastName: string; firstName: string; role: string }) => join([u.email, u.lastName, u.firstName, u.role]);

/** Products list: reference, gimID, description (both languages), lppr. */
export const productSearchText = (p: Pick<ProductDoc, 'reference' | 'gimID' | 'description' | 'descriptionLocal' | 'lppr'>) =>
  join([p.reference, p.gimID, p.description, p.descriptionLocal, p.lppr]);

/** The document with its search text, for writers that build a whole document. */
export function withSearchText<T extends { searchText: string }>(doc: Omit<T, 'searchText'>, text: (d: Omit<T, 'searchText'>) => string): T {
  return { ...doc, searchText: text(doc) } as T;
}

/** Addresses list: customer number and name, the address's name and its full text, city and postcode. */
export const addressSearchText = (a: {
  customerNumber?: string;
  customerName?: string;
  addressName: string;
  fullAddress: string;
  city: string;
  zipCode: string;
}) => join([a.customerNumber, a.customerName, a.addressName, a.fullAddress, a.city, a.zipCode]);

/** Claims list: invoice, order, reference, customer number and name. */
export const claimSearchText = (c: { invoiceNumber: string; orderNumber: string; reference: string; customerNumber: string; customerName: string }) =>
  join([c.invoiceNumber, c.orderNumber, c.reference, c.customerNumber, c.customerName]);
