import type { StorageQueueHandler } from '@azure/functions';
import { sendResetEmail } from './features/auth/auth-send-reset-email.js';
import { poisonedImportQueue, processImportQueue } from './features/import/import-queue.js';
import { runMaintenance } from './features/maintenance/maintenance-queue.js';

export interface QueueFunction {
  name: string;
  queueName: string;
  handler: StorageQueueHandler;
}

/**
 * Every queue-triggered function. Azure delivers messages through index.ts; the local host polls
 * Azurite with the same rules (visibility timeout, dequeue count, poison queue after 5 failures).
 */
export const queueFunctions: QueueFunction[] = [sendResetEmail, processImportQueue, poisonedImportQueue, runMaintenance];
