import type { AnyRoute } from '../../http/route.js';
import { downloadOrderInvoice } from './orders-download-invoice.js';
import { getCustomerOrdersPage } from './orders-get-customer-page.js';
import { getOrderDetails } from './orders-get-details.js';

export const programmeOrdersRoutes: AnyRoute[] = [getCustomerOrdersPage, getOrderDetails, downloadOrderInvoice];
