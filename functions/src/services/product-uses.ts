import { countReferences } from '../data/resource-store.js';

/**
 * The records that name a product by id: a product still in a cart, a price list or an order cannot be
 * deleted, by the back office (resources/product-resource.ts) nor by an import's rollback.
 */
export const PRODUCT_USES = [
  { type: 'cart', field: 'items', noun: ['panier', 'paniers'] },
  { type: 'priceList', field: 'lines', noun: ['liste de prix', 'listes de prix'] },
  { type: 'order', field: 'lines', noun: ['commande', 'commandes'] },
] as const satisfies readonly { type: string; field: string; noun: readonly [string, string] }[];

/** What still uses the product: « 2 paniers », « 1 commande »… (empty: it may go). */
export async function productUses(productId: string): Promise<string[]> {
  const counts = await Promise.all(
    PRODUCT_USES.map((u) => countReferences({ container: 'customerData', type: u.type, field: u.field, many: true, element: 'productId', value: productId })),
  );
  return PRODUCT_USES.flatMap((u, i) => (counts[i] > 0 ? [`${counts[i]} ${u.noun[counts[i] === 1 ? 0 : 1]}`] : []));
}
