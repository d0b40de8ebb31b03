import { idSchema } from '@portail/common';
import { z } from 'zod';
import { noContent } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { deleteAddress } from '../../services/admin-addresses.js';

export const deleteAddressRoute = defineRoute({
  name: 'deleteAddress',
  method: 'DELETE',
  path: 'address/{id}',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Adresses : suppression (les commandes passées gardent leur copie de l’adresse)',
  tags: ['addresses'],
  params: z.strictObject({ id: idSchema }),
  async handler({ params, principal, request }) {
    await deleteAddress(params.id, principal.user.id, request.headers.get('if-match') ?? undefined);
    return noContent();
  },
});
