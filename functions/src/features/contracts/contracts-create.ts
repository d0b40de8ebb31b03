import { contractInputSchema, contractSchema } from '@portail/common';
import { json } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { createContract } from '../../services/contracts.js';
import { toContractDto } from './contract-dto.js';

export const createContractRoute = defineRoute({
  name: 'createContract',
  method: 'POST',
  path: 'contracts',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Contrats : création (nom, actif, dates aaaa-mm-jj, numéros des clients) ; les exclusions suivent par PUT contracts/exclusions',
  tags: ['contracts'],
  body: contractInputSchema,
  response: contractSchema,
  async handler({ body, principal }) {
    const doc = await createContract(body, principal.user.id);
    return json(201, toContractDto(doc), { ETag: doc._etag });
  },
});
