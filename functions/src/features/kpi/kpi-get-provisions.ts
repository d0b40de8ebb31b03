import { kpiProvisionsSchema, kpiYearQuerySchema } from '@portail/common';
import { kpiRowsOf } from '../../data/kpi-repository.js';
import { provisionsOf } from '../../domain/kpi-rollups.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { readCogsSettings, yearOrCurrent } from './kpi-settings.js';

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
  async handler({ query }) {
    const year = yearOrCurrent(query.year);
    const [rows, settings] = await Promise.all([kpiRowsOf(year), readCogsSettings()]);
    return ok(provisionsOf(rows, year, settings));
  },
});
