import { BENEFIT_IMAGE_CONTENT_TYPES, benefitImageQuerySchema, benefitImageSchema } from '@portail/common';
import { buffer } from 'node:stream/consumers';
import { BLOB_CONTAINERS, openBlob } from '../../data/blob.js';
import { failure } from '../../http/errors.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';

/** Larger blobs are not sent as base64 JSON (the carousel images are a few kilobytes). */
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/**
 * An image of the Programme services' carousels (blob container 'avantages'), base64 in JSON as the
 * legacy showLink(code) served them. The name is checked by BENEFIT_IMAGE_FILE_NAME before any storage call:
 * no path can be built from it. Its content type comes from the extension.
 */
export const getBenefitImage = defineRoute({
  name: 'getBenefitImage',
  method: 'GET',
  path: 'files/avantage',
  access: 'user',
  scope: { kind: 'none' },
  summary: 'Image (base64) d’un service payable du Programme',
  tags: ['files'],
  query: benefitImageQuerySchema,
  response: benefitImageSchema,
  async handler({ query }) {
    const stored = await openBlob(BLOB_CONTAINERS.benefitImages, query.fileName);
    if (!stored) throw failure('avantage_missing');
    if ((stored.contentLength ?? Infinity) > MAX_IMAGE_BYTES) {
      stored.stream.destroy();
      throw failure('avantage_missing');
    }
    const bytes = await buffer(stored.stream);
    const extension = query.fileName.slice(query.fileName.lastIndexOf('.') + 1);
    return ok({ fileName: query.fileName, contentType: BENEFIT_IMAGE_CONTENT_TYPES[extension], data: bytes.toString('base64') });
  },
});
