import { REFERENCE_LISTS, type ReferenceListName } from '@portail/common';
import { MAINTENANCE_QUEUE, type MaintenanceMessage } from '../../data/maintenance-queue.js';
import { checkedQueueFunction } from '../../queue-function.js';
import { completeRename } from '../../services/reference-rename.js';
import { completeSalesColumnsRecalculation } from '../../services/sales-custom-columns.js';

const LISTS = new Set<string>(REFERENCE_LISTS.map((l) => l.name));
const isText = (v: unknown): v is string => typeof v === 'string';

function asMessage(raw: unknown): MaintenanceMessage | undefined {
  const m = raw as Record<string, unknown> | null;
  if (!m || typeof m !== 'object') return undefined;
  if (m.kind === 'reference-rename' && LISTS.has(String(m.list)) && isText(m.entryId) && isText(m.from) && isText(m.to)) {
    return { kind: 'reference-rename', list: m.list as ReferenceListName, entryId: m.entryId, from: m.from, to: m.to };
  }
  if (m.kind === 'sales-custom-columns' && isText(m.requestedBy)) return { kind: 'sales-custom-columns', requestedBy: m.requestedBy };
  return undefined;
}

/**
 * Back-office work queued by its request (data/maintenance-queue.ts). Each kind is idempotent: a failure is
 * retried by the host, and a redelivery finds less to do. After 5 deliveries the message waits in
 * maintenance-poison; asking again (renaming the entry again, pressing « Recalculer ») starts a new one.
 */
export const runMaintenance = checkedQueueFunction('runMaintenance', MAINTENANCE_QUEUE, {
  read: asMessage,
  unreadable: 'Message de maintenance illisible ignoré',
  async handle(message) {
    if (message.kind === 'reference-rename') await completeRename(message);
    else await completeSalesColumnsRecalculation(message.requestedBy);
  },
});
