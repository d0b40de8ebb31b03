import { errorMessage } from '@portail/common';
import { config } from '../config.js';
import { journalBlobName, readImportBlob } from '../data/import-storage.js';
import { TABLE_LABELS } from '../domain/import-columns.js';
import type { SheetData } from '../domain/sheet.js';
import { escapeHtml, sendMail } from '../mail/send-mail.js';
import type { ChunkJournal, ImportCounts, ImportFailure, ImportJobDoc, ImportRejection, RollbackSkip } from '../model/imports.js';
import { writeWorkbook } from './xlsx-pool.js';

/** The summary e-mail to the uploader, the error report and the rejections they list. */

const MAIL_REJECTIONS = 50;

const COUNT_LABELS: [keyof ImportCounts, string][] = [
  ['read', 'Lignes lues'],
  ['created', 'Créées'],
  ['updated', 'Mises à jour'],
  ['unchanged', 'Inchangées'],
  ['rejected', 'Rejetées'],
  ['duplicate', 'En double'],
];

/** Where the uploader finds the job and downloads its error report (the Imports view of the site). */
const jobLink = (jobId: string) => `${config().publicUrl}/admin/imports/${jobId}`;

/** Every rejection of the job, in row order, read from its chunk journals. */
async function allRejections(job: ImportJobDoc): Promise<ImportRejection[]> {
  const out: ImportRejection[] = [];
  for (let chunk = 0; chunk < job.chunksDone; chunk++) {
    const raw = await readImportBlob(journalBlobName(job.jobId, chunk));
    if (raw) out.push(...(JSON.parse(raw.toString('utf8')) as ChunkJournal).rejections);
  }
  return out;
}

/** A failed job's cause in French, worded from its code (a job stored before codes kept its text). */
export const importFailureMessage = (failure: ImportFailure | string): string =>
  typeof failure === 'string' ? failure : errorMessage(failure.code, failure.params);

export async function sendImportSummary(job: ImportJobDoc): Promise<void> {
  const table = TABLE_LABELS[job.table];
  const dry = job.options.dryRun ? ' (essai à blanc : rien n’a été modifié)' : '';
  const outcome = job.status === 'failed' ? `a échoué : ${job.failure ? importFailureMessage(job.failure) : 'erreur inconnue'}` : `est terminé${dry}`;
  const subject = `[Portail fidélité] Import ${table} « ${job.fileName} » : ${job.status === 'failed' ? 'échec' : 'terminé'}`;
  // The job keeps its first rejections in row order (import-process.ts): the journals, several megabytes of
  // JSON each, are read only for the full error report.
  const rejections = job.errors.slice(0, MAIL_REJECTIONS);
  const link = jobLink(job.jobId);
  const counts = COUNT_LABELS.map(([k, label]) => `${label} : ${job.counts[k]}`);
  const rejectionLines = rejections.map((r) => `Ligne ${r.row}, colonne « ${r.column} », valeur « ${r.value} » : ${r.reason}`);
  const text = [
    `L'import du fichier « ${job.fileName} » (${table}) ${outcome}.`,
    '',
    ...counts,
    ...(job.warnings.length ? ['', 'Avertissements :', ...job.warnings.map((w) => `- ${w}`)] : []),
    ...(rejections.length ? ['', `Lignes rejetées (${rejections.length} premières sur ${job.counts.rejected}) :`, ...rejectionLines.map((l) => `- ${l}`)] : []),
    '',
    `Rapport d'erreurs et détail de l'import : ${link}`,
  ].join('\n');
  const html =
    `<p>L'import du fichier « ${escapeHtml(job.fileName)} » (${escapeHtml(table)}) ${escapeHtml(outcome)}.</p>` +
    `<ul>${counts.map((c) => `<li>${escapeHtml(c)}</li>`).join('')}</ul>` +
    (job.warnings.length ? `<p>Avertissements :</p><ul>${job.warnings.map((w) => `<li>${escapeHtml(w)}</li>`).join('')}</ul>` : '') +
    (rejections.length
      ? `<p>Lignes rejetées (${rejections.length} premières sur ${job.counts.rejected}) :</p><table><tr><th>Ligne</th><th>Colonne</th><th>Valeur</th><th>Motif</th></tr>` +
        rejections
          .map((r) => `<tr><td>${r.row}</td><td>${escapeHtml(r.column)}</td><td>${escapeHtml(r.value)}</td><td>${escapeHtml(r.reason)}</td></tr>`)
          .join('') +
        '</table>'
      : '') +
    `<p><a href="${escapeHtml(link)}">Rapport d'erreurs et détail de l'import</a></p>`;
  await sendMail({ to: job.createdBy.email, subject, text, html });
}

