import { kpiKeyRequestSchema, kpiSettingSchema } from '@portail/common';
import { writeAudit } from '../../data/audit-repository.js';
import { writeKpiSetting } from '../../data/kpi-repository.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';

export const updateKpiKey = defineRoute({
  name: 'updateKpiKey',
  method: 'PUT',
  path: 'kpi/kpi-key',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Réglage KPI { name, value } : ManualCogs et CalculatedCogs en pourcentage 0–100, UseCurrentYearOrNot « true » ou « false »',
  tags: ['kpi'],
  body: kpiKeyRequestSchema,
  response: kpiSettingSchema,
  maxBodyBytes: 1024,
  async handler({ body, principal }) {
    const before = await writeKpiSetting(body.name, body.value);
    await writeAudit({ resource: 'kpi', action: 'update', entityId: body.name, by: principal.user.id, at: new Date().toISOString(), before: before === undefined ? undefined : { value: before }, after: { value: body.value } });
    return ok(body);
  },
});
