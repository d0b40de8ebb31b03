import type { AnyRoute } from '../../http/route.js';
import { applyPriceListPercentageRoute } from './price-lists-apply-percentage.js';
import { getCustomerPriceLists } from './price-lists-get-customer.js';
import { getPriceListDetails } from './price-lists-get-details.js';
import { removePriceListProductRoute } from './price-lists-remove-product.js';
import { setPriceListPrice } from './price-lists-set-price.js';

export const priceListsRoutes: AnyRoute[] = [
  getCustomerPriceLists,
  getPriceListDetails,
  setPriceListPrice,
  removePriceListProductRoute,
  applyPriceListPercentageRoute,
];
