import type { ReferenceListName } from '@portail/common';
import { queueSender } from './queue-sender.js';

/**
 * Back-office work too long for a request, run by a queue function (features/maintenance/maintenance-queue.ts):
 * a reference-list rename carried to the products, contracts and sales lines; the custom columns of every
 * sales line derived again. infra/modules/storage.bicep creates the queue and its poison queue.
 */
export const MAINTENANCE_QUEUE = 'maintenance';
export const MAINTENANCE_POISON_QUEUE = 'maintenance-poison';

export interface ReferenceRenameMessage {
  kind: 'reference-rename';
  list: ReferenceListName;
  entryId: string;
  from: string;
  to: string;
}

interface SalesColumnsMessage {
  kind: 'sales-custom-columns';
  /** The administrator who asked: the audit entry and the summary e-mail are theirs. */
  requestedBy: string;
}

export type MaintenanceMessage = ReferenceRenameMessage | SalesColumnsMessage;

export const enqueueMaintenance = queueSender<MaintenanceMessage>(MAINTENANCE_QUEUE);
