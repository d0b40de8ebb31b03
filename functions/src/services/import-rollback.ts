import { errorMessage } from '@portail/common';
import { hash } from 'node:crypto';
import type { AuditEvent } from '../data/audit-repository.js';
import { failure } from '../http/errors.js';
import { readImportJob, updateImportJob } from '../data/import-jobs-repository.js';
import {
  importBlobNames,
  journalBlobName,
  putImportBlob,
  readImportBlob,
  restoredBlobName,
  sendImportMessage,
  writtenBlobName,
} from '../data/import-storage.js';
import { readImportTarget, writeAuditsOnce } from '../data/import-targets-repository.js';
import { supersededJobs } from '../domain/import-supersession.js';
import type { ChunkJournal, ImportJobDoc, ImportTable, RollbackSkip } from '../model/imports.js';
import { plainDoc, writtenKey, type UndoRecord } from './import-plan.js';
import { sendRollbackSummary } from './import-report.js';
import { TABLE_IMPORTS } from './import-tables.js';
import { refreshSalesStats } from './sales-lines.js';

/**
 * Rollback of a job: every record it wrote is deleted (created by it) or put back as it was before it
 * (updated by it), but only while the record is still the version the job wrote: each chunk keeps the ETag
 * of every record it wrote (import-process.ts), and the rollback's writes name it (If-Match). A record
 * written since (a later import, an edit in the back office) is left as it is and reported, so is a created
 * product that a cart, a price list or an order now uses (the back office's delete refuses it too).
 *
 * A later job marks the jobs it supersedes before it writes (markSuperseded): the request is refused (409)
 * while one is marked, the claim of the job is ETag-checked against that mark, and the worker checks it
 * again before it writes anything. What the rollback changes is audited; its result is kept on the job and
 * e-mailed to the administrator who asked.
 */

/** Called by a job before it writes changes: the earlier jobs whose records they replace can no longer be undone alone. */
export async function markSuperseded(jobIds: readonly string[], by: string): Promise<void> {
  for (const id of jobIds)
    await updateImportJob(id, (j) => (j.supersededBy?.includes(by) ? undefined : { ...j, supersededBy: [...(j.supersededBy ?? []), by] }));
}

async function unmarkSuperseded(jobIds: readonly string[], by: string): Promise<void> {
  for (const id of jobIds)
    await updateImportJob(id, (j) => (j.supersededBy?.includes(by) ? { ...j, supersededBy: j.supersededBy.filter((x) => x !== by) } : undefined));
}

const readJson = async <T>(name: string): Promise<T | undefined> => {
  const raw = await readImportBlob(name);
  return raw && (JSON.parse(raw.toString('utf8')) as T);
};

async function journals(job: ImportJobDoc): Promise<{ journal: ChunkJournal; etags: Record<string, string> }[]> {
  const out = [];
  for (let chunk = 0; chunk < job.chunksDone; chunk++) {
    const journal = await readJson<ChunkJournal>(journalBlobName(job.jobId, chunk));
    if (journal) out.push({ journal, etags: (await readJson<Record<string, string>>(writtenBlobName(job.jobId, chunk))) ?? {} });
  }
  return out;
}

/** The ETags of this job's records that later jobs' rollbacks put back as it wrote them, the latest last. */
async function restoredEtags(jobId: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of await importBlobNames(`${jobId}/restored/`)) Object.assign(out, await readJson<Record<string, string>>(name));
  return out;
}

const frDate = (iso: string) => new Date(iso).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' });

/** The later import that stops a rollback, as the refusal names it. */
async function laterJobText(later: string): Promise<string> {
  const other = await readImportJob(later);
  return other ? `l'import « ${other.fileName} » du ${frDate(other.createdAt)} (${other.jobId})` : `l'import ${later}`;
}

const laterJobMessage = async (later: string): Promise<string> => errorMessage('import_later_job', { job: await laterJobText(later) });

