import { adminFileSchema, fileAccessInputSchema, idSchema } from '@portail/common';
import { z } from 'zod';
import { versionedJson } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { ifMatchOf } from '../../http/versioned-writes.js';
import { setFileAccess } from '../../services/contract-files.js';

export const updateContractFileAccess = defineRoute({
  name: 'updateContractFileAccess',
  method: 'PUT',
  path: 'files/{id}/access',
  access: 'admin',
  scope: { kind: 'none' },
  summary:
    'Clients autorisés à télécharger un fichier de contrat (exactement ceux nommés ; If-Match : la version lue par GET /api/files, 412 si le fichier a changé entre-temps)',
  tags: ['files'],
  params: z.strictObject({ id: idSchema }),
  body: fileAccessInputSchema,
  response: z.array(adminFileSchema),
  async handler({ params, body, principal, request }) {
    return versionedJson(await setFileAccess(params.id, body.customerNumbers, principal.user.id, ifMatchOf(request)));
  },
});
