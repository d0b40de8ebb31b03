import type { JournalEntry } from '../model/imports.js';

/**
 * The earlier jobs whose records these changes of job `jobId` replace: the importId each replaced record
 * carried (records every import writes carry the id of the job that wrote them). Such a job can no longer be
 * rolled back without undoing this one's changes too.
 */
export function supersededJobs(changes: readonly JournalEntry[], jobId: string): string[] {
  const out = new Set<string>();
  for (const c of changes) {
    const former = c.before?.importId;
    if (typeof former === 'string' && former !== '' && former !== jobId) out.add(former);
  }
  return [...out];
}
