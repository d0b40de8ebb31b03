import type { AnyRoute } from '../../http/route.js';
import { getCustomerContract } from './contracts-get-customer.js';
import { getContractExclusions, getCustomerExclusions } from './contracts-get-exclusions.js';
import { saveContractExclusions } from './contracts-save-exclusions.js';

export const contractsRoutes: AnyRoute[] = [getCustomerContract, getContractExclusions, getCustomerExclusions, saveContractExclusions];
