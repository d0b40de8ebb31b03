import { importTableParamsSchema } from '@portail/common';
import { file } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const getImportTemplate = defineRoute({
  name: 'getImportTemplate',
  method: 'GET',
  path: 'import/template/{table}',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Modèle Excel d’une table d’import (en-têtes attendus et feuille de notes)',
  tags: ['import'],
  params: importTableParamsSchema,
  responseContentType: XLSX_TYPE,
  async handler({ params }) {
    // SheetJS is loaded on first use, not at start (docs/performance.md, « Démarrage à froid »).
    const { importTemplate } = await import('../../services/import-template.js');
    return file(importTemplate(params.table), XLSX_TYPE, `modele-import-${params.table}.xlsx`);
  },
});
