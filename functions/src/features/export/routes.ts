import type { AnyRoute } from '../../http/route.js';
import { exportCustomerData, exportCustomerDataFiltered } from './export-get-company-orders.js';

export const exportRoutes: AnyRoute[] = [exportCustomerData, exportCustomerDataFiltered];
