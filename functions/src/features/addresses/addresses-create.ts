import { addressInputSchema, adminAddressSchema } from '@portail/common';
import { json } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { createAddress } from '../../services/admin-addresses.js';
import { toAdminAddress } from './admin-address-dto.js';

export const createAddressRoute = defineRoute({
  name: 'createAddress',
  method: 'POST',
  path: 'address',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Adresses : création (fullAddress et client obligatoires ; addressType 0 facturation, 1 livraison)',
  tags: ['addresses'],
  body: addressInputSchema,
  response: adminAddressSchema,
  async handler({ body, principal }) {
    const doc = await createAddress(body, principal.user.id);
    return json(201, toAdminAddress(doc), { ETag: doc._etag });
  },
});