/** Why a job cannot be rolled back as it stands, if it cannot: checked on the version the claim writes over. */
function rollbackRefusal(job: ImportJobDoc): { code: 'import_dry_run' | 'import_rolled_back' | 'import_not_finished' } | { later: string } | undefined {
  if (job.options.dryRun) return { code: 'import_dry_run' };
  // A rollback its worker refused (a later import) undid nothing: it may be asked again once that import is undone.
  if (job.status === 'rolledBack' || (job.rollback && !job.rollback.refused)) return { code: 'import_rolled_back' };
  if (job.status !== 'done' && job.status !== 'failed') return { code: 'import_not_finished' };
  const later = job.supersededBy?.[0];
  return later ? { later } : undefined;
}

class Refused extends Error {
  constructor(readonly refusal: NonNullable<ReturnType<typeof rollbackRefusal>>) {
    super('refused');
  }
}

/**
 * Checks that the job can be undone and claims it, both on one version of the job (If-Match, retried on a
 * concurrent write: a later job that marks it meanwhile makes the claim read it again and refuse), then
 * queues the rollback. Answers the job as updated.
 */
export async function requestRollback(job: ImportJobDoc, by: { email: string; id: string }): Promise<ImportJobDoc> {
  let claimed: ImportJobDoc | undefined;
  try {
    claimed = await updateImportJob(job.jobId, (j) => {
      const refusal = rollbackRefusal(j);
      if (refusal) throw new Refused(refusal);
      return { ...j, rollback: { requestedAt: new Date().toISOString(), by: by.email, byId: by.id, doneAt: null } };
    });
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
    throw 'later' in err.refusal ? failure('import_later_job', { job: await laterJobText(err.refusal.later) }) : failure(err.refusal.code);
  }
  await sendImportMessage({ kind: 'rollback', jobId: job.jobId });
  return claimed ?? job;
}

/** Tests: called once the worker has checked the job, before its first write (a later import or an edit lands here). */
export interface RollbackHooks {
  beforeUndo?: () => void | Promise<void>;
  /** Tests: called once the records are written, before the audit and the job's result (a throw here is a crash). */
  afterUndo?: () => void | Promise<void>;
}

/** How each table's records are named to the administrator. */
const LABELS: Record<ImportTable, (doc: Record<string, unknown>) => string> = {
  products: (d) => `produit ${String(d.reference ?? d.id)}`,
  'price-list': (d) => `liste de prix « ${String(d.name ?? d.id)} »`,
  strykerCommands: (d) => `ligne de vente ${String(d.invoiceNumber ?? '')} / ${String(d.reference ?? d.id)}`,
};

/** The audit trail's resource of each table's records (the back office's own names); sales lines have none. */
const AUDITED: Partial<Record<ImportTable, string>> = { products: 'products', 'price-list': 'priceList' };

const KEPT_SKIPS = 50;
const UNDO_SLICE = 10_000;

