import type { AnyRoute } from '../../http/route.js';
import { createOrderFromCart } from './checkout-create-order.js';

export const checkoutRoutes: AnyRoute[] = [createOrderFromCart];
