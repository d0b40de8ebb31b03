import { customerStatsResponseSchema, idSchema } from '@portail/common';
import { z } from 'zod';
import { findCustomerById } from '../../data/customers-repository.js';
import { readPoints } from '../../data/points-repository.js';
import { refreshCustomerStats } from '../../services/stats-refresh.js';
import { customerNotFound } from '../../http/errors.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { salesContactOf } from '../customers/sales-contact.js';
import { toStatsResponse } from './stats-dto.js';

export const recalculateCustomerStats = defineRoute({
  name: 'recalculateCustomerStats',
  method: 'POST',
  path: 'statsContract/recalculate/{id}',
  access: 'admin',
  scope: { kind: 'customer', in: 'params', key: 'id' },
  summary: 'Recalcule les statistiques et les points gagnés de l’année en cours d’un client à partir de ses ventes',
  tags: ['stats'],
  params: z.strictObject({ id: idSchema }),
  response: customerStatsResponseSchema,
  async handler({ params }) {
    const now = new Date();
    const year = now.getUTCFullYear();
    const stats = await refreshCustomerStats(params.id, year, now);
    if (!stats) throw customerNotFound();
    const [customer, points] = await Promise.all([findCustomerById(params.id), readPoints(params.id, year)]);
    if (!customer) throw customerNotFound();
    return ok(toStatsResponse(customer, await salesContactOf(customer), year, stats, points, now));
  },
});