/** A JSON text of a document whose object keys are sorted: two stored versions compare equal whatever their key order. */
const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(',')}]`
    : v && typeof v === 'object'
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(v ?? null);

/**
 * Each record the job wrote, once: what its first write replaced (a later chunk of the same job may write it
 * again, as price lists are) and the ETag its last write left. Chunks without ETags (jobs recorded before
 * they were kept) give an empty ETag: the record's current version is checked instead (`importId`).
 */
function recordsOf(
  chunks: { journal: ChunkJournal; etags: Record<string, string> }[],
  restored: Record<string, string>,
): { records: UndoRecord[]; written: ChunkJournal['changes'] } {
  const byKey = new Map<string, UndoRecord>();
  for (const { journal, etags } of chunks) {
    for (const change of journal.changes) {
      const key = writtenKey(change.partitionKey, change.id);
      const first = byKey.get(key);
      byKey.set(key, { ...(first ?? change), etag: etags[key] ?? '' });
    }
  }
  for (const [key, record] of byKey) if (restored[key]) record.etag = restored[key];
  return { records: [...byKey.values()], written: chunks.flatMap((c) => c.journal.changes) };
}

/** The queued rollback: safe to run again (a record already put back or deleted by an earlier delivery counts as done). */
export async function revertImport(jobId: string, hooks: RollbackHooks = {}): Promise<void> {
  const job = await readImportJob(jobId);
  if (!job?.rollback || job.rollback.doneAt || job.status === 'rolledBack') return;
  // Checked again here: a later job may have started between the request and this delivery.
  const later = job.supersededBy?.[0];
  if (later) {
    const refused = await laterJobMessage(later);
    const done = await updateImportJob(jobId, (j) =>
      j.rollback && !j.rollback.doneAt ? { ...j, rollback: { ...j.rollback, doneAt: new Date().toISOString(), refused } } : undefined,
    );
    if (done?.rollback?.refused === refused) await sendRollbackSummary(done);
    return;
  }
  const table = TABLE_IMPORTS[job.table];
  const kind = table.container;
  const { records, written } = recordsOf(await journals(job), await restoredEtags(jobId));
  await hooks.beforeUndo?.();

  const skips: RollbackSkip[] = [];
  let skipped = 0;
  const skip = (s: RollbackSkip) => {
    skipped++;
    if (skips.length < KEPT_SKIPS) skips.push(s);
  };
  const label = LABELS[job.table];
  const changedDetail = (current: Record<string, unknown>) =>
    typeof current.importId === 'string' && current.importId !== jobId ? `modifié depuis par l'import ${current.importId}` : "modifié depuis l'import";
  /** Done: the records deleted or put back, each with the version it replaced (for the audit trail). */
  const done: { record: UndoRecord; etag?: string }[] = [];
  const touched = new Map<string, Set<number>>();

  for (let i = 0; i < records.length; i += UNDO_SLICE) {
    const slice = records.slice(i, i + UNDO_SLICE);
    const todo: UndoRecord[] = [];
    for (const record of slice) {
      let current: (Record<string, unknown> & { _etag: string }) | undefined;
      if (!record.etag || (!record.before && table.usesOf)) current = await readImportTarget(kind, record.partitionKey, record.id);
      if (!record.etag) {
        // A job recorded before the ETags were kept: its version is the one that still names it.
        if (!current) {
          if (record.before) skip({ id: record.id, label: label(record.before), reason: 'deleted', detail: "supprimé depuis l'import" });
          continue;
        }
        if (current.importId !== jobId) {
          skip({ id: record.id, label: label(current), reason: 'changed', detail: changedDetail(current) });
          continue;
        }
        record.etag = current._etag;
      }
      if (!record.before && table.usesOf && current && current._etag === record.etag) {
        const uses = await table.usesOf(record);
        if (uses.length) {
          skip({ id: record.id, label: label(current), reason: 'in-use', detail: `encore utilisé par ${joinFr(uses)}` });
          continue;
        }
      }
      todo.push(record);
    }
    const outcomes = await table.undo(todo, touched);
    for (const [k, record] of todo.entries()) {
      const { status, etag } = outcomes[k];
      if (status >= 200 && status < 300) {
        done.push({ record, etag });
        continue;
      }
      if (status === 404) {
        // A created record gone: deleted by an earlier delivery of this rollback (or since, by the back office), as asked.
        if (!record.before) done.push({ record });
        else skip({ id: record.id, label: label(record.before), reason: 'deleted', detail: "supprimé depuis l'import" });
        continue;
      }
      const current = await readImportTarget(kind, record.partitionKey, record.id);
      if (!current) {
        if (record.before) skip({ id: record.id, label: label(record.before), reason: 'deleted', detail: "supprimé depuis l'import" });
        continue;
      }
      // Put back by an earlier delivery of this rollback (which may have crashed before its audit): done. Every
      // field of `before` is compared, not the fields a writer derives on top (a sales line's search keys).
      const stored = plainDoc(current);
      if (record.before && Object.entries(record.before).every(([k, v]) => canonical(stored[k]) === canonical(v))) {
        done.push({ record, etag: current._etag });
        continue;
      }
      skip({ id: record.id, label: label(current), reason: 'changed', detail: changedDetail(current) });
    }
  }

  await hooks.afterUndo?.();
  await auditRollback(job, done, { skipped, skips });
  await table.undone?.(
    done.map((d) => d.record),
    job,
  );
  await recordRestored(jobId, done);
  await refreshSalesStats(touched);
  // The records this job had replaced are back as the earlier jobs wrote them: those can be undone again.
  await unmarkSuperseded(supersededJobs(written, jobId), jobId);
  const deleted = done.filter((d) => !d.record.before).length;
  let ours = false;
  const finished = await updateImportJob(jobId, (j) => {
    // A concurrent delivery finished first: it has recorded the result and sent the e-mail.
    if (j.status === 'rolledBack') return ((ours = false), undefined);
    ours = true;
    return {
      ...j,
      status: 'rolledBack',
      rollback: j.rollback && { ...j.rollback, doneAt: new Date().toISOString(), deleted, restored: done.length - deleted, skipped, skips },
    };
  });
  if (ours && finished) await sendRollbackSummary(finished);
}

