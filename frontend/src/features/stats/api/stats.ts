import useSWR from 'swr';
import type { CustomerStatsResponse } from '@portail/common';
import { apiRequest } from '../../../lib/api-client';

export const statsKey = (customerId: string) => `/statsContract/customer/${encodeURIComponent(customerId)}`;

export const getCustomerStats = (customerId: string): Promise<CustomerStatsResponse> => apiRequest<CustomerStatsResponse>(statsKey(customerId));

export function useCustomerStats(customerId: string | undefined) {
  return useSWR(customerId ? statsKey(customerId) : null, () => getCustomerStats(customerId as string));
}
