import { customerStatsResponseSchema, idSchema } from '@portail/common';
import { z } from 'zod';
import { cachedCustomer } from '../../data/customer-cache.js';
import { readYearFigures } from '../../data/stats-repository.js';
import { customerNotFound } from '../../http/errors.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { cachedSalesContactOf } from '../customers/sales-contact.js';
import { toStatsResponse } from './stats-dto.js';

export const getCustomerStats = defineRoute({
  name: 'getCustomerStats',
  method: 'GET',
  path: 'statsContract/customer/{id}',
  access: 'user',
  scope: { kind: 'customer', in: 'params', key: 'id' },
  summary: 'Statistiques et points de l’année en cours d’un client (documents matérialisés)',
  tags: ['stats'],
  params: z.strictObject({ id: idSchema }),
  response: customerStatsResponseSchema,
  async handler({ params }) {
    const now = new Date();
    const year = now.getUTCFullYear();
    // The figures are materialised by refreshCustomerStats, never computed here: one batch of two reads,
    // beside the customer record from the instance's cache.
    const [customer, { stats, points }] = await Promise.all([cachedCustomer(params.id), readYearFigures(params.id, year)]);
    if (!customer) throw customerNotFound();
    return ok(toStatsResponse(customer, await cachedSalesContactOf(customer), year, stats, points, now));
  },
});
