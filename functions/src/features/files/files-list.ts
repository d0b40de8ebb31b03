import { adminFileSchema, filesQuerySchema } from '@portail/common';
import { z } from 'zod';
import { versionedJson } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { listFiles } from '../../services/contract-files.js';

export const listContractFiles = defineRoute({
  name: 'listContractFiles',
  method: 'GET',
  path: 'files',
  access: 'admin',
  scope: { kind: 'none' },
  summary:
    'Fichiers de contrat des clients nommés (customerNumbers séparés par des virgules), un enregistrement par client ; la version de chaque fichier dans l’en-tête ETag',
  tags: ['files'],
  query: filesQuerySchema,
  response: z.array(adminFileSchema),
  async handler({ query }) {
    return versionedJson(await listFiles(query.customerNumbers));
  },
});
