import { cartSchema, discountRateSchema, idSchema } from '@portail/common';
import { z } from 'zod';
import { writeAudit } from '../../data/audit-repository.js';
import { cartVersion, mutateCart, readCart } from '../../data/carts-repository.js';
import { findCustomerById } from '../../data/customers-repository.js';
import { ANY_VERSION } from '../../domain/versions.js';
import { notFound, staleWrite } from '../../http/errors.js';
import { json } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { checkVersion, ifMatchOf } from '../../http/versioned-writes.js';
import { toCartDto } from './cart-dto.js';

export const updateCartDiscountRate = defineRoute({
  name: 'updateCartDiscountRate',
  method: 'PUT',
  path: 'carts/{customerId}/discountRate',
  // A back-office write (docs/permissions.md): administrators only, audited on the customer.
  access: 'admin',
  scope: { kind: 'customer', in: 'params', key: 'customerId' },
  summary:
    'Fixe la remise du panier (nombre JSON nu, pourcentage 0–100 ; If-Match : la version du panier lue, 412 s’il a changé entre-temps) ; répond le panier',
  tags: ['carts'],
  params: z.strictObject({ customerId: idSchema }),
  body: discountRateSchema,
  response: cartSchema,
  async handler({ params, body, principal, request }) {
    if (!(await findCustomerById(params.customerId))) throw notFound();
    // The discount is chosen looking at the cart: a cart that changed since it was read is not discounted blindly.
    const read = await readCart(params.customerId);
    const ifMatch = ifMatchOf(request);
    checkVersion(ifMatch, cartVersion(read));
    let before: number | undefined;
    const cart = await mutateCart(params.customerId, (c) => {
      // A write that landed between the check and this one: the cart is no longer the one read.
      if (ifMatch !== ANY_VERSION && (read ? c.updatedAt !== read.updatedAt : c.items.length > 0 || c.discountRate !== 0)) throw staleWrite();
      // Run again on a concurrent change: only the attempt that writes tells what it replaced.
      before = undefined;
      if (c.discountRate === body) return undefined;
      before = c.discountRate;
      c.discountRate = body;
      return c;
    });
    if (before !== undefined) {
      await writeAudit({
        resource: 'customers',
        action: 'update',
        entityId: params.customerId,
        by: principal.user.id,
        at: new Date().toISOString(),
        before: { discountRate: before },
        after: { discountRate: body },
      });
    }
    return json(200, await toCartDto(cart), { ETag: cartVersion(await readCart(params.customerId)) });
  },
});
