import { conflict } from '../http/errors.js';
import { readImportJob, updateImportJob } from '../data/import-jobs-repository.js';
import { importIdsOf } from '../data/import-targets-repository.js';
import { journalBlobName, readImportBlob, sendImportMessage } from '../data/import-storage.js';
import type { ChunkJournal, ImportJobDoc } from '../model/imports.js';
import type { TableImport } from './import-plan.js';
import { TABLE_IMPORTS } from './import-tables.js';
import { refreshSalesStats } from './sales-lines.js';

/**
 * Rollback of a job: every change of its journals is undone, newest first (created records deleted,
 * updated ones put back as they were). Refused (409) when a later job has written one of the same
 * records since: undoing would silently undo that job too.
 */

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
export async function requestRollback(job: ImportJobDoc, table: TableImport, by: string): Promise<ImportJobDoc> {
  if (job.options.dryRun) throw conflict('Un essai à blanc n’a rien modifié : il n’y a rien à annuler.');
  if (job.status === 'rolledBack' || job.rollback) throw conflict('Cet import est déjà annulé.');
  if (job.status !== 'done' && job.status !== 'failed') throw conflict('Cet import n’est pas terminé : il ne peut pas encore être annulé.');
  const refs = (await journals(job)).flatMap((j) => j.changes.map((c) => ({ partitionKey: c.partitionKey, id: c.id })));
  const current = await importIdsOf(table.container, refs);
  const later = [...current.values()].find((id) => id !== null && id !== job.jobId);
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
  for (const journal of (await journals(job)).reverse()) await table.revert([...journal.changes].reverse(), touched);
  await refreshSalesStats(touched);
  await updateImportJob(jobId, (j) => ({ ...j, status: 'rolledBack', rollback: j.rollback && { ...j.rollback, doneAt: new Date().toISOString() } }));
}
