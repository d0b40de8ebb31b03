import { cartQuantitySchema, cartSchema, idSchema } from '@portail/common';
import { z } from 'zod';
import { mutateCart } from '../../data/carts-repository.js';
import { failure } from '../../http/errors.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { ownerOfCartItem, toCartDto } from './cart-dto.js';

export const updateCartItemQuantity = defineRoute({
  name: 'updateCartItemQuantity',
  method: 'PUT',
  path: 'carts/items/{cartItemId}/quantity',
  access: 'user',
  scope: { kind: 'resource', param: 'cartItemId', resource: 'cartItem' },
  summary: 'Change la quantité d’une ligne (nombre JSON nu, entier à partir de 1 ; 0 ou moins est refusé) ; répond le panier',
  tags: ['carts'],
  params: z.strictObject({ cartItemId: idSchema }),
  body: cartQuantitySchema,
  response: cartSchema,
  async handler({ params, body, requireCustomer }) {
    const customerId = ownerOfCartItem(params.cartItemId);
    requireCustomer(customerId);
    const cart = await mutateCart(customerId, (c) => {
      const item = c.items.find((i) => i.cartItemId === params.cartItemId);
      if (!item) throw failure('cart_item_not_found');
      if (item.quantity === body) return undefined;
      item.quantity = body;
      return c;
    });
    return ok(await toCartDto(cart));
  },
});
