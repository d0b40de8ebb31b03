import { PRICE_LIST_SPEC, priceListSchema, type PriceList } from '@portail/common';
import type { StoredPriceList } from '../data/price-lists-repository.js';
import { toPriceListDto } from '../features/price-lists/price-list-dto.js';
import type { ResourceDeclaration } from './resource-declaration.js';

type PriceListSort = (typeof PRICE_LIST_SPEC.sortable)[number];

/** GET /api/priceList: every customer's price lists (commercial staff: their customers'). Writes: features/price-lists. */
export const priceListDeclaration: ResourceDeclaration<StoredPriceList, PriceList, never, PriceListSort> = {
  path: 'priceList',
  singular: 'priceList',
  plural: 'priceLists',
  title: 'Listes de prix',
  tag: 'price-lists',
  access: { read: 'staff', write: 'admin' },
  operations: ['list'],
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
  schemas: { item: priceListSchema },
  toDto: toPriceListDto,
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
