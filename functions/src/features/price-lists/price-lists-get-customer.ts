import { idSchema, priceListSchema } from '@portail/common';
import { z } from 'zod';
import { priceListsOf } from '../../data/price-lists-repository.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { toPriceListDto } from './price-list-dto.js';

export const getCustomerPriceLists = defineRoute({
  name: 'getCustomerPriceLists',
  method: 'GET',
  path: 'priceList/customer/{id}',
  access: 'staff',
  scope: { kind: 'customer', in: 'params', key: 'id' },
  summary: 'Listes de prix d’un client, la plus récente d’abord (sans leurs lignes)',
  tags: ['price-lists'],
  params: z.strictObject({ id: idSchema }),
  response: z.array(priceListSchema),
  async handler({ params }) {
    return ok((await priceListsOf(params.id)).map(toPriceListDto));
  },
});
