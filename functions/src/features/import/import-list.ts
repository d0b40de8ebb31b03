import { ADMIN_PAGE_SIZE, listQuerySchemaFor } from '@portail/common';
import { countImportJobs, importJobsPage } from '../../data/import-jobs-repository.js';
import { buildPagination, paged } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { toImportJobDto } from './import-dto.js';

const query = listQuerySchemaFor({ sortable: ['createdAt'] as const, defaultOrder: { field: 'createdAt', direction: 'desc' }, pageSize: ADMIN_PAGE_SIZE });

export const listImports = defineRoute({
  name: 'listImports',
  method: 'GET',
  path: 'import',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Imports passés, les plus récents d’abord (protocole de liste, X-Pagination)',
  tags: ['import'],
  query,
  paged: true,
  async handler({ query: q }) {
    const [jobs, total] = await Promise.all([importJobsPage(q.pageNumber, q.pageSize), countImportJobs()]);
    return paged(jobs.map(toImportJobDto), buildPagination(q.pageNumber, q.pageSize, total));
  },
});
