// settings (pk /id): one document per background export, id 'export:<uuid>'. The workbook is the blob
// '<uuid>.xlsx' of the 'exports' container, which storage.bicep empties after 7 days.

import type { ExportStatus } from '@portail/common';

export interface ExportJobDoc {
  id: string;
  type: 'exportJob';
  jobId: string;
  /** The declared list (its path under /api), the screen's search and sort. */
  list: string;
  title: string;
  search: string;
  orderBy: string;
  /** The customers a commercial user may see, as when asked; none for an administrator. */
  scope?: string[];
  requestedBy: { id: string; email: string };
  status: ExportStatus;
  rows: number | null;
  bytes: number | null;
  fileName: string;
  failure: string | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

/** A message of the 'exports' queue. */
export interface ExportMessage {
  jobId: string;
}
