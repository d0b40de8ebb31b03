import { idSchema, priceListInputSchema, priceListSchema } from '@portail/common';
import { z } from 'zod';
import { json } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { updatePriceList } from '../../services/price-lists.js';
import { toPriceListDto } from './price-list-dto.js';

export const updatePriceListRoute = defineRoute({
  name: 'updatePriceList',
  method: 'PUT',
  path: 'priceList/{id}',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Listes de prix : nom, dates et contrat (If-Match : la version lue ; 412 si elle a changé entre-temps)',
  tags: ['price-lists'],
  params: z.strictObject({ id: idSchema }),
  body: priceListInputSchema,
  response: priceListSchema,
  async handler({ params, body, principal, request }) {
    const doc = await updatePriceList(params.id, body, principal.user.id, request.headers.get('if-match') ?? undefined);
    return json(200, toPriceListDto(doc), { ETag: doc._etag });
  },
});
