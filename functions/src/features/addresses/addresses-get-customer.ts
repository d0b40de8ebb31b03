import { addressesSchema, idSchema } from '@portail/common';
import { z } from 'zod';
import { addressesOfCustomer } from '../../data/addresses-repository.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';

export const getCustomerAddresses = defineRoute({
  name: 'getCustomerAddresses',
  method: 'GET',
  path: 'address/customer/{id}',
  access: 'user',
  scope: { kind: 'customer', in: 'params', key: 'id' },
  summary: 'Adresses de facturation (type 0) et de livraison (type 1) d’un client',
  tags: ['addresses'],
  params: z.strictObject({ id: idSchema }),
  response: addressesSchema,
  async handler({ params }) {
    const addresses = await addressesOfCustomer(params.id);
    return ok(
      addresses.map((a) => ({
        id: a.id,
        addressLine1: a.addressLine1,
        addressLine2: a.addressLine2 ?? '',
        city: a.city,
        state: a.state ?? '',
        zipCode: a.zipCode,
        country: a.country,
        fullAddress: a.fullAddress,
        addressName: a.addressName,
        addressType: a.addressType ?? 0,
        fK_Customer: a.customerId,
      })),
    );
  },
});
