import { kpiStatisticsSchema, kpiYearQuerySchema } from '@portail/common';
import { kpiRowsOf } from '../../data/kpi-repository.js';
import { statisticsOf } from '../../domain/kpi-rollups.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { yearOrCurrent } from './kpi-settings.js';

export const getKpiStatistics = defineRoute({
  name: 'getKpiStatistics',
  method: 'GET',
  path: 'kpi/statistics',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Les huit indicateurs de l’onglet Statistiques pour une année (docs/kpi.md)',
  tags: ['kpi'],
  query: kpiYearQuerySchema,
  response: kpiStatisticsSchema,
  async handler({ query }) {
    const year = yearOrCurrent(query.year);
    return ok(statisticsOf(await kpiRowsOf(year), year));
  },
});
