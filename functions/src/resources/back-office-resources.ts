import { contractDeclaration } from './contract-resource.js';
import type { AnyResourceDeclaration } from './resource-declaration.js';

/** Lists of the back office whose writes are routes of their own (contracts, price lists, addresses, terms). */
export const backOfficeListDeclarations: AnyResourceDeclaration[] = [contractDeclaration];
