import useSWR from 'swr';
import type { BuyingGroupHome } from '@portail/common';
import { apiRequest } from '../../../lib/api-client';

/** The caller's own group (a group buyer): GET /api/buyingGroupHome. */
const MY_BUYING_GROUP_KEY = '/buyingGroupHome';

/** Any group, for an administrator: GET /api/buyingGroups/{id}/home. */
export const buyingGroupHomeKey = (groupId: string) => `/buyingGroups/${encodeURIComponent(groupId)}/home`;

export function useBuyingGroupHome(groupId?: string) {
  const key = groupId ? buyingGroupHomeKey(groupId) : MY_BUYING_GROUP_KEY;
  return useSWR(key, () => apiRequest<BuyingGroupHome>(key));
}
