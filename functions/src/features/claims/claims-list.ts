import { claimListQuerySchema, claimSchema } from '@portail/common';
import { z } from 'zod';
import { isAdmin } from '../../auth/principal.js';
import { buildPagination, paged } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { listClaims } from '../../services/claims.js';

/** The back office's claims: the list protocol, filtered by status, customer and age; a commercial sees their customers'. */
export const listAllClaims = defineRoute({
  name: 'listClaims',
  method: 'GET',
  path: 'claims',
  access: 'staff',
  scope: { kind: 'none' },
  summary: 'Réclamations de tous les clients (un commercial : les siens), filtrées par statut, client et ancienneté (olderThanDays) ; en-tête X-Pagination',
  tags: ['claims'],
  query: claimListQuerySchema,
  response: z.array(claimSchema),
  paged: true,
  async handler({ query, principal }) {
    const { items, totalCount } = await listClaims(
      {
        ...(query.status ? { status: query.status } : {}),
        ...(query.customerId ? { customerId: query.customerId } : {}),
        ...(query.olderThanDays ? { createdBefore: new Date(Date.now() - query.olderThanDays * 86_400_000).toISOString() } : {}),
        ...(query.search ? { search: query.search } : {}),
        ...(isAdmin(principal) ? {} : { scope: principal.user.customerIds }),
      },
      query.order,
      query,
    );
    return paged(items, buildPagination(query.pageNumber, query.pageSize, totalCount));
  },
});
