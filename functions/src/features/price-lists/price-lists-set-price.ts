import { idSchema, priceInputSchema, priceListLineSchema } from '@portail/common';
import { z } from 'zod';
import { versionedJson } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { ifMatchOf } from '../../http/versioned-writes.js';
import { setPrice } from '../../services/price-lists.js';

export const setPriceListPrice = defineRoute({
  name: 'setPriceListPrice',
  method: 'POST',
  path: 'priceList/details/{id}',
  access: 'admin',
  scope: { kind: 'none' },
  summary:
    'Prix d’un produit dans la liste de prix {id} (productId, price en points ≥ 0 ; If-Match : la version de la liste lue, 412 si elle a changé entre-temps ; la nouvelle dans ETag)',
  versioned: true,
  tags: ['price-lists'],
  params: z.strictObject({ id: idSchema }),
  body: priceInputSchema,
  response: priceListLineSchema,
  async handler({ params, body, principal, request }) {
    return versionedJson(await setPrice(params.id, body, principal.user.id, ifMatchOf(request)));
  },
});
