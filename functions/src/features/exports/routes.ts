import type { AnyRoute } from '../../http/route.js';
import { downloadExport } from './exports-download.js';
import { getExport } from './exports-get.js';
import { exportCustomerData, exportCustomerDataFiltered } from './exports-get-company-orders.js';

/** A customer's sales lines as a workbook (GET /api/Export/...), answered in the request. */
export const exportsRoutes: AnyRoute[] = [exportCustomerData, exportCustomerDataFiltered];

/** The background exports of the declared lists: a job's state and its file, later in the table. */
export const exportsBackOfficeRoutes: AnyRoute[] = [getExport, downloadExport];
