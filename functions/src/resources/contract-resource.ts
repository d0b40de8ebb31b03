import { CONTRACT_LIST_SPEC, contractSchema, type Contract } from '@portail/common';
import type { StoredContract } from '../data/contracts-repository.js';
import { toContractDto } from '../features/contracts/contract-dto.js';
import type { ResourceDeclaration } from './resource-declaration.js';

type ContractSort = (typeof CONTRACT_LIST_SPEC.sortable)[number];

/**
 * The contracts list (list protocol). Its writes are routes of their own (features/contracts): they resolve
 * customer numbers, keep files and exclusions, and recompute the points of the customers they touch.
 */
export const contractDeclaration: ResourceDeclaration<StoredContract, Contract, never, ContractSort> = {
  path: 'contracts',
  singular: 'contract',
  title: 'Contrats',
  tag: 'contracts',
  access: { read: 'staff', write: 'admin' },
  operations: ['list'],
  list: CONTRACT_LIST_SPEC,
  store: {
    container: 'contracts',
    type: 'contract',
    partition: { byId: true },
    searchField: 'searchText',
    // Contracts written before the search text existed are still found by name or by one of their customers.
    search: (s) => ({
      where: ['(CONTAINS(c.searchText, @search) OR CONTAINS(LOWER(c.name), @search) OR ARRAY_CONTAINS(c.customerNumbers, @search))'],
      parameters: [{ name: '@search', value: s }],
    }),
    // Commercial staff read the contracts of their own customers.
    customerField: 'customerIds',
    customerFieldIsList: true,
    sortFields: { name: 'name', startDate: 'startDate', endDate: 'endDate' },
  },
  schemas: { item: contractSchema },
  toDto: toContractDto,
  describe: (d) => d.name,
  exportColumns: [
    { header: 'Nom', type: 'text', width: 40, value: (c) => c.name },
    { header: 'Actif', type: 'text', width: 8, value: (c) => (c.active ? 'oui' : 'non') },
    { header: 'Début', type: 'text', width: 12, value: (c) => c.startDate },
    { header: 'Fin', type: 'text', width: 12, value: (c) => c.endDate },
    { header: 'Clients', type: 'text', width: 30, value: (c) => c.customerNumbers.join(', ') },
    { header: 'Sous-marques GIM exclues', type: 'text', width: 30, value: (c) => c.exclusions.gimSubBrands.join(', ') },
    { header: 'Franchises exclues', type: 'text', width: 30, value: (c) => c.exclusions.franchises.join(', ') },
  ],
};
