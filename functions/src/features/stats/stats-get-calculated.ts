import { customerStatsResponseSchema, idSchema } from '@portail/common';
import { z } from 'zod';
import { customerNotFound } from '../../http/errors.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { calculateCustomerStats } from '../../services/stats-calculate.js';
import { salesContactOf } from '../customers/sales-contact.js';
import { toStatsResponse } from './stats-dto.js';

export const getCalculatedCustomerStats = defineRoute({
  name: 'getCalculatedCustomerStats',
  method: 'GET',
  path: 'statsContract/calculated/customer/{id}',
  access: 'staff',
  scope: { kind: 'customer', in: 'params', key: 'id' },
  summary: 'Statistiques de l’année en cours d’un client calculées à partir de ses ventes, sans rien enregistrer (carrousel du back-office)',
  tags: ['stats'],
  params: z.strictObject({ id: idSchema }),
  response: customerStatsResponseSchema,
  async handler({ params }) {
    const now = new Date();
    const year = now.getUTCFullYear();
    const calculated = await calculateCustomerStats(params.id, year, now);
    if (!calculated) throw customerNotFound();
    const { customer, stats, points } = calculated;
    return ok(toStatsResponse(customer, await salesContactOf(customer), year, stats, points, now));
  },
});
