import type { AdminCustomerRow, ReferenceItem } from '@portail/common';
import { query } from '../../../lib/api-extra';
import { CUSTOMERS_PATH } from './customers';
import { referenceListPath } from './reference-lists';

/** A page of matches is what a person reads in a dropdown; the rest is found by typing, on the server. */
const PAGE = 20;

/** The buying groups of the customer form: any number of them, searched by name. */
export const buyingGroupLookup = {
  pathFor: (search: string) => `${referenceListPath('buyingGroups')}${query({ pageSize: PAGE, orderBy: 'name asc', search })}`,
  itemPath: (id: string) => `${referenceListPath('buyingGroups')}/${encodeURIComponent(id)}`,
  toChoice: (group: ReferenceItem) => ({ value: group.id, text: group.name }),
};

/** The customer of a new address: searched by number or name, chosen by id. */
export const customerLookup = {
  pathFor: (search: string) => `${CUSTOMERS_PATH}${query({ pageSize: PAGE, orderBy: 'number asc', search })}`,
  itemPath: (id: string) => `${CUSTOMERS_PATH}/${encodeURIComponent(id)}`,
  toChoice: (customer: AdminCustomerRow) => ({ value: customer.id, text: `${customer.number} - ${customer.name}` }),
};
