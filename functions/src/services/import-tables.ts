import type { ImportTable } from '../model/imports.js';
import type { TableImport } from './import-plan.js';
import { priceListsImport } from './import-price-lists.js';
import { productsImport } from './import-products.js';
import { salesImport } from './import-sales.js';

export const TABLE_IMPORTS: Record<ImportTable, TableImport> = {
  strykerCommands: salesImport,
  products: productsImport,
  'price-list': priceListsImport,
};
