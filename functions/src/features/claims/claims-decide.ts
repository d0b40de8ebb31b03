import { claimCommentSchema, claimIdParamsSchema, claimRefusalSchema, claimSchema } from '@portail/common';
import { json } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { ifMatchOf } from '../../http/versioned-writes.js';
import { acceptClaim } from '../../services/claim-acceptance.js';
import { commentClaim, refuseClaim } from '../../services/claim-decisions.js';
import { toClaim } from '../../services/claims.js';
import { actorOf } from './claim-actor.js';

/** A staff member's comment (a commercial: on their customers' claims); the first one moves it to « en cours ». */
export const commentOnClaim = defineRoute({
  name: 'commentOnClaim',
  method: 'POST',
  path: 'claims/{customerId}/{claimId}/comments',
  access: 'staff',
  scope: { kind: 'customer', in: 'params', key: 'customerId' },
  summary: 'Commentaire d’un administrateur ou du commercial du client sur une réclamation ouverte',
  tags: ['claims'],
  params: claimIdParamsSchema,
  body: claimCommentSchema,
  maxBodyBytes: 16 * 1024,
  response: claimSchema,
  async handler({ params, body, principal }) {
    const claim = await commentClaim(params.customerId, params.claimId, body.text, actorOf(principal));
    return json(200, toClaim(claim), { ETag: claim._etag ?? '' });
  },
});

export const acceptCustomerClaim = defineRoute({
  name: 'acceptClaim',
  method: 'POST',
  path: 'claims/{customerId}/{claimId}/accept',
  access: 'admin',
  scope: { kind: 'customer', in: 'params', key: 'customerId' },
  versioned: true,
  summary:
    'Accepte une réclamation (If-Match) : la ligne de vente est écrite comme par un import (source claim:<id>), statistiques et points recalculés ; accepter de nouveau ne change rien',
  tags: ['claims'],
  params: claimIdParamsSchema,
  response: claimSchema,
  async handler({ request, params, principal }) {
    const { claim } = await acceptClaim(params.customerId, params.claimId, ifMatchOf(request), actorOf(principal));
    return json(200, toClaim(claim), { ETag: claim._etag ?? '' });
  },
});

export const refuseCustomerClaim = defineRoute({
  name: 'refuseClaim',
  method: 'POST',
  path: 'claims/{customerId}/{claimId}/refuse',
  access: 'admin',
  scope: { kind: 'customer', in: 'params', key: 'customerId' },
  versioned: true,
  summary: 'Refuse une réclamation avec son motif (If-Match)',
  tags: ['claims'],
  params: claimIdParamsSchema,
  body: claimRefusalSchema,
  maxBodyBytes: 16 * 1024,
  response: claimSchema,
  async handler({ request, params, body, principal }) {
    const claim = await refuseClaim(params.customerId, params.claimId, body.reason, ifMatchOf(request), actorOf(principal));
    return json(200, toClaim(claim), { ETag: claim._etag ?? '' });
  },
});
