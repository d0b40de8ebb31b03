import { idSchema, priceInputSchema, priceListLineSchema } from '@portail/common';
import { z } from 'zod';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { setPrice } from '../../services/price-lists.js';

export const setPriceListPrice = defineRoute({
  name: 'setPriceListPrice',
  method: 'POST',
  path: 'priceList/details/{id}',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Prix d’un produit dans la liste de prix {id} (productId, price en points ≥ 0)',
  tags: ['price-lists'],
  params: z.strictObject({ id: idSchema }),
  body: priceInputSchema,
  response: priceListLineSchema,
  async handler({ params, body, principal }) {
    return ok(await setPrice(params.id, body, principal.user.id));
  },
});
