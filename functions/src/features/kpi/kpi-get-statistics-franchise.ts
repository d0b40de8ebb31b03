import { kpiFranchiseRowSchema, kpiYearQuerySchema } from '@portail/common';
import { z } from 'zod';
import { kpiRowsOf } from '../../data/kpi-repository.js';
import { franchiseRowsOf } from '../../domain/kpi-rollups.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
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
  async handler({ query }) {
    return ok(franchiseRowsOf(await kpiRowsOf(yearOrCurrent(query.year))));
  },
});
