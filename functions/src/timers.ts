import type { TimerHandler } from '@azure/functions';
import { recoverPendingOrdersTimer } from './features/checkout/checkout-recovery.js';
import { catchUpKpiAggregatesTimer } from './features/kpi/kpi-catch-up-timer.js';
import { replayPendingWritesTimer } from './features/pending-writes/pending-writes-timer.js';
import { sweepOrphanContractBlobsTimer } from './features/files/contract-blobs-sweep-timer.js';

export interface TimerFunction {
  name: string;
  /** NCRONTAB schedule, as Azure reads it. */
  schedule: string;
  /** How often the local host runs it (it does not parse NCRONTAB). */
  localEveryMs: number;
  handler: TimerHandler;
}

/** Every timer-triggered function, registered by index.ts and run by the local host. */
export const timerFunctions: TimerFunction[] = [
  // Confirms or cancels checkouts that stopped half-way (see checkout-flow.ts).
  { name: 'recoverPendingOrders', schedule: '0 */5 * * * *', localEveryMs: 5 * 60_000, handler: recoverPendingOrdersTimer },
  // Brings the KPI rows of customers whose points or orders changed in line (services/kpi-aggregates.ts).
  { name: 'catchUpKpiAggregates', schedule: '0 * * * * *', localEveryMs: 60_000, handler: catchUpKpiAggregatesTimer },
  // Completes, or drops, the writes left without their audit entry and follow-up (services/pending-writes.ts).
  { name: 'replayPendingWrites', schedule: '30 * * * * *', localEveryMs: 60_000, handler: replayPendingWritesTimer },
  // Deletes the contract blobs an upload or a withdrawal cut short left without records (services/contract-files.ts).
  { name: 'sweepOrphanContractBlobs', schedule: '0 17 * * * *', localEveryMs: 60 * 60_000, handler: sweepOrphanContractBlobsTimer },
];
