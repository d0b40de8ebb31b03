import type { ProductCategory, ProductDoc, ProductStage } from '../data/model.js';
import { normalise } from './company-orders.js';

export type CatalogueSortField = 'reference' | 'description' | 'descriptionLocal' | 'price' | 'subFranchise' | 'franchise' | 'gimBrand' | 'category' | 'stage';

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

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** A product the customer may see: active, and unrestricted or restricted to this customer. */
export const isVisibleTo = (p: ProductDoc, customerId: string): boolean => p.active && (!p.customerIds || p.customerIds.includes(customerId));

function matches(p: ProductDoc, f: CatalogueFilter, needle: string | undefined): boolean {
  if (!isVisibleTo(p, f.customerId)) return false;
  if (f.category && p.category !== f.category) return false;
  if (f.stage && p.stage !== f.stage) return false;
  // Accents and case are ignored: buyers type « prothese » for « Prothèse ».
  return !needle || [p.reference, p.descriptionLocal, p.description, p.gimBrand].some((v) => normalise(v ?? '').includes(needle));
}

/**
 * One page of the customer's catalogue, filtered and sorted in memory over the whole product list
 * (a few thousand documents, cached per instance): French collation for texts, the customer's own
 * price for the price sort, and the reference then the id as tie-breakers so that pages never overlap.
 */
export function selectCataloguePage(
  products: readonly ProductDoc[],
  prices: CustomerPrices,
  filter: CatalogueFilter,
  sort: CatalogueSort,
  page: { number: number; size: number },
): { rows: ProductDoc[]; total: number } {
  const needle = filter.search ? normalise(filter.search) : undefined;
  const selected = products.filter((p) => matches(p, filter, needle));
  const direction = sort.descending ? -1 : 1;
  const key = (p: ProductDoc): string | number => (sort.field === 'price' ? priceFor(p, prices) : (p[sort.field] ?? ''));
  selected.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    const primary = typeof ka === 'number' && typeof kb === 'number' ? ka - kb : collator.compare(String(ka), String(kb));
    return direction * primary || collator.compare(a.reference, b.reference) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  });
  const start = (page.number - 1) * page.size;
  return { rows: selected.slice(start, start + page.size), total: selected.length };
}
