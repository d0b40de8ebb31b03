import type { HttpRequest } from '@azure/functions';
import { failure } from './errors.js';

const payloadTooLarge = () => failure('payload_too_large');

/**
 * The request body, refused with 413 as soon as it passes `maxBytes`: a declared Content-Length is checked
 * first, and the bytes are counted while they arrive, so a body sent without Content-Length (chunked) is
 * cut off at the limit instead of being held in memory whole. The rest of the stream is cancelled. The
 * multipart routes pass the refusal their own callers expect (`tooLarge`).
 */
export async function readBodyWithin(request: HttpRequest, maxBytes: number, tooLarge: () => Error = payloadTooLarge): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);
  const reader = (request.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