/**
 * The records put back as an earlier job wrote them (their `before` names it) are that job's versions again:
 * their new ETags go beside its journals, so that its own rollback finds them as it left them.
 */
async function recordRestored(jobId: string, done: { record: UndoRecord; etag?: string }[]): Promise<void> {
  const byJob = new Map<string, Record<string, string>>();
  for (const { record, etag } of done) {
    const earlier = record.before?.importId;
    if (typeof earlier !== 'string' || earlier === jobId || !etag) continue;
    const etags = byJob.get(earlier) ?? {};
    etags[writtenKey(record.partitionKey, record.id)] = etag;
    byJob.set(earlier, etags);
  }
  const at = new Date();
  for (const [earlier, etags] of byJob) await putImportBlob(restoredBlobName(earlier, jobId, at), JSON.stringify(etags));
}

/** « 2 paniers et 1 commande ». */
const joinFr = (parts: string[]) => (parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}`);

/**
 * The audit trail of what the rollback changed: an entry per product or price list deleted or put back (as the
 * back office writes them), and one for the job with its counts and the records it left as they were (sales
 * lines, by the hundred thousand, are counted there). Ids derived from the job and the record: a redelivered rollback writes none twice.
 */
async function auditRollback(job: ImportJobDoc, done: { record: UndoRecord }[], left: { skipped: number; skips: RollbackSkip[] }): Promise<void> {
  const rollback = job.rollback!;
  const by = rollback.byId ?? rollback.by;
  const at = new Date().toISOString();
  const reason = `Annulation de l'import « ${job.fileName} » (${job.jobId})`;
  const id = (entity: string) => `rollback-${hash('sha256', `${job.jobId}\u0001${entity}`, 'hex').slice(0, 32)}`;
  const resource = AUDITED[job.table];
  const entries: (AuditEvent & { id: string })[] = resource
    ? done.map(({ record }) => ({
        id: id(writtenKey(record.partitionKey, record.id)),
        resource,
        action: record.before ? ('update' as const) : ('delete' as const),
        entityId: record.id,
        by,
        at,
        ...(record.before ? { after: withLineCount(record.before) } : {}),
        reason,
      }))
    : [];
  const deleted = done.filter((d) => !d.record.before).length;
  entries.push({
    id: id('job'),
    resource: 'imports',
    action: 'update',
    entityId: job.jobId,
    by,
    at,
    after: { status: 'rolledBack', deleted, restored: done.length - deleted, ...left },
    reason,
  });
  await writeAuditsOnce(entries);
}

/** The audit trail keeps a price list's header and the number of its lines, as the back office's entries do. */
const withLineCount = (doc: Record<string, unknown>) => (Array.isArray(doc.lines) ? { ...doc, lines: doc.lines.length } : doc);
