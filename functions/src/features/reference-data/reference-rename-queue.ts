import type { InvocationContext, StorageQueueHandler } from '@azure/functions';
import { REFERENCE_LISTS } from '@portail/common';
import { REFERENCE_RENAMES_QUEUE, type ReferenceRenameMessage } from '../../data/reference-renames-queue.js';
import { completeRename } from '../../services/reference-rename.js';

const LISTS = new Set<string>(REFERENCE_LISTS.map((l) => l.name));

function asMessage(raw: unknown): ReferenceRenameMessage | undefined {
  const m = raw as Partial<ReferenceRenameMessage> | null;
  if (!m || typeof m !== 'object' || !LISTS.has(String(m.list))) return undefined;
  if (typeof m.entryId !== 'string' || typeof m.from !== 'string' || typeof m.to !== 'string') return undefined;
  return { list: m.list!, entryId: m.entryId, from: m.from, to: m.to };
}

/**
 * Carries a reference-list rename to the products, contracts and sales lines (services/reference-rename.ts).
 * A failure is retried by the host; after 5 deliveries the message waits in reference-renames-poison, where
 * renaming the entry again (or back and forth) starts a new job.
 */
export const completeReferenceRename: { name: string; queueName: string; handler: StorageQueueHandler } = {
  name: 'completeReferenceRename',
  queueName: REFERENCE_RENAMES_QUEUE,
  async handler(raw: unknown, context: InvocationContext) {
    const message = asMessage(raw);
    if (!message) return context.warn('Message de renommage illisible ignoré', raw);
    await completeRename(message);
  },
};
