import { forgetCatalogue } from '../data/catalogue-cache.js';
import { cosmosStore, StaleWriteError, type StoredDoc } from '../data/resource-store.js';
import type { ProductDoc } from '../model/products.js';

/** Product fields that hold names of a reference list (ProductDoc: names, not ids). */
export type ProductNameField = 'franchise' | 'franchiseGroup' | 'subFranchise' | 'gimBrand' | 'gimItemType' | 'gimProductLine' | 'gimSubBrand' | 'sapg' | 'targetProductGroup' | 'gimCustom' | 'sapgCustom';

type StoredProduct = ProductDoc & StoredDoc;

// The products' own store (the one the products resource reads and writes), read whole in pages of 500.
const products = cosmosStore<StoredProduct>({ container: 'products', type: 'product', partition: { byId: true }, searchField: 'searchText', sortFields: { id: 'id' } });
const EVERY_PRODUCT = { pageNumber: 1, pageSize: 500, order: { field: 'id', direction: 'asc' as const } };
/** Parallel replaces: enough to rename a franchise of a thousand products in a few seconds, few enough not to flood Cosmos DB. */
const PARALLEL = 8;
const ATTEMPTS = 3;

/**
 * A renamed reference-list entry renamed in the products that hold its former name: products keep names
 * (imports carry names), so without this they would point to a name the list no longer has.
 *
 * Done within the rename's request, not queued: the programme has a few thousand products (read once, a
 * page of 500 at a time) and a rename is a rare admin act; the admin sees the products right when the
 * answer comes. Each product is replaced on the version read (If-Match), so an edit saved meanwhile is
 * never overwritten: it is read again and renamed if it still holds the former name. Only the name
 * changes; the custom columns are left as they are (the « Recalculer » button derives them again).
 * Answers how many products were renamed.
 */
export async function renameInProducts(field: ProductNameField, from: string, to: string): Promise<number> {
  if (from === to) return 0;
  const holding: StoredProduct[] = [];
  for await (const page of products.each(EVERY_PRODUCT)) holding.push(...page.filter((p) => p[field] === from));
  let renamed = 0;
  for (let i = 0; i < holding.length; i += PARALLEL) {
    const done = await Promise.all(holding.slice(i, i + PARALLEL).map((p) => renameOne(p, field, from, to)));
    renamed += done.filter(Boolean).length;
  }
  if (renamed) forgetCatalogue();
  return renamed;
}

async function renameOne(read: StoredProduct, field: ProductNameField, from: string, to: string): Promise<boolean> {
  let doc: StoredProduct | undefined = read;
  for (let attempt = 1; doc && doc[field] === from; attempt++) {
    try {
      await products.replace({ ...withoutSystemFields(doc), [field]: to, updatedAt: new Date().toISOString() }, doc._etag);
      return true;
    } catch (err) {
      if (!(err instanceof StaleWriteError) || attempt >= ATTEMPTS) throw err;
      doc = await products.get(doc.id);
    }
  }
  // Deleted, or given another name by an edit saved meanwhile: nothing to rename.
  return false;
}

/** The document as written (the store's _etag, _rid, _ts are Cosmos DB's, not ours). */
const withoutSystemFields = (doc: StoredProduct): StoredProduct => Object.fromEntries(Object.entries(doc).filter(([k]) => !k.startsWith('_'))) as unknown as StoredProduct;
