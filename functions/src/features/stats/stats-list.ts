import { listQuerySchemaFor, STATS_LIST_SPEC, statsRowSchema } from '@portail/common';
import { z } from 'zod';
import { isAdmin } from '../../auth/principal.js';
import { container } from '../../data/cosmos.js';
import { findCustomersByIds } from '../../data/customers-repository.js';
import { countWhere, queryPage, type Filter } from '../../data/list-query.js';
import type { StatsDoc } from '../../model/stats.js';
import { buildPagination, paged } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';

/**
 * The current year's statistics of every customer, one page at a time (a commercial user: their customers
 * only). Read from the materialised stats-<year> documents; the names come from one point read per customer.
 */
export const listCustomerStats = defineRoute({
  name: 'listCustomerStats',
  method: 'GET',
  path: 'statsContract',
  access: 'staff',
  scope: { kind: 'none' },
  summary: 'Statistiques de l’année en cours de tous les clients (un commercial : les siens), paginées ; en-tête X-Pagination',
  tags: ['stats'],
  query: listQuerySchemaFor(STATS_LIST_SPEC),
  response: z.array(statsRowSchema),
  paged: true,
  async handler({ query, principal }) {
    const year = new Date().getUTCFullYear();
    const filter: Filter = {
      where: ["c.type = 'stats'", 'c.year = @year', ...(isAdmin(principal) ? [] : ['ARRAY_CONTAINS(@scope, c.customerId)'])],
      parameters: [{ name: '@year', value: year }, ...(isAdmin(principal) ? [] : [{ name: '@scope', value: principal.user.customerIds }])],
    };
    const c = container('customerData');
    const [items, totalCount] = await Promise.all([
      queryPage<StatsDoc>(c, { ...filter, orderBy: `c.${query.order.field}`, direction: query.order.direction }, query),
      countWhere(c, filter),
    ]);
    const customers = new Map((await findCustomersByIds(items.map((s) => s.customerId))).map((cu) => [cu.id, cu]));
    const rows = items.map((s) => ({
      customerId: s.customerId,
      customerNumber: customers.get(s.customerId)?.number ?? '',
      customerName: customers.get(s.customerId)?.name ?? '',
      year: s.year,
      totalPoints: s.totalPoints,
      manualPoints: s.manualPoints,
      totalCurrentYear: s.totalCurrentYear,
      totalPastYear: s.totalPastYear,
      statusCurrentYear: s.statusCurrentYear,
      statusPastYear: s.statusPastYear,
      forecastedPointsCurrentYearEnd: s.forecastedPointsCurrentYearEnd,
    }));
    return paged(rows, buildPagination(query.pageNumber, query.pageSize, totalCount));
  },
});
