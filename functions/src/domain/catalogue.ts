import { normaliseSearch } from '@portail/common';
import type { ProductCategory, ProductDoc, ProductStage } from '../model/products.js';
import { frenchCollator as collator } from './company-orders.js';

type CatalogueSortField = 'reference' | 'description' | 'descriptionLocal' | 'price' | 'subFranchise' | 'franchise' | 'gimBrand' | 'category' | 'stage';

export interface CatalogueFilter {
  customerId: string;
  search?: string;
  category?: ProductCategory;
  stage?: ProductStage;
}

export interface CatalogueSort {
  field: CatalogueSortField;
  descending: boolean;
}

/** productId → price in points of the customer's price lists in force; other products keep their list price. */
export type CustomerPrices = ReadonlyMap<string, number>;

export const priceFor = (product: Pick<ProductDoc, 'id' | 'price'>, prices: CustomerPrices): number => prices.get(product.id) ?? product.price;

/** A product the customer may see: active, and unrestricted or restricted to this customer. */
export const isVisibleTo = (p: ProductDoc, customerId: string): boolean => p.active && (!p.customerIds || p.customerIds.includes(customerId));

// The product list is shared by every request until the cache refreshes it, so what does not depend on
// the customer is computed once per list: the search text of each product and each text sort order.
const searchTexts = new WeakMap<ProductDoc, string>();
const sortOrders = new WeakMap<readonly ProductDoc[], Map<string, readonly ProductDoc[]>>();

function searchText(p: ProductDoc): string {
  let text = searchTexts.get(p);
  if (text === undefined) {
    // Accents and case are ignored: buyers type « prothese » for « Prothèse ».
    text = normaliseSearch([p.reference, p.descriptionLocal, p.description, p.gimBrand].join('\u0000'));
    searchTexts.set(p, text);
  }
  return text;
}

const byReference = (a: ProductDoc, b: ProductDoc) => collator.compare(a.reference, b.reference) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The list in a text column's order, French collation, ties by reference then id (pages never overlap). */
function sortedBy(products: readonly ProductDoc[], field: Exclude<CatalogueSortField, 'price'>, descending: boolean): readonly ProductDoc[] {
  let orders = sortOrders.get(products);
  if (!orders) sortOrders.set(products, (orders = new Map()));
  const key = `${field}:${descending}`;
  let sorted = orders.get(key);
  if (!sorted) {
    const direction = descending ? -1 : 1;
    sorted = [...products].sort((a, b) => direction * collator.compare(String(a[field] ?? ''), String(b[field] ?? '')) || byReference(a, b));
    orders.set(key, sorted);
  }
  return sorted;
}

/**
 * One page of the customer's catalogue, filtered and sorted in memory over the whole product list
 * (a few thousand documents, cached per instance): French collation for texts, the customer's own
 * price for the price sort, and the reference then the id as tie-breakers.
 */
export function selectCataloguePage(
  products: readonly ProductDoc[],
  prices: CustomerPrices,
  filter: CatalogueFilter,
  sort: CatalogueSort,
  page: { number: number; size: number },
): { rows: ProductDoc[]; total: number } {
  const needle = filter.search ? normaliseSearch(filter.search) : undefined;
  const ordered = sortedBy(products, sort.field === 'price' ? 'reference' : sort.field, sort.field === 'price' ? false : sort.descending);
  const selected = ordered.filter(
    (p) =>
      isVisibleTo(p, filter.customerId) &&
      (!filter.category || p.category === filter.category) &&
      (!filter.stage || p.stage === filter.stage) &&
      (!needle || searchText(p).includes(needle)),
  );
  if (sort.field === 'price') {
    // Prices depend on the customer; the sort is stable, so equal prices stay in reference order.
    const direction = sort.descending ? -1 : 1;
    selected.sort((a, b) => direction * (priceFor(a, prices) - priceFor(b, prices)));
  }
  const start = (page.number - 1) * page.size;
  return { rows: selected.slice(start, start + page.size), total: selected.length };
}
