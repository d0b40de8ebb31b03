import { recalculateAnswerSchema } from '@portail/common';
import { writeAudit } from '../../data/audit-repository.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { recalculateSalesCustomColumns } from '../../services/sales-custom-columns.js';

export const recalculateStrykerCommandsCustomColumns = defineRoute({
  name: 'recalculateStrykerCommandsCustomColumns',
  method: 'POST',
  path: 'strykerCommands/recalculate-custom-columns',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Recalcul des colonnes personnalisées des lignes de ventes importées depuis leurs produits (points et statistiques suivent)',
  tags: ['company-orders'],
  response: recalculateAnswerSchema,
  async handler({ principal }) {
    const { lines, changed } = await recalculateSalesCustomColumns();
    await writeAudit({ resource: 'strykerCommands', action: 'update', entityId: 'recalculate-custom-columns', by: principal.user.id, at: new Date().toISOString(), after: { lines, changed } });
    return ok(`Colonnes personnalisées recalculées : ${changed} ligne(s) de ventes modifiée(s) sur ${lines}.`);
  },
});
