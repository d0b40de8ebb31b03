import { adminFileSchema, CONTRACT_FILE_MAX_BYTES, fileUploadQuerySchema, fr } from '@portail/common';
import { z } from 'zod';
import { readBodyWithin } from '../../http/body.js';
import { ApiError, badRequest } from '../../http/errors.js';
import { created } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { uploadFile } from '../../services/contract-files.js';

/** Room for the multipart envelope around the file itself. */
const ENVELOPE_BYTES = 64 * 1024;
const tooLarge = () => new ApiError(413, 'payload_too_large', `Le fichier dépasse la taille maximale de ${CONTRACT_FILE_MAX_BYTES / 1024 / 1024} Mo.`, 'file');

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
  maxBodyBytes: CONTRACT_FILE_MAX_BYTES + ENVELOPE_BYTES,
  async handler({ request, query, principal }) {
    if (!/^multipart\/form-data\s*;/i.test(request.headers.get('content-type') ?? '')) {
      throw new ApiError(415, 'unsupported_media_type', 'Le fichier est attendu en multipart/form-data (champ « file »).');
    }
    // Counted while it arrives: a body past the cap is refused there, not after the whole of it was held.
    const body = await readBodyWithin(request, CONTRACT_FILE_MAX_BYTES + ENVELOPE_BYTES, tooLarge);
    const multipart = new Request('http://localhost/', { method: 'POST', headers: { 'content-type': request.headers.get('content-type') ?? '' }, body: new Uint8Array(body) });
    const form = await multipart.formData().catch(() => {
      throw badRequest('Le contenu multipart est illisible.', 'file');
    });
    const file = form.get('file');
    if (!file || typeof file === 'string') throw badRequest(fr['errors.no-file-selected'], 'file');
    if (file.size > CONTRACT_FILE_MAX_BYTES) throw tooLarge();
    if (file.size === 0) throw badRequest('Champ « file » : le fichier est vide.', 'file');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const records = await uploadFile({ fileName: file.name || 'fichier', bytes, customerNumbers: query.customerNumbers, contractId: query.contractId }, principal.user.id);
    return created(records);
  },
});
