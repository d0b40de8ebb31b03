import type { AnyRoute } from '../../http/route.js';
import { getProductsForCustomer } from './products-get-for-customer.js';
import { getProductImage } from './products-get-image.js';
import { recalculateProductCustomColumns } from './products-recalculate-custom-columns.js';

export const productsRoutes: AnyRoute[] = [getProductsForCustomer, getProductImage, recalculateProductCustomColumns];
