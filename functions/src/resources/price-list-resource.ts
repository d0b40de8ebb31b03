import { PRICE_LIST_SPEC, priceListInputSchema, priceListSchema, type PriceList, type PriceListInput } from '@portail/common';
import type { StoredPriceList } from '../data/price-lists-repository.js';
import { toPriceListDto } from '../features/price-lists/price-list-dto.js';
import { afterPriceListWrite, auditPriceList, buildPriceList } from '../services/price-lists.js';
import type { ResourceDeclaration } from './resource-declaration.js';

type PriceListSort = (typeof PRICE_LIST_SPEC.sortable)[number];

/**
 * GET /api/priceList: every customer's price lists (commercial staff: their customers'); create, update and
 * delete by the administrators. A list's prices have routes of their own (features/price-lists).
 */
export const priceListDeclaration: ResourceDeclaration<StoredPriceList, PriceList, PriceListInput, PriceListSort> = {
  path: 'priceList',
  singular: 'priceList',
  plural: 'priceLists',
  title: 'Listes de prix',
  tag: 'price-lists',
  access: { read: 'staff', write: 'admin' },
  operations: ['list', 'create', 'update', 'delete'],
  list: PRICE_LIST_SPEC,
  store: {
    container: 'customerData',
    type: 'priceList',
    partition: { byField: 'customerId' },
    searchField: 'name',
    search: (s) => ({ where: ['CONTAINS(LOWER(c.name), @search)'], parameters: [{ name: '@search', value: s }] }),
    customerField: 'customerId',
    sortFields: { name: 'name', startDate: 'startDate', endDate: 'endDate' },
  },
  schemas: { item: priceListSchema, input: priceListInputSchema },
  toDto: toPriceListDto,
  build: buildPriceList,
  audit: auditPriceList,
  afterWrite: afterPriceListWrite,
  describe: (d) => d.name,
  exportColumns: [
    { header: 'Nom', type: 'text', width: 50, value: (p) => p.name },
    { header: 'Début', type: 'text', width: 12, value: (p) => p.startDate },
    { header: 'Fin', type: 'text', width: 12, value: (p) => p.endDate },
    { header: 'Client', type: 'text', width: 20, value: (p) => p.fK_Customer },
    { header: 'Contrat', type: 'text', width: 20, value: (p) => p.fK_Contract ?? '' },
    { header: 'Produits', type: 'integer', width: 10, value: (p) => p.lineCount },
  ],
};
