import { addressInputSchema, adminAddressSchema, idSchema } from '@portail/common';
import { z } from 'zod';
import { json } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { updateAddress } from '../../services/admin-addresses.js';
import { toAdminAddress } from './admin-address-dto.js';

export const updateAddressRoute = defineRoute({
  name: 'updateAddress',
  method: 'PUT',
  path: 'address/{id}',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Adresses : modification (If-Match : la version lue ; 412 si elle a changé entre-temps)',
  tags: ['addresses'],
  params: z.strictObject({ id: idSchema }),
  body: addressInputSchema,
  response: adminAddressSchema,
  async handler({ params, body, principal, request }) {
    const doc = await updateAddress(params.id, body, principal.user.id, request.headers.get('if-match') ?? undefined);
    return json(200, toAdminAddress(doc), { ETag: doc._etag });
  },
});
