import { LRUCache } from 'lru-cache';
import type { CustomerPrices } from '../domain/catalogue.js';
import type { ProductDoc } from './model.js';
import { currentPriceListPrices, loadActiveProducts } from './products-repository.js';

/**
 * The catalogue screen is the most read list and its data changes a few times a year (imports, price
 * lists): each Functions instance keeps the active products and the customers' current prices for a
 * minute instead of querying Cosmos on every page. A stale entry is served while one refresh runs
 * (no latency spike, no stampede); a failed refresh keeps the stale entry.
 * Checkout and add-to-cart never read from here: they price from Cosmos directly.
 */
const TTL_MS = 60_000;
const options = { ttl: TTL_MS, allowStale: true, noDeleteOnFetchRejection: true, allowStaleOnFetchRejection: true } as const;

const products = new LRUCache<'active', ProductDoc[]>({ max: 1, ...options, fetchMethod: () => loadActiveProducts() });

const prices = new LRUCache<string, CustomerPrices>({
  max: 5_000,
  ...options,
  fetchMethod: (customerId) => currentPriceListPrices(customerId),
});

export async function cachedActiveProducts(): Promise<readonly ProductDoc[]> {
  return (await products.fetch('active')) ?? [];
}

export async function cachedCustomerPrices(customerId: string): Promise<CustomerPrices> {
  return (await prices.fetch(customerId)) ?? new Map();
}
