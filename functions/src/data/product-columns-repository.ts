import { container } from './cosmos.js';
import type { ProductDoc } from '../model/products.js';

export type ProductClassification = Pick<
  ProductDoc,
  'id' | 'reference' | 'category' | 'gimItemType' | 'franchise' | 'franchiseGroup' | 'gimCustom' | 'sapgCustom'
> & { _etag: string };

/** The fields the custom columns derive from, for every product (a few thousand, a few fields each). */
export async function productClassifications(): Promise<ProductClassification[]> {
  const { resources } = await container('products')
    .items.query<ProductClassification>(
      "SELECT c.id, c.reference, c.category, c.gimItemType, c.franchise, c.franchiseGroup, c.gimCustom, c.sapgCustom, c._etag FROM c WHERE c.type = 'product'",
    )
    .fetchAll();
  return resources;
}

/** Sets the two columns on the version that was read; false when the product changed meanwhile (its next recalculation catches up). */
export async function setCustomColumns(p: ProductClassification, columns: Pick<ProductDoc, 'gimCustom' | 'sapgCustom'>, now: string): Promise<boolean> {
  try {
    await container('products')
      .item(p.id, p.id)
      .patch(
        [
          { op: 'set', path: '/gimCustom', value: columns.gimCustom },
          { op: 'set', path: '/sapgCustom', value: columns.sapgCustom },
          { op: 'set', path: '/updatedAt', value: now },
        ],
        { accessCondition: { type: 'IfMatch', condition: p._etag } },
      );
    return true;
  } catch (err) {
    if ((err as { code?: number }).code === 412 || (err as { code?: number }).code === 404) return false;
    throw err;
  }
}
