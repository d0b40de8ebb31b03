import { kpiByNamesQuerySchema, kpiSettingSchema } from '@portail/common';
import { z } from 'zod';
import { json } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { kpiSettingValues } from '../../services/kpi-settings.js';

export const getKpiSettingsByNames = defineRoute({
  name: 'getKpiSettingsByNames',
  method: 'GET',
  path: 'kpi/by-names',
  access: 'admin',
  scope: { kind: 'none' },
  summary:
    'Valeurs des réglages KPI demandés (names=ManualCogs,CalculatedCogs,UseCurrentYearOrNot,ActiveCogs, ManualCogs:<franchise>) ; un réglage absent vaut "" ; la version des réglages dans l’en-tête ETag',
  tags: ['kpi'],
  query: kpiByNamesQuerySchema,
  response: z.array(kpiSettingSchema),
  async handler({ query }) {
    // With their version, for the saves (If-Match): the settings are edited together on one screen.
    const { values, version } = await kpiSettingValues(query.names);
    return json(200, values, { ETag: version });
  },
});
