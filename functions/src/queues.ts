import { sendResetEmail } from './features/auth/auth-send-reset-email.js';
import { poisonedExportQueue, processExportQueue } from './features/exports/exports-queue.js';
import { poisonedImportQueue, processImportQueue } from './features/import/import-queue.js';
import { runMaintenance } from './features/maintenance/maintenance-queue.js';
import type { QueueFunction } from './queue-function.js';

/**
 * Every queue-triggered function. Azure delivers messages through index.ts; the local host polls
 * Azurite with the same rules (visibility timeout, dequeue count, poison queue after 5 failures).
 */
export const queueFunctions: QueueFunction[] = [
  sendResetEmail,
  processImportQueue,
  poisonedImportQueue,
  runMaintenance,
  processExportQueue,
  poisonedExportQueue,
];
