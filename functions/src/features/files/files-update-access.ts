import { adminFileSchema, fileAccessInputSchema, idSchema } from '@portail/common';
import { z } from 'zod';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { setFileAccess } from '../../services/contract-files.js';

export const updateContractFileAccess = defineRoute({
  name: 'updateContractFileAccess',
  method: 'PUT',
  path: 'files/{id}/access',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Clients autorisés à télécharger un fichier de contrat (exactement ceux nommés)',
  tags: ['files'],
  params: z.strictObject({ id: idSchema }),
  body: fileAccessInputSchema,
  response: z.array(adminFileSchema),
  async handler({ params, body, principal }) {
    return ok(await setFileAccess(params.id, body.customerNumbers, principal.user.id));
  },
});
