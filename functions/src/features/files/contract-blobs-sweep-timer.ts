import type { InvocationContext, Timer } from '@azure/functions';
import { sweepOrphanContractBlobs } from '../../services/contract-files.js';

/** Timer trigger handler: deletes the contract blobs left without records (services/contract-files.ts). */
export async function sweepOrphanContractBlobsTimer(_timer: Timer, context: InvocationContext): Promise<void> {
  const deleted = await sweepOrphanContractBlobs();
  if (deleted.length) context.log(`Fichiers de contrat sans enregistrement supprimés : ${deleted.length}`);
}
