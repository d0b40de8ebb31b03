import { kpiOrderDetailSchema, kpiOrdersQuerySchema } from '@portail/common';
import { z } from 'zod';
import { orderLinesPage } from '../../data/kpi-repository.js';
import { toOrderDetail } from '../../domain/kpi-order-lines.js';
import { buildPagination, paged } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';

export const getKpiOrdersDetails = defineRoute({
  name: 'getKpiOrdersDetails',
  method: 'GET',
  path: 'kpi/orders-details',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Onglet Commandes One Stryker : lignes des commandes confirmées (18 colonnes), paginées, triables, avec recherche',
  tags: ['kpi'],
  query: kpiOrdersQuerySchema,
  response: z.array(kpiOrderDetailSchema),
  paged: true,
  async handler({ query }) {
    const { items, totalCount } = await orderLinesPage(query);
    return paged(items.map(toOrderDetail), buildPagination(query.pageNumber, query.pageSize, totalCount));
  },
});
