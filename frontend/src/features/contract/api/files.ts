import useSWR, { preload } from 'swr';
import type { ContractFile } from '@portail/common';
import { apiRequest } from '../../../lib/api-client';
import { apiBlob, type Download } from '../../../lib/api-extra';

export const filesKey = (customerId: string) => `/files/customer/${encodeURIComponent(customerId)}`;

export const getContractFiles = (customerId: string): Promise<ContractFile[]> => apiRequest<ContractFile[]>(filesKey(customerId));

export function useContractFiles(customerId: string | undefined) {
  return useSWR(customerId ? filesKey(customerId) : null, () => getContractFiles(customerId as string));
}

export const preloadContractFiles = (customerId: string) => preload(filesKey(customerId), () => getContractFiles(customerId));

export const downloadContractFile = (fileId: string): Promise<Download> => apiBlob(`/files/${encodeURIComponent(fileId)}`);
