import { contractSchema, exclusionsInputSchema } from '@portail/common';
import { json } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { ifMatchOf } from '../../http/versioned-writes.js';
import { saveExclusions } from '../../services/contracts.js';
import { toContractDto } from './contract-dto.js';

export const saveContractExclusions = defineRoute({
  name: 'saveContractExclusions',
  method: 'PUT',
  path: 'contracts/exclusions',
  access: 'admin',
  scope: { kind: 'none' },
  summary:
    'Exclusions d’un contrat (fK_ContractId, gimSubBrands, franchises ; If-Match : la version du contrat lue, 412 s’il a changé entre-temps) ; les points de ses clients sont recalculés',
  tags: ['contracts'],
  body: exclusionsInputSchema,
  response: contractSchema,
  async handler({ body, principal, request }) {
    const doc = await saveExclusions(body, principal.user.id, ifMatchOf(request));
    return json(200, toContractDto(doc), { ETag: doc._etag });
  },
});
