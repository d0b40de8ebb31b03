import { kpiKeyRequestSchema, kpiSettingSchema } from '@portail/common';
import { writeAudit } from '../../data/audit-repository.js';
import { json } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { ifMatchOf } from '../../http/versioned-writes.js';
import { saveKpiSetting } from '../../services/kpi-settings.js';

export const updateKpiKey = defineRoute({
  name: 'updateKpiKey',
  method: 'PUT',
  path: 'kpi/kpi-key',
  access: 'admin',
  scope: { kind: 'none' },
  summary:
    'Réglage KPI { name, value } : ManualCogs et CalculatedCogs en pourcentage 0–100, UseCurrentYearOrNot « true » ou « false », ActiveCogs « manual » ou « calculated », ManualCogs:<franchise> le pourcentage 0–100 de l’année précédente d’une franchise (vide : celui de ManualCogs) (If-Match : la version des réglages lue par GET /api/kpi/by-names, 412 s’ils ont changé entre-temps)',
  tags: ['kpi'],
  body: kpiKeyRequestSchema,
  response: kpiSettingSchema,
  maxBodyBytes: 1024,
  async handler({ body, principal, request }) {
    const { before, version } = await saveKpiSetting(body.name, body.value, ifMatchOf(request));
    await writeAudit({
      resource: 'kpi',
      action: 'update',
      entityId: body.name,
      by: principal.user.id,
      at: new Date().toISOString(),
      before: before === undefined ? undefined : { value: before },
      after: { value: body.value },
    });
    return json(200, body, { ETag: version });
  },
});
