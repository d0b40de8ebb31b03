import type { HttpResponseInit } from '@azure/functions';
import type { BlobDownload } from '../../data/blob.js';
import { SECURITY_HEADERS } from '../../http/responses.js';

/** A stored blob streamed to the caller as an attachment (RFC 6266 file name, as http/responses file()). */
export function streamedFile(download: BlobDownload, fallbackContentType: string, fileName: string): HttpResponseInit {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return {
    status: 200,
    body: download.stream,
    headers: {
      ...SECURITY_HEADERS,
      'Content-Type': download.contentType || fallbackContentType,
      ...(download.contentLength !== undefined ? { 'Content-Length': String(download.contentLength) } : {}),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  };
}
