import { addCartItemRequestSchema, idSchema, itemCountSchema, MAX_CART_LINES, MAX_CART_QUANTITY } from '@portail/common';
import { z } from 'zod';
import { mutateCart } from '../../data/carts-repository.js';
import type { CartItem } from '../../model/carts.js';
import { currentPriceListPrices, findProductById } from '../../data/products-repository.js';
import { priceFor } from '../../domain/catalogue.js';
import { cartItemCount, mergeCartItem, newCartItemId } from '../../domain/points-ledger.js';
import { failure } from '../../http/errors.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';

export const addCartItem = defineRoute({
  name: 'addCartItem',
  method: 'POST',
  path: 'carts/items/{customer}',
  access: 'user',
  scope: { kind: 'customer', in: 'params', key: 'customer' },
  summary: 'Ajoute un produit au panier (ou augmente la quantité de sa ligne) ; répond le nombre de lignes',
  tags: ['carts'],
  params: z.strictObject({ customer: idSchema }),
  body: addCartItemRequestSchema,
  response: itemCountSchema,
  async handler({ params, body }) {
    const customerId = params.customer;
    if (body.customer !== undefined && body.customer !== customerId) throw failure('cart_customer_mismatch', undefined, { field: 'customer' });
    const [product, prices] = await Promise.all([findProductById(body.productId), currentPriceListPrices(customerId)]);
    if (!product || (product.customerIds && !product.customerIds.includes(customerId))) throw failure('product_not_found');
    if (!product.active) throw failure('product_unavailable', undefined, { field: 'productId' });
    // Price (the customer's price list first), VAT and pack content come from the server, never from the client.
    const item: CartItem = {
      cartItemId: newCartItemId(customerId),
      productId: product.id,
      reference: product.reference,
      description: product.descriptionLocal || product.description,
      image: product.image ?? null,
      gimPackContent: product.gimPackContent ?? 0,
      price: priceFor(product, prices),
      quantity: body.quantity,
      vat: typeof product.tva === 'number' ? product.tva : body.vat,
    };
    const cart = await mutateCart(customerId, (c) => {
      const items = mergeCartItem(c.items, item, MAX_CART_QUANTITY);
      if (items.length > MAX_CART_LINES) throw failure('cart_full', { max: MAX_CART_LINES });
      c.items = items;
      return c;
    });
    return ok({ itemCount: cartItemCount(cart.items) });
  },
});
