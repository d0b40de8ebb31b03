import { kpiByNamesQuerySchema, kpiSettingSchema } from '@portail/common';
import { z } from 'zod';
import { readKpiSettings } from '../../data/kpi-repository.js';
import { json } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { kpiSettingsVersion } from '../../services/kpi-settings.js';

export const getKpiSettingsByNames = defineRoute({
  name: 'getKpiSettingsByNames',
  method: 'GET',
  path: 'kpi/by-names',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Valeurs des réglages KPI demandés (names=ManualCogs,CalculatedCogs,UseCurrentYearOrNot) ; un réglage absent vaut "" ; la version des réglages dans l’en-tête ETag',
  tags: ['kpi'],
  query: kpiByNamesQuerySchema,
  response: z.array(kpiSettingSchema),
  async handler({ query }) {
    const values = await readKpiSettings(query.names);
    // Their version, for the saves (If-Match): the settings are edited together on one screen.
    return json(200, query.names.map((name) => ({ name, value: values.get(name) ?? '' })), { ETag: await kpiSettingsVersion() });
  },
});
