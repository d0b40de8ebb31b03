import { conflict } from '../http/errors.js';
import { readImportJob, updateImportJob } from '../data/import-jobs-repository.js';
import { journalBlobName, readImportBlob, sendImportMessage } from '../data/import-storage.js';
import { supersededJobs } from '../domain/import-supersession.js';
import type { ChunkJournal, ImportJobDoc } from '../model/imports.js';
import { TABLE_IMPORTS } from './import-tables.js';
import { refreshSalesStats } from './sales-lines.js';

/**
 * Rollback of a job: every change of its journals is undone, newest first (created records deleted,
 * updated ones put back as they were). Refused (409) when a later job has written one of the same
 * records since: undoing would silently undo that job too. The later jobs mark the job they supersede
 * before they write (markSuperseded), so the refusal is one field of the job, whatever its size.
 */

/** Called by a job before it writes changes: the earlier jobs whose records they replace can no longer be undone alone. */
export async function markSuperseded(jobIds: readonly string[], by: string): Promise<void> {
  for (const id of jobIds) await updateImportJob(id, (j) => (j.supersededBy?.includes(by) ? undefined : { ...j, supersededBy: [...(j.supersededBy ?? []), by] }));
}

async function unmarkSuperseded(jobIds: readonly string[], by: string): Promise<void> {
  for (const id of jobIds) await updateImportJob(id, (j) => (j.supersededBy?.includes(by) ? { ...j, supersededBy: j.supersededBy.filter((x) => x !== by) } : undefined));
}

async function journals(job: ImportJobDoc): Promise<ChunkJournal[]> {
  const out: ChunkJournal[] = [];
  for (let chunk = 0; chunk < job.chunksDone; chunk++) {
    const raw = await readImportBlob(journalBlobName(job.jobId, chunk));
    if (raw) out.push(JSON.parse(raw.toString('utf8')) as ChunkJournal);
  }
  return out;
}

const frDate = (iso: string) => new Date(iso).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' });

/** Checks that the job can be undone, then queues the rollback. Answers the job as updated. */
export async function requestRollback(job: ImportJobDoc, by: string): Promise<ImportJobDoc> {
  if (job.options.dryRun) throw conflict('Un essai à blanc n’a rien modifié : il n’y a rien à annuler.');
  if (job.status === 'rolledBack' || job.rollback) throw conflict('Cet import est déjà annulé.');
  if (job.status !== 'done' && job.status !== 'failed') throw conflict('Cet import n’est pas terminé : il ne peut pas encore être annulé.');
  const later = job.supersededBy?.[0];
  if (later) {
    const other = await readImportJob(later);
    const what = other ? `l'import « ${other.fileName} » du ${frDate(other.createdAt)} (${other.jobId})` : `l'import ${later}`;
    throw conflict(`Annulation impossible : ${what} a modifié depuis les mêmes enregistrements. Annulez-le d'abord.`);
  }
  const updated = await updateImportJob(job.jobId, (j) => (j.rollback ? undefined : { ...j, rollback: { requestedAt: new Date().toISOString(), by, doneAt: null } }));
  await sendImportMessage({ kind: 'rollback', jobId: job.jobId });
  return updated ?? job;
}

/** The queued rollback: idempotent (deletes of missing records and restores are harmless when repeated). */
export async function revertImport(jobId: string): Promise<void> {
  const job = await readImportJob(jobId);
  if (!job?.rollback || job.status === 'rolledBack') return;
  const table = TABLE_IMPORTS[job.table];
  const touched = new Map<string, Set<number>>();
  const written = (await journals(job)).reverse();
  for (const journal of written) await table.revert([...journal.changes].reverse(), touched);
  await refreshSalesStats(touched);
  // The records this job had replaced are back as the earlier jobs wrote them: those can be undone again.
  await unmarkSuperseded(supersededJobs(written.flatMap((j) => j.changes), jobId), jobId);
  await updateImportJob(jobId, (j) => ({ ...j, status: 'rolledBack', rollback: j.rollback && { ...j.rollback, doneAt: new Date().toISOString() } }));
}
