import { pointsBalanceSchema, updatePointsRequestSchema } from '@portail/common';
import { findCustomerById } from '../../data/customers-repository.js';
import { notFound } from '../../http/errors.js';
import { idempotencyKeyOf } from '../../http/idempotency-key.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { adjustPoints } from '../../services/manual-points.js';

/**
 * Administrator's points adjustment for the current year (services/manual-points.ts): made once, with its
 * audit entry and follow-up even when the request's budget runs out after it. The Idempotency-Key header
 * (a UUID, optional as on the checkout) makes a retry answer the first adjustment (200) instead of moving
 * the points again; the same key with another body is refused (422).
 */
export const updateManualPoints = defineRoute({
  name: 'updateManualPoints',
  method: 'POST',
  path: 'statsContract/updatePoints',
  access: 'admin',
  scope: { kind: 'customer', in: 'body', key: 'customerId' },
  summary:
    'Ajoute ou retire des points au client pour l’année en cours (nombre entier non nul ; en-tête Idempotency-Key facultatif : la même clé ne crédite qu’une fois)',
  tags: ['points'],
  body: updatePointsRequestSchema,
  response: pointsBalanceSchema,
  async handler({ body, principal, request }) {
    const idempotencyKey = idempotencyKeyOf(request);
    if (!(await findCustomerById(body.customerId))) throw notFound();
    const { points: d, year } = await adjustPoints({
      customerId: body.customerId,
      amount: body.manualPointsToAdd,
      reason: body.reason,
      by: principal.user.id,
      idempotencyKey,
      body,
    });
    return ok({ customerId: body.customerId, year, earned: d.earned, manualPoints: d.manual, spent: d.spent, balance: d.balance });
  },
});
