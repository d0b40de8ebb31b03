import { kpiSettingSchema, manualCogsRequestSchema } from '@portail/common';
import { writeAudit } from '../../data/audit-repository.js';
import { writeKpiSetting } from '../../data/kpi-repository.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';

export const updateKpiManualCogs = defineRoute({
  name: 'updateKpiManualCogs',
  method: 'PUT',
  path: 'kpi/manual-cogs',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Pourcentage COGS manuel de l’année précédente : valeur nue ou { value }, 0 à 100, virgule acceptée',
  tags: ['kpi'],
  body: manualCogsRequestSchema,
  response: kpiSettingSchema,
  maxBodyBytes: 1024,
  async handler({ body, principal }) {
    const value = String(body);
    const before = await writeKpiSetting('ManualCogs', value);
    await writeAudit({ resource: 'kpi', action: 'update', entityId: 'ManualCogs', by: principal.user.id, at: new Date().toISOString(), before: before === undefined ? undefined : { value: before }, after: { value: value } });
    return ok({ name: 'ManualCogs', value });
  },
});
