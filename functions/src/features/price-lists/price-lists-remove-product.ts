import { idSchema, priceListLineSchema } from '@portail/common';
import { z } from 'zod';
import { versionedJson } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { ifMatchOf } from '../../http/versioned-writes.js';
import { removePriceListProduct } from '../../services/price-list-lines.js';

export const removePriceListProductRoute = defineRoute({
  name: 'removePriceListProduct',
  method: 'DELETE',
  path: 'priceList/details/{id}/{productId}',
  access: 'admin',
  scope: { kind: 'none' },
  summary:
    'Retire un produit de la liste de prix {id} (If-Match : la version de la liste lue, 412 si elle a changé) ; répond les produits restants, la nouvelle version dans ETag',
  tags: ['price-lists'],
  params: z.strictObject({ id: idSchema, productId: idSchema }),
  response: z.array(priceListLineSchema),
  async handler({ params, principal, request }) {
    return versionedJson(await removePriceListProduct(params.id, params.productId, principal.user.id, ifMatchOf(request)));
  },
});
