import useSWR from 'swr';
import type { UserInfosWithCustomers } from '@portail/common';
import { apiRequest } from '../../../lib/api-client';

export const USER_INFOS_KEY = '/users/user-infos-with-customers';

/** `token` is given only during sign-in, before the session is stored. */
export const getUserInfos = (token?: string): Promise<UserInfosWithCustomers> => apiRequest<UserInfosWithCustomers>(USER_INFOS_KEY, { bearer: token });

/** Loaded while logged in and not loaded yet (spec section 2); pass false to skip. */
export function useUserInfos(enabled: boolean) {
  return useSWR(enabled ? USER_INFOS_KEY : null, () => getUserInfos(), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}
