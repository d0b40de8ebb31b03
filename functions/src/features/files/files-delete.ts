import { fileDeleteQuerySchema, idSchema } from '@portail/common';
import { z } from 'zod';
import { noContent } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { ifMatchOf } from '../../http/versioned-writes.js';
import { deleteFile } from '../../services/contract-files.js';

export const deleteContractFile = defineRoute({
  name: 'deleteContractFile',
  method: 'DELETE',
  path: 'files/{id}',
  access: 'admin',
  scope: { kind: 'none' },
  summary:
    'Retrait d’un fichier de contrat pour les clients nommés (tous sans customerNumbers) ; le fichier part avec son dernier client (If-Match : la version lue par GET /api/files, 412 si le fichier a changé entre-temps)',
  tags: ['files'],
  params: z.strictObject({ id: idSchema }),
  query: fileDeleteQuerySchema,
  async handler({ params, query, principal, request }) {
    await deleteFile(params.id, query.customerNumbers, principal.user.id, ifMatchOf(request));
    return noContent();
  },
});
