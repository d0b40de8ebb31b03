import useSWR from 'swr';
import type { ContractFile } from '@portail/common';
import { apiRequest } from '../../../lib/api-client';
import { apiBlob, type Download } from '../../../lib/api-extra';

const filesKey = (customerId: string) => `/files/customer/${encodeURIComponent(customerId)}`;

const getContractFiles = (customerId: string): Promise<ContractFile[]> => apiRequest<ContractFile[]>(filesKey(customerId));

export function useContractFiles(customerId: string | undefined) {
  return useSWR(customerId ? filesKey(customerId) : null, () => getContractFiles(customerId as string));
}

export const downloadContractFile = (fileId: string): Promise<Download> => apiBlob(`/files/${encodeURIComponent(fileId)}`);
