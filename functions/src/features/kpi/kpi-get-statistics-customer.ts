import { kpiCustomerQuerySchema, kpiCustomerRowSchema, normaliseSearch } from '@portail/common';
import { z } from 'zod';
import { customerRowsOf } from '../../domain/kpi-rollups.js';
import { acceptsGzip, ok, okJsonText } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { kpiYear } from '../../services/kpi-screens.js';
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
  async handler({ query, request }) {
    const kpi = await kpiYear(yearOrCurrent(query.year));
    const wanted = query.customer ? normaliseSearch(query.customer) : '';
    if (!wanted) {
      const { body, gzipped } = await kpi.json('customers', customerRowsOf, acceptsGzip(request.headers.get('accept-encoding')));
      return okJsonText(body, gzipped);
    }
    const rows = await kpi.figures('customers', customerRowsOf);
    return ok(rows.filter((r) => r.customerId.toLowerCase() === wanted || normaliseSearch(r.customerNumber) === wanted));
  },
});
