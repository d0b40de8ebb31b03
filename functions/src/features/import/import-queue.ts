import type { InvocationContext, StorageQueueHandler } from '@azure/functions';
import { IMPORTS_POISON_QUEUE, IMPORTS_QUEUE } from '../../data/import-storage.js';
import type { ImportMessage } from '../../model/imports.js';
import { handleImportMessage, handlePoisonedImport } from '../../services/import-process.js';

/** The shape queues.ts registers (not imported from there: queues.ts imports this file). */
interface ImportQueueFunction {
  name: string;
  queueName: string;
  handler: StorageQueueHandler;
}

function asMessage(raw: unknown): ImportMessage | undefined {
  const m = raw as Partial<ImportMessage> | null;
  if (!m || typeof m !== 'object' || typeof m.jobId !== 'string') return undefined;
  if (m.kind === 'rollback') return { kind: 'rollback', jobId: m.jobId };
  if (m.kind === 'process') return { kind: 'process', jobId: m.jobId, fromChunk: Number.isInteger(m.fromChunk) ? m.fromChunk! : 0 };
  return undefined;
}

/** Processes import jobs: a failure is retried by the host, 5 failed deliveries move the message to imports-poison. */
export const processImportQueue: ImportQueueFunction = {
  name: 'processImport',
  queueName: IMPORTS_QUEUE,
  async handler(raw: unknown, context: InvocationContext) {
    const message = asMessage(raw);
    if (!message) return context.warn('Message d’import illisible ignoré', raw);
    await handleImportMessage(message);
  },
};

/** A message given up after 5 deliveries: the job is marked failed and its uploader e-mailed. */
export const poisonedImportQueue: ImportQueueFunction = {
  name: 'failPoisonedImport',
  queueName: IMPORTS_POISON_QUEUE,
  async handler(raw: unknown, context: InvocationContext) {
    const message = asMessage(raw);
    if (!message) return context.warn('Message d’import empoisonné illisible ignoré', raw);
    await handlePoisonedImport(message);
  },
};
