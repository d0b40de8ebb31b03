import { cartSchema, idSchema } from '@portail/common';
import { z } from 'zod';
import { emptyCart, readCart } from '../../data/carts-repository.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { toCartDto } from './cart-dto.js';

export const getCart = defineRoute({
  name: 'getCart',
  method: 'GET',
  path: 'carts/{customerId}',
  access: 'user',
  scope: { kind: 'customer', in: 'params', key: 'customerId' },
  summary: 'Panier du client avec son récapitulatif (total, remise, points disponibles, reste à payer)',
  tags: ['carts'],
  params: z.strictObject({ customerId: idSchema }),
  response: cartSchema,
  async handler({ params }) {
    // A customer without a cart gets an empty one (nothing is written until the first change).
    const cart = (await readCart(params.customerId)) ?? emptyCart(params.customerId);
    return ok(await toCartDto(cart));
  },
});
