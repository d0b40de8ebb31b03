import useSWR from 'swr';
import type { ClientConfig } from '@portail/common';
import { apiRequest } from '../../../lib/api-client';
import { DEFAULT_PROVIDER } from '../../../routes/paths';

/** Used when the API cannot be reached, so the public pages still show. */
export const FALLBACK_CONFIG: ClientConfig = { providerName: DEFAULT_PROVIDER, microsoft: null };

export const CONFIG_KEY = '/config';

const getConfig = (): Promise<ClientConfig> => apiRequest<ClientConfig>(CONFIG_KEY);

export function useConfigQuery() {
  return useSWR(CONFIG_KEY, getConfig, { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false });
}
