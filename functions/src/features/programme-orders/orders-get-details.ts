import { orderDetailsSchema } from '@portail/common';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { loadOrderFor, orderIdParams } from './order-access.js';

export const getOrderDetails = defineRoute({
  name: 'getOrderDetails',
  method: 'GET',
  path: 'orderOneStryker/{id}/details',
  access: 'user',
  scope: { kind: 'resource', param: 'id', resource: 'order' },
  summary: 'Lignes d’une commande Programme',
  tags: ['orders'],
  params: orderIdParams,
  response: orderDetailsSchema,
  async handler({ params, requireCustomer }) {
    const order = await loadOrderFor(params.id, requireCustomer);
    return ok(
      order.lines.map((l) => ({
        reference: l.reference,
        description: l.description,
        unitPrice: l.unitPrice,
        quantity: l.quantity,
        currentCost: l.currentCost,
      })),
    );
  },
});
