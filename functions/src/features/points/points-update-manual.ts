import { fr, pointsBalanceSchema, updatePointsRequestSchema } from '@portail/common';
import { findCustomerById } from '../../data/customers-repository.js';
import { addManualPoints, currentPointsYear } from '../../data/points-repository.js';
import { syncStatsManualPoints } from '../../data/stats-repository.js';
import { writeAudit } from '../../data/audit-repository.js';
import { conflict, notFound } from '../../http/errors.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { refreshCustomerKpiAfterWrite } from '../../services/kpi-aggregates.js';

/**
 * Administrator's points adjustment for the current year: one conditional patch on points-<year> that
 * changes manual and balance and appends a 'manual' ledger entry. A withdrawal larger than the balance
 * is refused with 409 (never clipped).
 */
export const updateManualPoints = defineRoute({
  name: 'updateManualPoints',
  method: 'POST',
  path: 'statsContract/updatePoints',
  access: 'admin',
  scope: { kind: 'customer', in: 'body', key: 'customerId' },
  summary: 'Ajoute ou retire des points au client pour l’année en cours (nombre entier non nul)',
  tags: ['points'],
  body: updatePointsRequestSchema,
  response: pointsBalanceSchema,
  async handler({ body, principal }) {
    if (!(await findCustomerById(body.customerId))) throw notFound();
    const year = currentPointsYear();
    const result = await addManualPoints(body.customerId, year, body.manualPointsToAdd, principal.user.id);
    if (!result.ok) throw conflict(fr['alert.error.points-negative']);
    await syncStatsManualPoints(body.customerId, year);
    await refreshCustomerKpiAfterWrite(body.customerId, year);
    const d = result.doc;
    // On the customer's history (its edit dialog's « Historique »): who moved how many points, and why.
    await writeAudit({
      resource: 'customers',
      action: 'update',
      entityId: body.customerId,
      by: principal.user.id,
      at: new Date().toISOString(),
      before: { manualPoints: d.manual - body.manualPointsToAdd, balance: d.balance - body.manualPointsToAdd },
      after: { manualPoints: d.manual, balance: d.balance },
      reason: body.reason,
    });
    return ok({ customerId: body.customerId, year, earned: d.earned, manualPoints: d.manual, spent: d.spent, balance: d.balance });
  },
});
