import { idSchema } from '@portail/common';
import { z } from 'zod';
import { noContent } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { deletePriceList } from '../../services/price-lists.js';

export const deletePriceListRoute = defineRoute({
  name: 'deletePriceList',
  method: 'DELETE',
  path: 'priceList/{id}',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Listes de prix : suppression (le catalogue du client revient au prix courant des produits)',
  tags: ['price-lists'],
  params: z.strictObject({ id: idSchema }),
  async handler({ params, principal, request }) {
    await deletePriceList(params.id, principal.user.id, request.headers.get('if-match') ?? undefined);
    return noContent();
  },
});
