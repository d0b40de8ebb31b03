import { cartSchema, discountRateSchema, idSchema } from '@portail/common';
import { z } from 'zod';
import { writeAudit } from '../../data/audit-repository.js';
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
  // A back-office write (docs/permissions.md): administrators only, audited on the customer.
  access: 'admin',
  scope: { kind: 'customer', in: 'params', key: 'customerId' },
  summary: 'Fixe la remise du panier (nombre JSON nu, pourcentage 0–100) ; répond le panier',
  tags: ['carts'],
  params: z.strictObject({ customerId: idSchema }),
  body: discountRateSchema,
  response: cartSchema,
  async handler({ params, body, principal }) {
    if (!(await findCustomerById(params.customerId))) throw notFound();
    let before: number | undefined;
    const cart = await mutateCart(params.customerId, (c) => {
      // Run again on a concurrent change: only the attempt that writes tells what it replaced.
      before = undefined;
      if (c.discountRate === body) return undefined;
      before = c.discountRate;
      c.discountRate = body;
      return c;
    });
    if (before !== undefined) {
      await writeAudit({ resource: 'customers', action: 'update', entityId: params.customerId, by: principal.user.id, at: new Date().toISOString(), before: { discountRate: before }, after: { discountRate: body } });
    }
    return ok(await toCartDto(cart));
  },
});
