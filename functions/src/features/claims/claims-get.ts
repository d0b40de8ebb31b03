import { claimDetailSchema, claimIdParamsSchema } from '@portail/common';
import { json } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { claimDetail } from '../../services/claims.js';

export const getClaim = defineRoute({
  name: 'getClaim',
  method: 'GET',
  path: 'claims/{customerId}/{claimId}',
  access: 'staff',
  scope: { kind: 'customer', in: 'params', key: 'customerId' },
  summary: 'Une réclamation, son historique et les lignes du client pour la même facture ; sa version dans ETag',
  tags: ['claims'],
  params: claimIdParamsSchema,
  response: claimDetailSchema,
  async handler({ params }) {
    const { detail, version } = await claimDetail(params.customerId, params.claimId);
    return json(200, detail, { ETag: version });
  },
});
