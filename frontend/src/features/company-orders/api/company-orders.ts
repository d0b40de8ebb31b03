import useSWR, { preload } from 'swr';
import type { CompanyOrder } from '@portail/common';
import { apiRequest } from '../../../lib/api-client';
import { apiBlob, query, type Download } from '../../../lib/api-extra';

export interface CompanyOrdersFilter {
  year?: number;
  search?: string;
}

const companyOrdersKey = (customerId: string, filter: CompanyOrdersFilter = {}) =>
  `/strykerCommands/by-customer/${encodeURIComponent(customerId)}${query({ year: filter.year, search: filter.search })}`;

const getCompanyOrders = (customerId: string, filter: CompanyOrdersFilter = {}): Promise<CompanyOrder[]> =>
  apiRequest<CompanyOrder[]>(companyOrdersKey(customerId, filter));

export function useCompanyOrders(customerId: string | undefined, filter: CompanyOrdersFilter) {
  return useSWR(customerId ? companyOrdersKey(customerId, filter) : null, () => getCompanyOrders(customerId as string, filter), {
    keepPreviousData: true,
  });
}

/**
 * Spec §2 (menu navigation prefetches data): called when the side menu opens, so that the unfiltered orders
 * are on their way before the entry is clicked. SWR's preload keeps one request per key, whoever asks first.
 */
export function prefetchCompanyOrders(customerId: string): void {
  void preload(companyOrdersKey(customerId, {}), () => getCompanyOrders(customerId, {}));
}

/** The filtered route when a filter is set, so the workbook matches what the table shows. */
export function exportCompanyOrders(customerId: string, filter: CompanyOrdersFilter): Promise<Download> {
  const id = encodeURIComponent(customerId);
  const filtered = filter.year !== undefined || Boolean(filter.search);
  return apiBlob(filtered ? `/Export/strykercommands/${id}/query${query({ year: filter.year, search: filter.search })}` : `/Export/strykercommands/${id}`);
}

/** Totals arrive as comma-decimal text ("1234,50"). */
export const parseCommaDecimal = (text: string): number => Number(text.replace(/\s/g, '').replace(',', '.')) || 0;
