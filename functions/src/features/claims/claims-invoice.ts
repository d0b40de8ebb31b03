import { claimIdParamsSchema, claimSchema } from '@portail/common';
import { created } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { attachInvoice, claimInvoice, toClaim } from '../../services/claims.js';
import { streamedFile } from '../files/download-response.js';
import { readUploadedFile, UPLOAD_MAX_BODY_BYTES } from '../files/uploaded-file.js';
import { actorOf } from './claim-actor.js';

/** The claim's invoice: a PDF checked by its content and size as contract files are. */
export const uploadClaimInvoice = defineRoute({
  name: 'uploadClaimInvoice',
  method: 'POST',
  path: 'customerClaims/{customerId}/{claimId}/invoice',
  access: 'user',
  scope: { kind: 'customer', in: 'params', key: 'customerId' },
  summary: 'Joint la facture (PDF vérifié par son contenu, 10 Mo au plus, multipart champ « file ») à une réclamation du client',
  tags: ['claims'],
  params: claimIdParamsSchema,
  maxBodyBytes: UPLOAD_MAX_BODY_BYTES,
  response: claimSchema,
  async handler({ request, params, principal }) {
    const { fileName, bytes } = await readUploadedFile(request);
    return created(toClaim(await attachInvoice(params.customerId, params.claimId, fileName, bytes, actorOf(principal))));
  },
});

export const downloadClaimInvoice = defineRoute({
  name: 'downloadClaimInvoice',
  method: 'GET',
  path: 'customerClaims/{customerId}/{claimId}/invoice',
  access: 'user',
  scope: { kind: 'customer', in: 'params', key: 'customerId' },
  summary: 'La facture PDF jointe à une réclamation',
  tags: ['claims'],
  params: claimIdParamsSchema,
  responseContentType: 'application/pdf',
  async handler({ params }) {
    const { blob, fileName } = await claimInvoice(params.customerId, params.claimId);
    return streamedFile(blob, 'application/pdf', fileName);
  },
});
