import { kpiCustomerQuerySchema, kpiCustomerRowSchema, normaliseSearch } from '@portail/common';
import { z } from 'zod';
import { kpiRowsOf } from '../../data/kpi-repository.js';
import { customerRowsOf } from '../../domain/kpi-rollups.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { yearOrCurrent } from './kpi-settings.js';

export const getKpiStatisticsCustomer = defineRoute({
  name: 'getKpiStatisticsCustomer',
  method: 'GET',
  path: 'kpi/statistics-customer',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Onglet Clients : une ligne par client (statuts, CA des deux années, points, prévision) ; customer restreint à un id ou un numéro',
  tags: ['kpi'],
  query: kpiCustomerQuerySchema,
  response: z.array(kpiCustomerRowSchema),
  async handler({ query }) {
    const rows = customerRowsOf(await kpiRowsOf(yearOrCurrent(query.year)));
    const wanted = query.customer ? normaliseSearch(query.customer) : '';
    return ok(wanted ? rows.filter((r) => r.customerId.toLowerCase() === wanted || normaliseSearch(r.customerNumber) === wanted) : rows);
  },
});
