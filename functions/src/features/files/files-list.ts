import { adminFileSchema, filesQuerySchema } from '@portail/common';
import { z } from 'zod';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { listFiles } from '../../services/contract-files.js';

export const listContractFiles = defineRoute({
  name: 'listContractFiles',
  method: 'GET',
  path: 'files',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Fichiers de contrat des clients nommés (customerNumbers séparés par des virgules), un enregistrement par client',
  tags: ['files'],
  query: filesQuerySchema,
  response: z.array(adminFileSchema),
  async handler({ query }) {
    return ok(await listFiles(query.customerNumbers));
  },
});
