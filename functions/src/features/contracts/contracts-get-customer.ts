import { contractSchema, idSchema } from '@portail/common';
import { z } from 'zod';
import { isAdmin } from '../../auth/principal.js';
import { contractsOf } from '../../data/contracts-repository.js';
import { failure } from '../../http/errors.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { toContractDto } from './contract-dto.js';

/** The customer's contract: the active one in force today, else its newest (404 alert.error.no-contract without any). */
export const getCustomerContract = defineRoute({
  name: 'getCustomerContract',
  method: 'GET',
  path: 'contracts/customer/{id}',
  access: 'staff',
  scope: { kind: 'customer', in: 'params', key: 'id' },
  summary: 'Contrat d’un client (celui en vigueur, sinon le plus récent)',
  tags: ['contracts'],
  params: z.strictObject({ id: idSchema }),
  response: contractSchema,
  async handler({ params, principal }) {
    const today = new Date().toISOString().slice(0, 10);
    const all = await contractsOf(params.id);
    const current = all.find((c) => c.active && c.startDate <= today && c.endDate >= today) ?? all[0];
    if (!current) throw failure('no_contract');
    return ok(toContractDto(current, isAdmin(principal) ? undefined : principal.user.customerIds));
  },
});
