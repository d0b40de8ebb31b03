import { container, readItem, replaceIfMatch } from './cosmos.js';
import type { PriceListDoc } from '../model/price-lists.js';
import type { ProductDoc, ProductNameField } from '../model/products.js';

/** Every active product (a few thousand): the catalogue is filtered, sorted and paged in memory. */
export async function loadActiveProducts(): Promise<ProductDoc[]> {
  const { resources } = await container('products').items.query<ProductDoc>("SELECT * FROM c WHERE c.type = 'product' AND c.active = true").fetchAll();
  return resources;
}

/** Prices of the customer's price lists in force on a date, today by default (one partition): productId → price in points. */
export async function currentPriceListPrices(customerId: string, date = new Date().toISOString().slice(0, 10)): Promise<Map<string, number>> {
  const { resources } = await container('customerData')
    .items.query<Pick<PriceListDoc, 'lines' | 'startDate'>>(
      {
        query: "SELECT c.lines, c.startDate FROM c WHERE c.customerId = @customerId AND c.type = 'priceList' AND c.startDate <= @d AND c.endDate >= @d",
        parameters: [
          { name: '@d', value: date },
          { name: '@customerId', value: customerId },
        ],
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

export const findProductById = async (id: string): Promise<(ProductDoc & { _etag: string }) | undefined> => {
  const doc = await readItem<ProductDoc>(container('products'), id, id);
  return doc?.type === 'product' ? doc : undefined;
};

/** The products whose `field` holds `name`, each with its version (across partitions: a few thousand products at most). */
export async function productsNamed(field: ProductNameField, name: string): Promise<(ProductDoc & { _etag: string })[]> {
  const { resources } = await container('products')
    .items.query<ProductDoc & { _etag: string }>({
      query: `SELECT * FROM c WHERE c.type = 'product' AND c.${field} = @name`,
      parameters: [{ name: '@name', value: name }],
    })
    .fetchAll();
  return resources;
}

/** Replaces the version read (If-Match); undefined when it was saved meanwhile. */
export const replaceProduct = (doc: ProductDoc, etag: string) => replaceIfMatch(container('products'), doc.id, doc, etag);

/** The product of a reference (a claim's line is built from it as an import's is), across partitions: a few thousand products at most. */
export async function findProductByReference(reference: string): Promise<ProductDoc | undefined> {
  const { resources } = await container('products')
    .items.query<ProductDoc>({
      query: "SELECT * FROM c WHERE c.type = 'product' AND c.reference = @reference",
      parameters: [{ name: '@reference', value: reference }],
    })
    .fetchAll();
  return resources[0];
}
