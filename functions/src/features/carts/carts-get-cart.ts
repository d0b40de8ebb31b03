import { cartSchema, idSchema } from '@portail/common';
import { z } from 'zod';
import { cartVersion, emptyCart, readCart } from '../../data/carts-repository.js';
import { json } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { toCartDto } from './cart-dto.js';

export const getCart = defineRoute({
  name: 'getCart',
  method: 'GET',
  path: 'carts/{customerId}',
  access: 'user',
  scope: { kind: 'customer', in: 'params', key: 'customerId' },
  summary: 'Panier du client avec son récapitulatif (total, remise, points disponibles, reste à payer) ; sa version dans l’en-tête ETag',
  tags: ['carts'],
  params: z.strictObject({ customerId: idSchema }),
  response: cartSchema,
  async handler({ params }) {
    // A customer without a cart gets an empty one (nothing is written until the first change).
    const stored = await readCart(params.customerId);
    // Its version, for the back office's discount (If-Match).
    return json(200, await toCartDto(stored ?? emptyCart(params.customerId)), { ETag: cartVersion(stored) });
  },
});
