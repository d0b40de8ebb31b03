import { adminFileSchema, fileUploadQuerySchema } from '@portail/common';
import { z } from 'zod';
import { created } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { uploadFile } from '../../services/contract-files.js';
import { readUploadedFile, UPLOAD_MAX_BODY_BYTES } from './uploaded-file.js';

/** POST /api/Files/upload: multipart with the field « file »; its type is read from its content, not its name. */
export const uploadContractFile = defineRoute({
  name: 'uploadContractFile',
  method: 'POST',
  path: 'Files/upload',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Dépôt d’un fichier de contrat (PDF, DOC, DOCX vérifiés par leur contenu ; 10 Mo au plus) pour les clients nommés',
  tags: ['files'],
  query: fileUploadQuerySchema,
  response: z.array(adminFileSchema),
  maxBodyBytes: UPLOAD_MAX_BODY_BYTES,
  async handler({ request, query, principal }) {
    const { fileName, bytes } = await readUploadedFile(request);
    const records = await uploadFile({ fileName, bytes, customerNumbers: query.customerNumbers, contractId: query.contractId }, principal.user.id);
    return created(records);
  },
});
