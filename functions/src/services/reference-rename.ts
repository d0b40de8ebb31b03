import { forgetCatalogue } from '../data/catalogue-cache.js';
import { withoutSystemProperties } from '../data/cosmos.js';
import { findProductById, productsNamed, replaceProduct, type ProductNameField } from '../data/products-repository.js';
import { StaleWriteError } from '../data/resource-store.js';
import type { ProductDoc } from '../model/products.js';

export type { ProductNameField };

/** Parallel replaces: enough to rename a franchise of a thousand products in a few seconds, few enough not to flood Cosmos DB. */
const PARALLEL = 8;
const ATTEMPTS = 3;

/**
 * A renamed reference-list entry renamed in the products that hold its former name: products keep names
 * (imports carry names), so without this they would point to a name the list no longer has.
 *
 * Done within the rename's request, not queued: the programme has a few thousand products (one query for
 * those that hold the name) and a rename is a rare admin act; the admin sees the products right when the
 * answer comes. Each product is replaced on the version read (If-Match), so an edit saved meanwhile is
 * never overwritten: it is read again and renamed if it still holds the former name. Only the name
 * changes; the custom columns are left as they are (the « Recalculer » button derives them again).
 * Answers how many products were renamed.
 */
export async function renameInProducts(field: ProductNameField, from: string, to: string): Promise<number> {
  if (from === to) return 0;
  const holding = await productsNamed(field, from);
  let renamed = 0;
  for (let i = 0; i < holding.length; i += PARALLEL) {
    const done = await Promise.all(holding.slice(i, i + PARALLEL).map((p) => renameOne(p, field, from, to)));
    renamed += done.filter(Boolean).length;
  }
  if (renamed) forgetCatalogue();
  return renamed;
}

async function renameOne(read: ProductDoc & { _etag: string }, field: ProductNameField, from: string, to: string): Promise<boolean> {
  let doc: (ProductDoc & { _etag: string }) | undefined = read;
  for (let attempt = 1; doc && doc[field] === from; attempt++) {
    const replaced = await replaceProduct({ ...withoutSystemProperties(doc), [field]: to, updatedAt: new Date().toISOString() }, doc._etag);
    if (replaced) return true;
    if (attempt >= ATTEMPTS) throw new StaleWriteError();
    doc = await findProductById(doc.id);
  }
  // Deleted, or given another name by an edit saved meanwhile: nothing to rename.
  return false;
}
