import { kpiFranchiseRowSchema, kpiYearQuerySchema } from '@portail/common';
import { z } from 'zod';
import { franchiseRowsOf } from '../../domain/kpi-rollups.js';
import { acceptsGzip, okJsonText } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { kpiYear } from '../../services/kpi-screens.js';
import { yearOrCurrent } from './kpi-settings.js';

export const getKpiStatisticsFranchise = defineRoute({
  name: 'getKpiStatisticsFranchise',
  method: 'GET',
  path: 'kpi/statistics-franchise',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Onglet Divisions : commandes, points et produits vendus par franchise pour une année',
  tags: ['kpi'],
  query: kpiYearQuerySchema,
  response: z.array(kpiFranchiseRowSchema),
  async handler({ query, request }) {
    const { body, gzipped } = await (
      await kpiYear(yearOrCurrent(query.year))
    ).json('franchises', franchiseRowsOf, acceptsGzip(request.headers.get('accept-encoding')));
    return okJsonText(body, gzipped);
  },
});
