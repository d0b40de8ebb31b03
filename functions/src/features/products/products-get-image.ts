import { idSchema } from '@portail/common';
import { z } from 'zod';
import { BLOB_CONTAINERS, openBlob } from '../../data/blob.js';
import { isAdmin, type Principal } from '../../auth/principal.js';
import { findProductById } from '../../data/products-repository.js';
import { isVisibleTo } from '../../domain/catalogue.js';
import type { ProductDoc } from '../../model/products.js';
import { failure } from '../../http/errors.js';
import { SECURITY_HEADERS } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';

/**
 * The catalogue's rule: an administrator sees every product; anyone else a product that the catalogue of one
 * of their customers shows (active, and not reserved to other customers).
 */
const visibleToCaller = (product: ProductDoc, principal: Principal) => isAdmin(principal) || principal.user.customerIds.some((id) => isVisibleTo(product, id));

/**
 * The product's image (blob of container 'product-images' named by ProductDoc.image), shown inline, to
 * whoever may see the product: a product the caller's catalogue does not show answers 404, as an unknown one.
 */
export const getProductImage = defineRoute({
  name: 'getProductImage',
  method: 'GET',
  path: 'products/{id}/image',
  access: 'user',
  scope: { kind: 'resource', param: 'id', resource: 'product' },
  summary: 'Image d’un produit du catalogue',
  tags: ['products'],
  params: z.strictObject({ id: idSchema }),
  responseContentType: 'image/*',
  async handler({ params, principal }) {
    const product = await findProductById(params.id);
    if (!product?.image || !visibleToCaller(product, principal)) throw failure('product_image_missing');
    const stored = await openBlob(BLOB_CONTAINERS.productImages, product.image);
    if (!stored) throw failure('product_image_missing');
    const type = stored.contentType && /^image\/(png|jpeg|webp|gif|avif)$/.test(stored.contentType) ? stored.contentType : 'application/octet-stream';
    return {
      status: 200,
      body: stored.stream,
      headers: {
        ...SECURITY_HEADERS,
        'Content-Type': type,
        ...(stored.contentLength !== undefined ? { 'Content-Length': String(stored.contentLength) } : {}),
        'Content-Disposition': 'inline',
      },
    };
  },
});
