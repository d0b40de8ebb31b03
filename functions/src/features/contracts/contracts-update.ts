import { contractInputSchema, contractSchema, idSchema } from '@portail/common';
import { z } from 'zod';
import { json } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { updateContract } from '../../services/contracts.js';
import { toContractDto } from './contract-dto.js';

export const updateContractRoute = defineRoute({
  name: 'updateContract',
  method: 'PUT',
  path: 'contracts/{id}',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Contrats : modification (If-Match : la version lue ; 412 si le contrat a changé entre-temps)',
  tags: ['contracts'],
  params: z.strictObject({ id: idSchema }),
  body: contractInputSchema,
  response: contractSchema,
  async handler({ params, body, principal, request }) {
    const doc = await updateContract(params.id, body, principal.user.id, request.headers.get('if-match') ?? undefined);
    return json(200, toContractDto(doc), { ETag: doc._etag });
  },
});
