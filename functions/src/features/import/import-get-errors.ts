import { importIdParamsSchema } from '@portail/common';
import { file } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { errorReport } from '../../services/import-report.js';
import { requireImportJob } from './import-dto.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const getImportErrors = defineRoute({
  name: 'getImportErrors',
  method: 'GET',
  path: 'import/{id}/errors',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Rapport d’erreurs d’un import (.xlsx des lignes rejetées, avec le motif)',
  tags: ['import'],
  params: importIdParamsSchema,
  responseContentType: XLSX_TYPE,
  async handler({ params }) {
    const job = await requireImportJob(params.id);
    const base = job.fileName.replace(/\.[^.]*$/, '');
    return file(await errorReport(job), XLSX_TYPE, `rejets-${base}.xlsx`);
  },
});
