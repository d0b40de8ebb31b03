import { idSchema, priceListLineSchema } from '@portail/common';
import { z } from 'zod';
import { notFound } from '../../http/errors.js';
import { json } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { mustFindPriceList } from '../../services/price-lists.js';

export const getPriceListDetails = defineRoute({
  name: 'getPriceListDetails',
  method: 'GET',
  path: 'priceList/{id}/details',
  access: 'staff',
  scope: { kind: 'resource', param: 'id', resource: 'priceList' },
  summary: 'Produits d’une liste de prix (référence, description, prix en points), par référence ; la version de la liste dans l’en-tête ETag',
  tags: ['price-lists'],
  params: z.strictObject({ id: idSchema }),
  response: z.array(priceListLineSchema),
  async handler({ params, requireCustomer }) {
    const list = await mustFindPriceList(params.id).catch(() => {
      throw notFound();
    });
    requireCustomer(list.customerId);
    const lines = [...list.lines].sort((a, b) => a.reference.localeCompare(b.reference, 'fr'));
    // The list's version: a price saved (If-Match) over a list changed since is refused.
    return json(
      200,
      lines.map((l) => ({ productId: l.productId, reference: l.reference, description: l.description, price: l.price })),
      { ETag: list._etag },
    );
  },
});
