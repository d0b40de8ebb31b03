import { exportIdParamsSchema } from '@portail/common';
import { openExportFile } from '../../data/export-jobs-repository.js';
import { XLSX_CONTENT_TYPE } from '../../domain/company-orders-xlsx.js';
import { failure } from '../../http/errors.js';
import { defineRoute } from '../../http/route.js';
import { streamedFile } from '../files/download-response.js';
import { EXPORT_KEPT_DAYS, isExpired, requireOwnExport } from './export-dto.js';

export const downloadExport = defineRoute({
  name: 'downloadExport',
  method: 'GET',
  path: 'exports/{id}/file',
  access: 'staff',
  scope: { kind: 'none' },
  summary: 'Export en arrière-plan : le classeur, une fois prêt (au demandeur seul, pendant 7 jours)',
  tags: ['exports'],
  params: exportIdParamsSchema,
  responseContentType: XLSX_CONTENT_TYPE,
  async handler({ params, principal }) {
    const job = await requireOwnExport(params.id, principal);
    if (job.status !== 'done') throw failure(job.status === 'failed' ? 'export_failed' : 'export_not_ready');
    const gone = failure('export_expired', { days: EXPORT_KEPT_DAYS });
    if (isExpired(job)) throw gone;
    const stored = await openExportFile(job.jobId);
    if (!stored) throw gone;
    return streamedFile(stored, XLSX_CONTENT_TYPE, job.fileName);
  },
});
