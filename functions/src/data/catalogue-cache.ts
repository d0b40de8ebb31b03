import { LRUCache } from 'lru-cache';
import type { CustomerPrices } from '../domain/catalogue.js';
import type { ProductDoc } from '../model/products.js';
import { currentPriceListPrices, loadActiveProducts } from './products-repository.js';
import { forgetInEveryThread, referenceCacheOptions } from './reference-cache.js';

/**
 * The catalogue screen is the most read list and its data changes a few times a year (imports, price
 * lists): each Functions instance keeps the active products and the customers' current prices for a
 * minute instead of querying Cosmos on every page (referenceCacheOptions).
 * Checkout and add-to-cart never read from here: they price from Cosmos directly.
 */
const products = new LRUCache<'active', ProductDoc[]>({ max: 1, ...referenceCacheOptions, fetchMethod: () => loadActiveProducts() });

const prices = new LRUCache<string, CustomerPrices>({
  max: 5_000,
  ...referenceCacheOptions,
  fetchMethod: (customerId) => currentPriceListPrices(customerId),
});

export async function cachedActiveProducts(): Promise<readonly ProductDoc[]> {
  return (await products.fetch('active')) ?? [];
}

export async function cachedCustomerPrices(customerId: string): Promise<CustomerPrices> {
  return (await prices.fetch(customerId)) ?? new Map();
}

/** After an admin write of products or price lists: the instance's next catalogue read goes to Cosmos DB. */
export const forgetCatalogue: (customerId?: string) => void = forgetInEveryThread<string | undefined>('catalogue', (customerId) => {
  if (customerId === undefined) {
    products.clear();
    prices.clear();
  } else prices.delete(customerId);
});
