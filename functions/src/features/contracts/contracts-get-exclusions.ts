import { contractExclusionsSchema, customerExclusionsQuerySchema, exclusionsSchema, idSchema } from '@portail/common';
import { z } from 'zod';
import { canAccessCustomer } from '../../auth/principal.js';
import { notFound } from '../../http/errors.js';
import { json, ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { exclusionsOfCustomer, findContract } from '../../services/contracts.js';

export const getContractExclusions = defineRoute({
  name: 'getContractExclusions',
  method: 'GET',
  path: 'contracts/{id}/exclusions',
  access: 'staff',
  scope: { kind: 'resource', param: 'id', resource: 'contract' },
  summary: 'Exclusions d’un contrat (sous-marques GIM et franchises sans points) ; la version du contrat dans l’en-tête ETag',
  tags: ['contracts'],
  params: z.strictObject({ id: idSchema }),
  response: contractExclusionsSchema,
  async handler({ params, principal }) {
    const contract = await findContract(params.id);
    // A commercial user sees a contract of one of their customers; 404 otherwise, as for any record not theirs.
    if (!contract.customerIds.some((id) => canAccessCustomer(principal, id))) throw notFound();
    // The contract's version: the exclusions' save (If-Match) is refused when the contract changed since.
    return json(
      200,
      { fK_ContractId: contract.id, gimSubBrands: contract.exclusions.gimSubBrands, franchises: contract.exclusions.franchises },
      { ETag: contract._etag },
    );
  },
});

export const getCustomerExclusions = defineRoute({
  name: 'getCustomerExclusions',
  method: 'GET',
  path: 'contracts/exclusions',
  access: 'staff',
  scope: { kind: 'customer', in: 'query', key: 'customerId' },
  summary: 'Exclusions des contrats actifs d’un client, réunies',
  tags: ['contracts'],
  query: customerExclusionsQuerySchema,
  response: exclusionsSchema,
  async handler({ query }) {
    return ok(await exclusionsOfCustomer(query.customerId));
  },
});
