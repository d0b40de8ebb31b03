import type { ReferenceListName } from '@portail/common';
import { queueSender } from './queue-sender.js';

/**
 * Renames of reference-list entries, carried to the products, contracts and sales lines that hold the former
 * name by a queue function (features/reference-data/reference-rename-queue.ts). infra/modules/storage.bicep
 * creates the queue and its poison queue.
 */
export const REFERENCE_RENAMES_QUEUE = 'reference-renames';
export const REFERENCE_RENAMES_POISON_QUEUE = 'reference-renames-poison';

export interface ReferenceRenameMessage {
  list: ReferenceListName;
  entryId: string;
  from: string;
  to: string;
}

export const enqueueReferenceRename = queueSender<ReferenceRenameMessage>(REFERENCE_RENAMES_QUEUE);
