import type { HttpRequest } from '@azure/functions';
import { CONTRACT_FILE_MAX_BYTES, fr } from '@portail/common';
import { readBodyWithin } from '../../http/body.js';
import { ApiError, badRequest } from '../../http/errors.js';

/** Room for the multipart envelope around the file itself. */
const ENVELOPE_BYTES = 64 * 1024;
/** The largest body a file upload accepts: the file's cap (contract files' 10 MB) and its envelope. */
export const UPLOAD_MAX_BODY_BYTES = CONTRACT_FILE_MAX_BYTES + ENVELOPE_BYTES;

const tooLarge = () => new ApiError(413, 'payload_too_large', `Le fichier dépasse la taille maximale de ${CONTRACT_FILE_MAX_BYTES / 1024 / 1024} Mo.`, 'file');

/**
 * The field « file » of a multipart upload, held to the contract files' size (what a claim's invoice shares):
 * counted while it arrives, refused there past the cap, not after the whole of it was held. Its type is for
 * the caller to read from its content (domain/contract-file-type.ts).
 */
export async function readUploadedFile(request: HttpRequest): Promise<{ fileName: string; bytes: Uint8Array }> {
  if (!/^multipart\/form-data\s*;/i.test(request.headers.get('content-type') ?? '')) {
    throw new ApiError(415, 'unsupported_media_type', 'Le fichier est attendu en multipart/form-data (champ « file »).');
  }
  const body = await readBodyWithin(request, UPLOAD_MAX_BODY_BYTES, tooLarge);
  const multipart = new Request('http://localhost/', {
    method: 'POST',
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    body: new Uint8Array(body),
  });
  const form = await multipart.formData().catch(() => {
    throw badRequest('Le contenu multipart est illisible.', 'file');
  });
  const file = form.get('file');
  if (!file || typeof file === 'string') throw badRequest(fr['errors.no-file-selected'], 'file');
  if (file.size > CONTRACT_FILE_MAX_BYTES) throw tooLarge();
  if (file.size === 0) throw badRequest('Champ « file » : le fichier est vide.', 'file');
  return { fileName: file.name || 'fichier', bytes: new Uint8Array(await file.arrayBuffer()) };
}
