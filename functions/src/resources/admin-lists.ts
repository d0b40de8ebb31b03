import { SALES_LINE_LIST_SPEC, salesLineSchema, USER_LIST_SPEC, userSchema } from '@portail/common';
import { salesLinesState } from '../data/sales-repository.js';
import { salesLineSearchFilter, salesSearchKey } from '../domain/sales-search.js';
import { searchSalesLines } from '../services/sales-search.js';
import type { UserDoc } from '../data/users-repository.js';
import type { SalesLineDoc } from '../model/sales.js';
import { toUserDto } from '../features/users/user-dto.js';
import { customerDeclaration } from './customer-resource.js';
import { productDeclaration } from './product-resource.js';
import type { AnyResourceDeclaration, ResourceDeclaration } from './resource-declaration.js';

/**
 * The back office's big lists, read through the list protocol. They are read-only declarations for now:
 * their writes have rules of their own (customer status −1, invitations, imports) and come with their screens.
 */

const users: ResourceDeclaration<UserDoc, unknown, never, 'email' | 'lastName' | 'firstName' | 'userRole'> = {
  path: 'users',
  singular: 'user',
  title: 'Utilisateurs',
  tag: 'users',
  access: { read: 'admin', write: 'admin' },
  // GET users/{id} shadows nothing (literal routes such as users/user win): the edit dialog reads the version there.
  operations: ['list', 'get'],
  list: USER_LIST_SPEC,
  store: {
    container: 'users',
    type: 'user',
    partition: { byId: true },
    searchField: 'searchText',
    sortFields: { email: 'email', lastName: 'lastName', firstName: 'firstName', userRole: 'role' },
  },
  schemas: { item: userSchema },
  toDto: toUserDto,
  describe: (d) => d.email,
};

const salesLines: ResourceDeclaration<SalesLineDoc, unknown, never, 'salesRecognitionDate' | 'invoiceNumber' | 'orderNumber' | 'reference' | 'salesAmount'> = {
  path: 'strykerCommands',
  singular: 'strykerCommand',
  title: 'Commandes Stryker (lignes de ventes importées)',
  tag: 'company-orders',
  access: { read: 'admin', write: 'admin' },
  operations: ['list'],
  list: SALES_LINE_LIST_SPEC,
  store: {
    container: 'sales',
    type: 'salesLine',
    partition: { byField: 'customerId' },
    searchField: 'searchKeys',
    // An invoice, order, reference or customer number, exact or by its start (domain/sales-search.ts): what an
    // index serves. Free text over a million lines' descriptions was a scan of all of them on every search.
    search: (s) => {
      const key = salesSearchKey(s);
      return key ? salesLineSearchFilter(key) : { where: ['false'], parameters: [] };
    },
    searchPage: searchSalesLines,
    sortFields: {
      salesRecognitionDate: 'salesRecognitionDate',
      invoiceNumber: 'invoiceNumber',
      orderNumber: 'orderNumber',
      reference: 'reference',
      salesAmount: 'salesAmount',
    },
    // A million lines: the unfiltered total and pages come from the counter the writers keep, not from a COUNT
    // and an ordered read of the container on every page.
    snapshot: salesLinesState,
  },
  schemas: { item: salesLineSchema },
  toDto: (d) => omit(d, ['searchText', 'searchKeys', 'type', 'updatedAt', 'year']),
  describe: (d) => d.invoiceNumber,
};

function omit<T extends object, K extends keyof T>(o: T, keys: readonly K[]): Omit<T, K> {
  const out = { ...o };
  for (const k of keys) delete out[k];
  return out;
}

export const adminListDeclarations: AnyResourceDeclaration[] = [customerDeclaration, users, productDeclaration, salesLines];
