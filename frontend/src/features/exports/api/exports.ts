import useSWR from 'swr';
import type { ExportJobDto } from '@portail/common';
import { apiRequest } from '../../../lib/api-client';
import { apiBlob, type Download } from '../../../lib/api-extra';

const jobKey = (id: string) => `/exports/${encodeURIComponent(id)}`;

/** The background export, polled every 2 s until it ends. */
export function useExportJob(id: string) {
  return useSWR(jobKey(id), (key: string) => apiRequest<ExportJobDto>(key), {
    refreshInterval: (job) => (job && (job.status === 'queued' || job.status === 'running') ? 2000 : 0),
  });
}

export const downloadExport = (id: string): Promise<Download> => apiBlob(`${jobKey(id)}/file`);
