import { kpiStatisticsSchema, kpiYearQuerySchema } from '@portail/common';
import { statisticsOf } from '../../domain/kpi-rollups.js';
import { acceptsGzip, okJsonText } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { kpiYear } from '../../services/kpi-screens.js';
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
  async handler({ query, request }) {
    const year = yearOrCurrent(query.year);
    const { body, gzipped } = await (
      await kpiYear(year)
    ).json('statistics', (rows) => statisticsOf(rows, year), acceptsGzip(request.headers.get('accept-encoding')));
    return okJsonText(body, gzipped);
  },
});
