import { idSchema } from '@portail/common';
import { z } from 'zod';
import { noContent } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { deleteContract } from '../../services/contracts.js';

export const deleteContractRoute = defineRoute({
  name: 'deleteContract',
  method: 'DELETE',
  path: 'contracts/{id}',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Contrats : suppression, avec ses fichiers (409 tant que des listes de prix en dépendent)',
  tags: ['contracts'],
  params: z.strictObject({ id: idSchema }),
  async handler({ params, principal, request }) {
    await deleteContract(params.id, principal.user.id, request.headers.get('if-match') ?? undefined);
    return noContent();
  },
});
