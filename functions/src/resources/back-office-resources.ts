import { addressDeclaration } from './address-resource.js';
import { contractDeclaration } from './contract-resource.js';
import { orderDeclaration } from './order-resource.js';
import { priceListDeclaration } from './price-list-resource.js';
import type { AnyResourceDeclaration } from './resource-declaration.js';
import { termsDeclaration } from './terms-resource.js';

/** Lists of the back office whose writes are routes of their own (contracts, price lists, addresses, terms). */
export const backOfficeListDeclarations: AnyResourceDeclaration[] = [
  contractDeclaration,
  priceListDeclaration,
  addressDeclaration,
  termsDeclaration,
  orderDeclaration,
];
