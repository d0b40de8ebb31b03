import { IMPORTS_POISON_QUEUE, IMPORTS_QUEUE } from '../../data/import-storage.js';
import type { ImportMessage } from '../../model/imports.js';
import { checkedQueueFunction } from '../../queue-function.js';
import { handlePoisonedImport } from '../../services/import-process.js';
import { handleImportMessageInThread } from '../../services/import-thread.js';

function asMessage(raw: unknown): ImportMessage | undefined {
  const m = raw as Partial<ImportMessage> | null;
  if (!m || typeof m !== 'object' || typeof m.jobId !== 'string') return undefined;
  if (m.kind === 'rollback') return { kind: 'rollback', jobId: m.jobId };
  if (m.kind === 'process') return { kind: 'process', jobId: m.jobId, fromChunk: Number.isInteger(m.fromChunk) ? m.fromChunk! : 0 };
  return undefined;
}

/** Processes import jobs, on the import thread: a failure is retried by the host, 5 failed deliveries move the message to imports-poison. */
export const processImportQueue = checkedQueueFunction('processImport', IMPORTS_QUEUE, {
  read: asMessage,
  unreadable: 'Message d’import illisible ignoré',
  handle: handleImportMessageInThread,
});

/** A message given up after 5 deliveries: the job is marked failed and its uploader e-mailed. */
export const poisonedImportQueue = checkedQueueFunction('failPoisonedImport', IMPORTS_POISON_QUEUE, {
  read: asMessage,
  unreadable: 'Message d’import empoisonné illisible ignoré',
  handle: handlePoisonedImport,
});
