import type { AnyRoute } from '../../http/route.js';
import { getCalculatedCustomerStats } from './stats-get-calculated.js';
import { getCustomerStats } from './stats-get-customer.js';
import { listCustomerStats } from './stats-list.js';
import { recalculateCustomerStats } from './stats-recalculate.js';

export const statsRoutes: AnyRoute[] = [getCustomerStats, recalculateCustomerStats];

// Apart from the portal's routes: the table (routes.ts) lists the back office's after them.
export const statsBackOfficeRoutes: AnyRoute[] = [getCalculatedCustomerStats, listCustomerStats];
