import { exportIdParamsSchema, exportJobSchema } from '@portail/common';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { requireOwnExport, toExportDto } from './export-dto.js';

export const getExport = defineRoute({
  name: 'getExport',
  method: 'GET',
  path: 'exports/{id}',
  access: 'staff',
  scope: { kind: 'none' },
  summary: 'Export en arrière-plan : état, lignes écrites (au demandeur seul)',
  tags: ['exports'],
  params: exportIdParamsSchema,
  response: exportJobSchema,
  async handler({ params, principal }) {
    return ok(toExportDto(await requireOwnExport(params.id, principal)));
  },
});
