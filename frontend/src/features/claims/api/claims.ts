import useSWR from 'swr';
import type { Claim, ClaimDetail, ClaimInput, ClaimKpi, ClaimStatus } from '@portail/common';
import { apiRequest } from '../../../lib/api-client';
import { apiPaged, query } from '../../../lib/api-extra';
import { apiVersioned, ifMatch } from '../../../lib/versions';

const customerKey = (customerId: string) => `/customerClaims/${encodeURIComponent(customerId)}`;

export function useCustomerClaims(customerId: string | undefined) {
  return useSWR(customerId ? customerKey(customerId) : null, (key: string) => apiRequest<Claim[]>(key));
}

export const declareClaim = (customerId: string, input: ClaimInput) => apiRequest<Claim>(customerKey(customerId), { method: 'POST', body: input, once: true });

export function uploadClaimInvoice(customerId: string, claimId: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<Claim>(`${customerKey(customerId)}/${encodeURIComponent(claimId)}/invoice`, { method: 'POST', body: form });
}

export const claimInvoicePath = (customerId: string, claimId: string) => `${customerKey(customerId)}/${encodeURIComponent(claimId)}/invoice`;

export interface ClaimListFilter {
  pageNumber: number;
  status?: ClaimStatus;
  olderThanDays?: number;
  search?: string;
}

export function useClaimList(filter: ClaimListFilter) {
  const key = `/claims${query({ pageNumber: filter.pageNumber, status: filter.status, olderThanDays: filter.olderThanDays, search: filter.search })}`;
  return useSWR(key, (k: string) => apiPaged<Claim[]>(k), { keepPreviousData: true });
}

const claimPath = (customerId: string, claimId: string) => `/claims/${encodeURIComponent(customerId)}/${encodeURIComponent(claimId)}`;

export function useClaimDetail(customerId: string, claimId: string) {
  return useSWR(claimPath(customerId, claimId), (k: string) => apiVersioned<ClaimDetail>(k));
}

export const commentOnClaim = (customerId: string, claimId: string, text: string) =>
  apiRequest<Claim>(`${claimPath(customerId, claimId)}/comments`, { method: 'POST', body: { text } });

export const acceptClaim = (customerId: string, claimId: string, etag: string | null) =>
  apiRequest<Claim>(`${claimPath(customerId, claimId)}/accept`, { method: 'POST', headers: ifMatch(etag) });

export const refuseClaim = (customerId: string, claimId: string, reason: string, etag: string | null) =>
  apiRequest<Claim>(`${claimPath(customerId, claimId)}/refuse`, { method: 'POST', body: { reason }, headers: ifMatch(etag) });

export function useClaimKpi(enabled: boolean) {
  return useSWR(enabled ? '/kpi/claims' : null, (k: string) => apiRequest<ClaimKpi>(k));
}
