import { claimSchema, idSchema } from '@portail/common';
import { z } from 'zod';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { customerClaims } from '../../services/claims.js';

export const listCustomerClaims = defineRoute({
  name: 'listCustomerClaims',
  method: 'GET',
  path: 'customerClaims/{customerId}',
  access: 'user',
  scope: { kind: 'customer', in: 'params', key: 'customerId' },
  summary: 'Réclamations du client, les plus récentes d’abord, avec leur statut et leur historique',
  tags: ['claims'],
  params: z.strictObject({ customerId: idSchema }),
  response: z.array(claimSchema),
  async handler({ params }) {
    return ok(await customerClaims(params.customerId));
  },
});
