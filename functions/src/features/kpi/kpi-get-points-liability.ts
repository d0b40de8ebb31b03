import { kpiLiabilityQuerySchema, kpiLiabilitySchema } from '@portail/common';
import { acceptsGzip, okJsonText } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { liabilityOfYear } from './kpi-liability.js';
import { yearOrCurrent } from './kpi-settings.js';

export const getKpiPointsLiability = defineRoute({
  name: 'getKpiPointsLiability',
  method: 'GET',
  path: 'kpi/points-liability',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Passif points : tableau mensuel ouverture + émis − consommés − expirés ± ajustements = clôture, et le détail par client',
  tags: ['kpi'],
  query: kpiLiabilityQuerySchema,
  response: kpiLiabilitySchema,
  async handler({ query, request }) {
    const { kpi, key, compute } = await liabilityOfYear(yearOrCurrent(query.year));
    const { body, gzipped } = await kpi.json(key, compute, acceptsGzip(request.headers.get('accept-encoding')));
    return okJsonText(body, gzipped);
  },
});
