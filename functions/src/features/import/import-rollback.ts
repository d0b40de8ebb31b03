import { importIdParamsSchema } from '@portail/common';
import { json } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { requestRollback } from '../../services/import-rollback.js';
import { requireImportJob, toImportJobDto } from './import-dto.js';

export const rollbackImport = defineRoute({
  name: 'rollbackImport',
  method: 'POST',
  path: 'import/{id}/rollback',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Annule un import (créations supprimées, mises à jour restaurées) ; 409 si un import ultérieur a modifié les mêmes enregistrements',
  tags: ['import'],
  params: importIdParamsSchema,
  successStatus: 202,
  async handler({ params, principal }) {
    const job = await requireImportJob(params.id);
    return json(202, toImportJobDto(await requestRollback(job, { email: principal.user.email, id: principal.user.id })));
  },
});
