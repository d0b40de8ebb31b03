import useSWR, { mutate } from 'swr';
import type { AcceptTermsRequest, TermsVersion } from '@portail/common';
import { apiRequest } from '../../../lib/api-client';
import { clearTermsRequired } from '../terms-required';

const acceptedKey = (userId: string) => `/TermsAndConditions/accepted/${encodeURIComponent(userId)}`;
const CURRENT_KEY = '/TermsAndConditions/current';

const getTermsAccepted = (userId: string): Promise<boolean> => apiRequest<boolean>(acceptedKey(userId));

const getCurrentTerms = (): Promise<TermsVersion> => apiRequest<TermsVersion>(CURRENT_KEY);

export async function acceptTerms(request: AcceptTermsRequest): Promise<void> {
  await apiRequest('/TermsAndConditions/accept', { method: 'POST', body: request });
  await mutate(acceptedKey(request.userId), true, { revalidate: false });
  clearTermsRequired();
}

export function useTermsAccepted(userId: string | undefined) {
  return useSWR(userId ? acceptedKey(userId) : null, () => getTermsAccepted(userId as string), { revalidateOnFocus: false });
}

/** Fetched only when the user still has to accept. */
export function useCurrentTerms(needed: boolean) {
  return useSWR(needed ? CURRENT_KEY : null, getCurrentTerms, { revalidateOnFocus: false });
}
