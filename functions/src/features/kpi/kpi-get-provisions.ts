import { kpiProvisionsSchema, kpiYearQuerySchema } from '@portail/common';
import { provisionsOf } from '../../domain/kpi-rollups.js';
import { acceptsGzip, okJsonText } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { kpiYear } from '../../services/kpi-screens.js';
import { cogsKey, readCogsSettings, yearOrCurrent } from './kpi-settings.js';

export const getKpiProvisions = defineRoute({
  name: 'getKpiProvisions',
  method: 'GET',
  path: 'kpi/provisions',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Onglet Provisions (COGS) : points projetés, taux et provisions par franchise pour une année',
  tags: ['kpi'],
  query: kpiYearQuerySchema,
  response: kpiProvisionsSchema,
  async handler({ query, request }) {
    const year = yearOrCurrent(query.year);
    const [kpi, settings] = await Promise.all([kpiYear(year), readCogsSettings()]);
    const { body, gzipped } = await kpi.json(
      `provisions ${cogsKey(settings)}`,
      (rows) => provisionsOf(rows, year, settings),
      acceptsGzip(request.headers.get('accept-encoding')),
    );
    return okJsonText(body, gzipped);
  },
});
