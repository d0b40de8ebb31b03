import type { AnyRoute } from '../../http/route.js';
import { getCustomerUsers } from './customers-get-users.js';
import { getCustomerWithDetails } from './customers-get-with-details.js';
import { linkCustomerUsers } from './customers-link-users.js';

export const customersRoutes: AnyRoute[] = [getCustomerWithDetails, getCustomerUsers, linkCustomerUsers];
