import { idSchema, itemCountSchema } from '@portail/common';
import { z } from 'zod';
import { mutateCart } from '../../data/carts-repository.js';
import { cartItemCount } from '../../domain/points-ledger.js';
import { failure } from '../../http/errors.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { ownerOfCartItem } from './cart-dto.js';

export const deleteCartItem = defineRoute({
  name: 'deleteCartItem',
  method: 'DELETE',
  path: 'carts/items/{id}',
  access: 'user',
  scope: { kind: 'resource', param: 'id', resource: 'cartItem' },
  // The back office's cart dialog removes lines too (back-office.md, « Panier et remise »).
  adminMayWrite: true,
  summary: 'Retire une ligne du panier ; répond le nombre de lignes restantes',
  tags: ['carts'],
  params: z.strictObject({ id: idSchema }),
  response: itemCountSchema,
  async handler({ params, requireCustomer }) {
    const customerId = ownerOfCartItem(params.id);
    requireCustomer(customerId);
    const cart = await mutateCart(customerId, (c) => {
      if (!c.items.some((i) => i.cartItemId === params.id)) throw failure('cart_item_not_found');
      c.items = c.items.filter((i) => i.cartItemId !== params.id);
      return c;
    });
    return ok({ itemCount: cartItemCount(cart.items) });
  },
});
