import { claimKpiSchema } from '@portail/common';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { claimKpi } from '../../services/claims.js';

export const getClaimKpi = defineRoute({
  name: 'getClaimKpi',
  method: 'GET',
  path: 'kpi/claims',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'KPI des réclamations : ouvertes, délai médian de résolution (jours), points accordés par réclamation cette année',
  tags: ['kpi', 'claims'],
  response: claimKpiSchema,
  async handler() {
    return ok(await claimKpi());
  },
});
