import { idSchema, ORDER_SORT_FIELDS, ordersPageQuerySchema, type ProgrammeOrder, programmeOrdersPageSchema } from '@portail/common';
import { z } from 'zod';
import { orderRows } from '../../data/orders-repository.js';
import { parseOrderSort, selectOrdersPage } from '../../domain/order-sort.js';
import { failure } from '../../http/errors.js';
import { buildPagination, paged } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';

const ORDERS_PAGE_SIZE = 10;

export const getCustomerOrdersPage = defineRoute({
  name: 'getCustomerOrdersPage',
  method: 'GET',
  path: 'orderOneStryker/customer/{customer}/query',
  access: 'user',
  scope: { kind: 'customer', in: 'params', key: 'customer' },
  summary: 'Commandes Programme d’un client, paginées (10 par page), triées et filtrées',
  tags: ['orders'],
  params: z.strictObject({ customer: idSchema }),
  query: ordersPageQuerySchema,
  response: programmeOrdersPageSchema,
  paged: true,
  async handler({ params, query }) {
    const sort = parseOrderSort(query.orderBy);
    if (!sort) throw failure('sort_field_unknown', { field: query.orderBy ?? '', fields: ORDER_SORT_FIELDS.join(', ') }, { field: 'orderBy' });
    const size = query.pageSize ?? ORDERS_PAGE_SIZE;
    const { rows, total } = selectOrdersPage(await orderRows(params.customer), sort, query.search, { number: query.pageNumber, size });
    const items: ProgrammeOrder[] = rows.map((r) => ({
      id: r.id,
      customer: { name: r.customerName },
      orderNumber: r.orderNumber,
      totalAmount: r.totalAmount,
      orderDate: r.orderDate,
      status: r.status,
    }));
    return paged(items, buildPagination(query.pageNumber, size, total));
  },
});
