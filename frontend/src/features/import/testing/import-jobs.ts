import type { ImportJobDto } from '@portail/common';

/**
 * An import job as GET /import and GET /import/{id} answer it: a products file just queued by the demo
 * administrator, with what the test changes on top.
 */
export const importJob = (over: Partial<ImportJobDto> = {}): ImportJobDto => ({
  id: 'job-1',
  table: 'products',
  fileName: 'produits.xlsx',
  dryRun: false,
  status: 'queued',
  progress: 0,
  counts: { read: 0, created: 0, updated: 0, unchanged: 0, rejected: 0, duplicate: 0 },
  errors: [],
  warnings: [],
  failure: null,
  rollbackPending: false,
  supersededBy: [],
  createdBy: { email: 'admin@demo.test', name: 'Alice Admin' },
  createdAt: '2026-11-27T10:00:00.000Z',
  finishedAt: null,
  ...over,
});

/** The same job ended a minute later, its three rows created and none rejected. */
export const doneImportJob = (over: Partial<ImportJobDto> = {}): ImportJobDto =>
  importJob({
    status: 'done',
    progress: 100,
    counts: { read: 3, created: 3, updated: 0, unchanged: 0, rejected: 0, duplicate: 0 },
    finishedAt: '2026-11-27T10:01:00.000Z',
    ...over,
  });
