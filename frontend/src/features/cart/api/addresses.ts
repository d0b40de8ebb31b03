import useSWR from 'swr';
import type { Address } from '@portail/common';
import { apiRequest } from '../../../lib/api-client';

const addressesKey = (customerId: string) => `/address/customer/${encodeURIComponent(customerId)}`;

const getAddresses = (customerId: string): Promise<Address[]> => apiRequest<Address[]>(addressesKey(customerId));

export function useAddresses(customerId: string | undefined) {
  return useSWR(customerId ? addressesKey(customerId) : null, () => getAddresses(customerId as string));
}

/** Billing choices are type 0; delivery choices are type 0 or 1 (spec §5). */
export const billingChoices = (addresses: Address[]) => addresses.filter((a) => a.addressType === 0);
export const deliveryChoices = (addresses: Address[]) => addresses.filter((a) => a.addressType === 0 || a.addressType === 1);
