import useSWR from 'swr';
import { type ImportJobDto, type ImportTable } from '@portail/common';
import { frMessages as fr } from '@portail/common/i18n/fr-messages';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { apiBlob, apiPaged, query, type Download } from '../../../lib/api-extra';

export interface ImportRequest {
  table: ImportTable;
  file: File;
  dryRun: boolean;
  customerIds?: string[];
  priceListId?: string;
  startDate?: string;
  endDate?: string;
}

/**
 * POST /api/import as multipart/form-data, through the same client as every call: an expired session
 * (401/419) sends the user to /login here too.
 */
export async function uploadImport(request: ImportRequest): Promise<{ id: string }> {
  const form = new FormData();
  form.append('table', request.table);
  form.append('dryRun', String(request.dryRun));
  if (request.customerIds?.length) form.append('customerIds', request.customerIds.join(','));
  if (request.priceListId) form.append('priceListId', request.priceListId);
  if (request.startDate) form.append('startDate', request.startDate);
  if (request.endDate) form.append('endDate', request.endDate);
  form.append('file', request.file, request.file.name);
  const body = await apiRequest<{ id?: string } | undefined>('/import', { method: 'POST', body: form });
  if (!body?.id) throw new ApiRequestError(502, 'http_error', fr['alert.error.server']);
  return { id: body.id };
}

const jobKey = (id: string) => `/import/${encodeURIComponent(id)}`;

/** The job, polled every second until it ends (and while its rollback runs). */
export function useImportJob(id: string | null) {
  return useSWR(id ? jobKey(id) : null, (key: string) => apiRequest<ImportJobDto>(key), {
    refreshInterval: (job) => (!job || job.status === 'queued' || job.status === 'running' || job.rollbackPending ? 1000 : 0),
  });
}

export function useImports(page: number) {
  return useSWR(`/import${query({ pageNumber: page })}`, (key: string) => apiPaged<ImportJobDto[]>(key), {
    keepPreviousData: true,
    refreshInterval: (data) => (data?.items.some((j) => j.status === 'queued' || j.status === 'running' || j.rollbackPending) ? 1000 : 0),
  });
}

export const rollbackImport = (id: string) => apiRequest<ImportJobDto>(`${jobKey(id)}/rollback`, { method: 'POST' });

export const downloadImportErrors = (id: string): Promise<Download> => apiBlob(`${jobKey(id)}/errors`);

export const downloadImportTemplate = (table: ImportTable): Promise<Download> => apiBlob(`/import/template/${table}`);
