import { cartItemSchema, idSchema } from '@portail/common';
import { z } from 'zod';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { cartItemOf, ownerOfCartItem, toCartItemDto } from './cart-dto.js';

export const getCartItem = defineRoute({
  name: 'getCartItem',
  method: 'GET',
  path: 'carts/items/{id}',
  access: 'user',
  scope: { kind: 'resource', param: 'id', resource: 'cartItem' },
  summary: 'Une ligne du panier',
  tags: ['carts'],
  params: z.strictObject({ id: idSchema }),
  response: cartItemSchema,
  async handler({ params, requireCustomer }) {
    const customerId = ownerOfCartItem(params.id);
    requireCustomer(customerId);
    return ok(toCartItemDto(await cartItemOf(customerId, params.id)));
  },
});
