import { importIdParamsSchema } from '@portail/common';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { requireImportJob, toImportJobDto } from './import-dto.js';

export const getImport = defineRoute({
  name: 'getImport',
  method: 'GET',
  path: 'import/{id}',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'État d’un import : statut, avancement 0–100, compteurs, premières erreurs',
  tags: ['import'],
  params: importIdParamsSchema,
  async handler({ params }) {
    return ok(toImportJobDto(await requireImportJob(params.id)));
  },
});
