import useSWR from 'swr';
import type { OrderDetailLine, ProgrammeOrder } from '@portail/common';
import { apiRequest } from '../../../lib/api-client';
import { apiBlob, apiPaged, query, type Download } from '../../../lib/api-extra';

export interface OrdersPageFilter {
  pageNumber: number;
  orderBy?: string;
  search?: string;
}

const ordersPageKey = (customerId: string, filter: OrdersPageFilter) =>
  `/orderOneStryker/customer/${encodeURIComponent(customerId)}/query${query({ pageNumber: filter.pageNumber, orderBy: filter.orderBy, search: filter.search })}`;

/** A page of orders with the search it answers: while the next search loads, the previous page is still shown. */
const getOrdersPage = async (customerId: string, filter: OrdersPageFilter) => ({
  ...(await apiPaged<ProgrammeOrder[]>(ordersPageKey(customerId, filter))),
  search: filter.search ?? '',
});

export function useOrdersPage(customerId: string | undefined, filter: OrdersPageFilter) {
  return useSWR(customerId ? ordersPageKey(customerId, filter) : null, () => getOrdersPage(customerId as string, filter), {
    keepPreviousData: true,
  });
}

export const DEFAULT_ORDER_SORT = 'orderDate desc';

export const getOrderDetails = (orderId: string): Promise<OrderDetailLine[]> =>
  apiRequest<OrderDetailLine[]>(`/orderOneStryker/${encodeURIComponent(orderId)}/details`);

export const downloadInvoice = (orderId: string): Promise<Download> => apiBlob(`/orderOneStryker/download/${encodeURIComponent(orderId)}`);
