import { CONTRACT_LIST_SPEC, contractInputSchema, contractSchema, type Contract, type ContractInput } from '@portail/common';
import type { StoredContract } from '../data/contracts-repository.js';
import { toContractDto } from '../features/contracts/contract-dto.js';
import { afterContractWrite, buildContract } from '../services/contracts.js';
import type { ResourceDeclaration } from './resource-declaration.js';

type ContractSort = (typeof CONTRACT_LIST_SPEC.sortable)[number];

/**
 * The contracts: list (list protocol), create, update, delete. A write resolves the customer numbers and
 * recomputes the points of the customers it touches; a delete is refused while price lists use the
 * contract, and removes its files. The exclusions have routes of their own (features/contracts).
 */
export const contractDeclaration: ResourceDeclaration<StoredContract, Contract, ContractInput, ContractSort> = {
  path: 'contracts',
  singular: 'contract',
  label: 'le contrat',
  title: 'Contrats',
  tag: 'contracts',
  access: { read: 'staff', write: 'admin' },
  operations: ['list', 'create', 'update', 'delete'],
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
  schemas: { item: contractSchema, input: contractInputSchema },
  toDto: toContractDto,
  build: buildContract,
  references: [{ container: 'customerData', type: 'priceList', field: 'contractId', value: (c) => c.id, noun: ['liste de prix', 'listes de prix'] }],
  afterWrite: afterContractWrite,
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
