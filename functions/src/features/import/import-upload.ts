import { z } from 'zod';
import { json } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { startImport } from '../../services/import-upload.js';

export const uploadImport = defineRoute({
  name: 'uploadImport',
  method: 'POST',
  path: 'import',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Import Excel (multipart : file, table, options) : vérifié, mis en file, traité en arrière-plan (202)',
  tags: ['import'],
  response: z.object({ id: z.string() }),
  successStatus: 202,
  async handler({ request, principal }) {
    return json(202, { id: await startImport(request, principal) });
  },
});
