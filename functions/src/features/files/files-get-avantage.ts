import { AVANTAGE_CONTENT_TYPES, avantageImageQuerySchema, avantageImageSchema, fr } from '@portail/common';
import type { Readable } from 'node:stream';
import { BLOB_CONTAINERS, openBlob } from '../../data/blob.js';
import { notFound } from '../../http/errors.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';

/** Larger blobs are not sent as base64 JSON (the carousel images are a few kilobytes). */
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

async function readAll(stream: Readable, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      stream.destroy();
      return undefined;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * An image of the Programme services' carousels (blob container 'avantages'), base64 in JSON as the
 * legacy showLink(code) served them. The name is checked by AVANTAGE_FILE_NAME before any storage call:
 * no path can be built from it. Its content type comes from the extension.
 */
export const getAvantageImage = defineRoute({
  name: 'getAvantageImage',
  method: 'GET',
  path: 'files/avantage',
  access: 'user',
  scope: { kind: 'none' },
  summary: 'Image (base64) d’un service payable du Programme',
  tags: ['files'],
  query: avantageImageQuerySchema,
  response: avantageImageSchema,
  async handler({ query }) {
    const stored = await openBlob(BLOB_CONTAINERS.avantages, query.fileName);
    if (!stored) throw notFound(fr['alert.error.avantage-missing']);
    const bytes = await readAll(stored.stream, MAX_IMAGE_BYTES);
    if (!bytes) throw notFound(fr['alert.error.avantage-missing']);
    const extension = query.fileName.slice(query.fileName.lastIndexOf('.') + 1);
    return ok({ fileName: query.fileName, contentType: AVANTAGE_CONTENT_TYPES[extension], data: bytes.toString('base64') });
  },
});
