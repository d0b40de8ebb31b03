import type { AnyRoute } from '../../http/route.js';
import { getCustomerAddresses } from './addresses-get-customer.js';

export const addressesRoutes: AnyRoute[] = [getCustomerAddresses];
