import { kpiSettingSchema, manualCogsRequestSchema } from '@portail/common';
import { writeAudit } from '../../data/audit-repository.js';
import { json } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { ifMatchOf } from '../../http/versioned-writes.js';
import { saveKpiSetting } from '../../services/kpi-settings.js';

export const updateKpiManualCogs = defineRoute({
  name: 'updateKpiManualCogs',
  method: 'PUT',
  path: 'kpi/manual-cogs',
  access: 'admin',
  scope: { kind: 'none' },
  summary:
    'Pourcentage COGS manuel de l’année précédente : valeur nue ou { value }, 0 à 100, virgule acceptée (If-Match : la version des réglages lue par GET /api/kpi/by-names, 412 s’ils ont changé entre-temps)',
  tags: ['kpi'],
  body: manualCogsRequestSchema,
  response: kpiSettingSchema,
  maxBodyBytes: 1024,
  async handler({ body, principal, request }) {
    const value = String(body);
    const { before, version } = await saveKpiSetting('ManualCogs', value, ifMatchOf(request));
    await writeAudit({
      resource: 'kpi',
      action: 'update',
      entityId: 'ManualCogs',
      by: principal.user.id,
      at: new Date().toISOString(),
      before: before === undefined ? undefined : { value: before },
      after: { value: value },
    });
    return json(200, { name: 'ManualCogs', value }, { ETag: version });
  },
});
