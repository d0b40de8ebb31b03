import type { InvocationContext, Timer } from '@azure/functions';
import { replayPendingWrites } from '../../services/pending-writes.js';
// The kinds of write the timer settles are registered by the modules that make them.
import '../../resources/declared-resources.js';
import '../../services/claim-declaration.js';
import '../../services/claim-acceptance.js';
import '../../services/claim-decisions.js';
import '../../services/manual-points.js';
import '../../services/user-creation.js';

/**
 * Timer trigger handler: completes or drops the writes whose request stopped between the write and its
 * audit entry and follow-up (services/pending-writes.ts).
 */
export async function replayPendingWritesTimer(_timer: Timer, context: InvocationContext): Promise<void> {
  const report = await replayPendingWrites();
  if (report.completed.length || report.dropped.length || report.failed.length) {
    context.log(`Écritures en attente : ${report.completed.length} complétée(s), ${report.dropped.length} abandonnée(s), ${report.failed.length} en échec`);
  }
}
