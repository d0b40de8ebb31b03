import { priceListInputSchema, priceListSchema } from '@portail/common';
import { json } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { createPriceList } from '../../services/price-lists.js';
import { toPriceListDto } from './price-list-dto.js';

export const createPriceListRoute = defineRoute({
  name: 'createPriceList',
  method: 'POST',
  path: 'priceList',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Listes de prix : création pour un client et l’un de ses contrats (reprend les prix de sa dernière liste)',
  tags: ['price-lists'],
  body: priceListInputSchema,
  response: priceListSchema,
  async handler({ body, principal }) {
    const doc = await createPriceList(body, principal.user.id);
    return json(201, toPriceListDto(doc), { ETag: doc._etag });
  },
});
