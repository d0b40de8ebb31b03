import type { AnyRoute } from '../../http/route.js';
import { getCompanyOrdersByCustomer } from './company-orders-get-by-customer.js';
import { recalculateSalesLinesCustomColumns } from './sales-lines-recalculate.js';

export const companyOrdersRoutes: AnyRoute[] = [getCompanyOrdersByCustomer];

// Apart from the portal's routes: the table (routes.ts) lists the back office's after them.
export const companyOrdersBackOfficeRoutes: AnyRoute[] = [recalculateSalesLinesCustomColumns];
