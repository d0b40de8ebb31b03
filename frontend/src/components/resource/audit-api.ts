import useSWR from 'swr';
import type { AuditEntry } from '@portail/common';
import { apiPaged, query } from '../../lib/api-extra';

/** GET /api/audit: one page of a record's history, newest first (X-Pagination). */
const auditKey = (entity: string, entityId: string, pageNumber: number): string =>
  `/audit${query({ entity, entityId, pageNumber, pageSize: AUDIT_PAGE_SIZE })}`;

const AUDIT_PAGE_SIZE = 10;

const getAuditPage = (key: string) => apiPaged<AuditEntry[]>(key);

/** The history of one record; null entityId (a record being created) asks for nothing. */
export function useAuditHistory(entity: string, entityId: string | null, pageNumber: number) {
  return useSWR(entityId ? auditKey(entity, entityId, pageNumber) : null, getAuditPage, { keepPreviousData: true });
}
