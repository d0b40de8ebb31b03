import { checkoutOrderSchema, createOrderFromCartRequestSchema, IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@portail/common';
import { failure } from '../../http/errors.js';
import { json } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { checkout } from './checkout-flow.js';

/**
 * Creates a Programme order from the customer's cart. The Idempotency-Key header (a UUID) is optional, as
 * in Stripe's API (the spec's call does not send it): the same key answers the same order (200) and never
 * debits twice; without it, the order is that of the cart's version, so a repeated submission of the same
 * cart gives one order too. The algorithm is in checkout-flow.ts.
 */
export const createOrderFromCart = defineRoute({
  name: 'createOrderFromCart',
  method: 'POST',
  path: 'orderOneStryker/createOrderFromCart',
  access: 'user',
  scope: { kind: 'customer', in: 'body', key: 'customerId' },
  summary:
    'Valide le panier : dépense min(total, points disponibles) une seule fois et facture le reste (en-tête Idempotency-Key facultatif ; sans lui, une version du panier donne une seule commande)',
  tags: ['checkout'],
  body: createOrderFromCartRequestSchema,
  response: checkoutOrderSchema,
  async handler({ request, body, principal }) {
    const header = request.headers.get(IDEMPOTENCY_KEY_HEADER);
    const key = header === null ? undefined : idempotencyKeySchema.safeParse(header);
    if (key && !key.success) throw failure('idempotency_key_invalid', undefined, { field: IDEMPOTENCY_KEY_HEADER });
    const { order, replay } = await checkout({
      customerId: body.customerId,
      idempotencyKey: key?.data,
      billingService: body.billingService ?? '',
      shippingAddressId: body.fK_ShippingAddressId ?? '',
      billingAddressId: body.fK_BillingAddressId ?? '',
      userId: principal.user.id,
    });
    return json(replay ? 200 : 201, order);
  },
});