/** The rejected rows as .xlsx: row number, column, value and the reason. */
export async function errorReport(job: ImportJobDoc): Promise<Uint8Array> {
  const rows = (await allRejections(job)).map((r) => [r.row, r.column, r.value, r.reason]);
  const sheet: SheetData = {
    name: 'Rejets',
    columns: [
      { type: 'integer', width: 8 },
      { type: 'text', width: 28 },
      { type: 'text', width: 28 },
      { type: 'text', width: 60 },
    ],
    head: [[`Lignes rejetées – ${job.fileName}`], [], ['Ligne', 'Colonne', 'Valeur', 'Motif du rejet']],
    rows,
  };
  return writeWorkbook(sheet);
}

const SKIP_REASONS: Record<RollbackSkip['reason'], string> = { changed: 'modifiés depuis', deleted: 'supprimés depuis', 'in-use': 'encore utilisés' };

/**
 * The rollback's e-mail, to the administrator who asked it (the uploader in copy): what it deleted and put
 * back, and each record it left as it was with why, or why it undid nothing.
 */
export async function sendRollbackSummary(job: ImportJobDoc): Promise<void> {
  const rollback = job.rollback;
  if (!rollback) return;
  const table = TABLE_LABELS[job.table];
  const link = jobLink(job.jobId);
  const refused = rollback.refused;
  const subject = `[Portail fidélité] Annulation de l'import ${table} « ${job.fileName} » : ${refused ? 'refusée' : 'terminée'}`;
  const skips = rollback.skips ?? [];
  const skipped = rollback.skipped ?? 0;
  const counts = refused
    ? []
    : [
        `Supprimés (créés par l'import) : ${rollback.deleted ?? 0}`,
        `Remis comme avant l'import : ${rollback.restored ?? 0}`,
        `Laissés tels quels : ${skipped}`,
      ];
  const byReason = (Object.keys(SKIP_REASONS) as RollbackSkip['reason'][]).flatMap((r) => {
    const n = skips.filter((s) => s.reason === r).length;
    return n ? [`${n} ${SKIP_REASONS[r]}`] : [];
  });
  const head = refused
    ? `L'annulation de l'import « ${job.fileName} » (${table}) n'a rien modifié. ${refused}`
    : `L'annulation de l'import « ${job.fileName} » (${table}) est terminée.`;
  const skipTitle = `Enregistrements laissés tels quels (${skips.length} premiers sur ${skipped}${byReason.length ? ` : ${byReason.join(', ')}` : ''}) :`;
  const text = [
    head,
    ...(counts.length ? ['', ...counts] : []),
    ...(skips.length ? ['', skipTitle, ...skips.map((s) => `- ${s.label} : ${s.detail}`)] : []),
    '',
    `Détail de l'import : ${link}`,
  ].join('\n');
  const html =
    `<p>${escapeHtml(head)}</p>` +
    (counts.length ? `<ul>${counts.map((c) => `<li>${escapeHtml(c)}</li>`).join('')}</ul>` : '') +
    (skips.length ? `<p>${escapeHtml(skipTitle)}</p><ul>${skips.map((s) => `<li>${escapeHtml(s.label)} : ${escapeHtml(s.detail)}</li>`).join('')}</ul>` : '') +
    `<p><a href="${escapeHtml(link)}">Détail de l'import</a></p>`;
  const cc = job.createdBy.email !== rollback.by ? job.createdBy.email : undefined;
  await sendMail({ to: rollback.by, ...(cc ? { cc } : {}), subject, text, html });
}
