import { cartSchema, discountRateSchema, idSchema } from '@portail/common';
import { z } from 'zod';
import { mutateCart } from '../../data/carts-repository.js';
import { findCustomerById } from '../../data/customers-repository.js';
import { notFound } from '../../http/errors.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { toCartDto } from './cart-dto.js';

export const updateCartDiscountRate = defineRoute({
  name: 'updateCartDiscountRate',
  method: 'PUT',
  path: 'carts/{customerId}/discountRate',
  access: 'staff',
  scope: { kind: 'customer', in: 'params', key: 'customerId' },
  summary: 'Fixe la remise du panier (nombre JSON nu, pourcentage 0–100) ; répond le panier',
  tags: ['carts'],
  params: z.strictObject({ customerId: idSchema }),
  body: discountRateSchema,
  response: cartSchema,
  async handler({ params, body }) {
    if (!(await findCustomerById(params.customerId))) throw notFound();
    const cart = await mutateCart(params.customerId, (c) => {
      if (c.discountRate === body) return undefined;
      c.discountRate = body;
      return c;
    });
    return ok(await toCartDto(cart));
  },
});
