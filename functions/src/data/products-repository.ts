import type { SqlParameter } from '@azure/cosmos';
import { container, readItem } from './cosmos.js';
import type { PriceListDoc, ProductCategory, ProductDoc, ProductStage } from './model.js';

export interface CatalogueFilter {
  customerId: string;
  /** Lower case. */
  search?: string;
  category?: ProductCategory;
  stage?: ProductStage;
}

export type CatalogueSortField = 'reference' | 'description' | 'descriptionLocal' | 'price' | 'subFranchise' | 'franchise' | 'gimBrand' | 'category' | 'stage';

/** Active products the customer may see: unrestricted ones and those restricted to it. */
function where(f: CatalogueFilter): { clause: string; parameters: SqlParameter[] } {
  const parts = ["c.type = 'product'", 'c.active = true', '(NOT IS_DEFINED(c.customerIds) OR ARRAY_CONTAINS(c.customerIds, @customer))'];
  const parameters: SqlParameter[] = [{ name: '@customer', value: f.customerId }];
  if (f.category) {
    parts.push('c.category = @category');
    parameters.push({ name: '@category', value: f.category });
  }
  if (f.stage) {
    parts.push('c.stage = @stage');
    parameters.push({ name: '@stage', value: f.stage });
  }
  if (f.search) {
    parts.push('(CONTAINS(LOWER(c.reference), @s) OR CONTAINS(LOWER(c.descriptionLocal), @s) OR CONTAINS(LOWER(c.description), @s) OR CONTAINS(LOWER(c.gimBrand), @s))');
    parameters.push({ name: '@s', value: f.search });
  }
  return { clause: parts.join(' AND '), parameters };
}

/** The first `top` products of the catalogue in the requested order (TOP, no OFFSET). */
export async function firstCatalogueProducts(f: CatalogueFilter, sort: { field: CatalogueSortField; descending: boolean }, top: number): Promise<ProductDoc[]> {
  const { clause, parameters } = where(f);
  const { resources } = await container('products')
    .items.query<ProductDoc>({
      query: `SELECT TOP ${Math.max(1, Math.trunc(top))} * FROM c WHERE ${clause} ORDER BY c.${sort.field} ${sort.descending ? 'DESC' : 'ASC'}`,
      parameters,
    })
    .fetchAll();
  return resources;
}

export async function countCatalogueProducts(f: CatalogueFilter): Promise<number> {
  const { clause, parameters } = where(f);
  const { resources } = await container('products').items.query<number>({ query: `SELECT VALUE COUNT(1) FROM c WHERE ${clause}`, parameters }).fetchAll();
  return resources[0] ?? 0;
}

/** Prices of the customer's price lists in force on a date (one partition): productId → price in points. */
export async function currentPriceListPrices(customerId: string, date: string): Promise<Map<string, number>> {
  const { resources } = await container('customerData')
    .items.query<Pick<PriceListDoc, 'lines' | 'startDate'>>(
      {
        query: "SELECT c.lines, c.startDate FROM c WHERE c.customerId = @customerId AND c.type = 'priceList' AND c.startDate <= @d AND c.endDate >= @d",
        parameters: [{ name: '@d', value: date }, { name: '@customerId', value: customerId }],
      },
      { partitionKey: customerId },
    )
    .fetchAll();
  const prices = new Map<string, number>();
  // The most recent list wins when two overlap.
  for (const list of resources.sort((a, b) => a.startDate.localeCompare(b.startDate))) {
    for (const line of list.lines ?? []) prices.set(line.productId, line.price);
  }
  return prices;
}

export const findProductById = (id: string) => readItem<ProductDoc>(container('products'), id, id);
