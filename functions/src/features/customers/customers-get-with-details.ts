import { customerDetailsSchema, idSchema } from '@portail/common';
import { z } from 'zod';
import { canAccessCustomer } from '../../auth/principal.js';
import { findCustomerById, findCustomersByIds } from '../../data/customers-repository.js';
import { customerNotFound } from '../../http/errors.js';
import { json } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { toCustomerDto } from './customer-dto.js';
import { salesContactOf } from './sales-contact.js';

export const getCustomerWithDetails = defineRoute({
  name: 'getCustomerWithDetails',
  method: 'GET',
  path: 'customers/{id}/WithDetails',
  access: 'staff',
  scope: { kind: 'customer', in: 'params', key: 'id' },
  summary: 'Un client tel que le formulaire d’édition le montre (statuts manuels, interlocuteur, clients liés) ; sa version dans l’en-tête ETag',
  tags: ['customers'],
  params: z.strictObject({ id: idSchema }),
  response: customerDetailsSchema,
  async handler({ params, principal }) {
    const doc = await findCustomerById(params.id);
    if (doc?.type !== 'customer') throw customerNotFound();
    // A commercial user sees only the related customers that are theirs too; only an administrator edits the relations.
    const relatedIds = (doc.relatedCustomerIds ?? []).filter((id) => canAccessCustomer(principal, id));
    const related = await findCustomersByIds(relatedIds);
    const byId = new Map(related.map((c) => [c.id, c]));
    return json(
      200,
      {
        ...toCustomerDto(doc, await salesContactOf(doc)),
        zipCode: doc.zipCode ?? '',
        customerRelationDto: relatedIds.map((id) => {
          const c = byId.get(id);
          return { customerId: id, relatedCustomer: c ? { id: c.id, number: c.number, name: c.name } : null };
        }),
        updatedAt: doc.updatedAt,
      },
      { ETag: doc._etag },
    );
  },
});
