import type { HttpRequest } from '@azure/functions';
import { CONTRACT_FILE_MAX_BYTES } from '@portail/common';
import { readBodyWithin } from '../../http/body.js';
import { failure } from '../../http/errors.js';

/** Room for the multipart envelope around the file itself. */
const ENVELOPE_BYTES = 64 * 1024;
/** The largest body a file upload accepts: the file's cap (contract files' 10 MB) and its envelope. */
export const UPLOAD_MAX_BODY_BYTES = CONTRACT_FILE_MAX_BYTES + ENVELOPE_BYTES;

const tooLarge = () => failure('file_too_large', { megabytes: CONTRACT_FILE_MAX_BYTES / 1024 / 1024 }, { field: 'file', status: 413 });

/**
 * The field « file » of a multipart upload, held to the contract files' size (what a claim's invoice shares):
 * counted while it arrives, refused there past the cap, not after the whole of it was held. Its type is for
 * the caller to read from its content (domain/contract-file-type.ts).
 */
export async function readUploadedFile(request: HttpRequest): Promise<{ fileName: string; bytes: Uint8Array }> {
  if (!/^multipart\/form-data\s*;/i.test(request.headers.get('content-type') ?? '')) {
    throw failure('upload_not_multipart');
  }
  const body = await readBodyWithin(request, UPLOAD_MAX_BODY_BYTES, tooLarge);
  const multipart = new Request('http://localhost/', {
    method: 'POST',
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    body: new Uint8Array(body),
  });
  const form = await multipart.formData().catch(() => {
    throw failure('multipart_unreadable', undefined, { field: 'file' });
  });
  const file = form.get('file');
  if (!file || typeof file === 'string') throw failure('no_file_selected', undefined, { field: 'file' });
  if (file.size > CONTRACT_FILE_MAX_BYTES) throw tooLarge();
  if (file.size === 0) throw failure('file_empty', undefined, { field: 'file' });
  return { fileName: file.name || 'fichier', bytes: new Uint8Array(await file.arrayBuffer()) };
}
