import { kpiByNamesQuerySchema, kpiSettingSchema } from '@portail/common';
import { z } from 'zod';
import { readKpiSettings } from '../../data/kpi-repository.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';

export const getKpiSettingsByNames = defineRoute({
  name: 'getKpiSettingsByNames',
  method: 'GET',
  path: 'kpi/by-names',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Valeurs des réglages KPI demandés (names=ManualCogs,CalculatedCogs,UseCurrentYearOrNot) ; un réglage absent vaut ""',
  tags: ['kpi'],
  query: kpiByNamesQuerySchema,
  response: z.array(kpiSettingSchema),
  async handler({ query }) {
    const values = await readKpiSettings(query.names);
    return ok(query.names.map((name) => ({ name, value: values.get(name) ?? '' })));
  },
});
