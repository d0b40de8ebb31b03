import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Badge, Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, ArrowUndoRegular } from '@fluentui/react-icons';
import type { ImportJobDto } from '@portail/common';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useNotify, useNotifyFailure } from '../../../components/notify';
import { Page } from '../../../components/page';
import { Pager } from '../../../components/pager';
import { PlainTable } from '../../../components/plain-table';
import { SectionCard } from '../../../components/section-card';
import { useAppConfig } from '../../config/config-context';
import { useT } from '../../../i18n/use-t';
import { rollbackImport, useImportJob, useImports } from '../api/imports';
import { ImportDialog } from './import-dialog';
import { ImportResult, statusKey } from './import-result';

const useStyles = makeStyles({
  toolbar: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

const dateTime = (iso: string) => new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

const counts = (j: ImportJobDto) =>
  `${j.counts.read} / ${j.counts.created} / ${j.counts.updated} / ${j.counts.unchanged} / ${j.counts.rejected} / ${j.counts.duplicate}`;
const undoable = (j: ImportJobDto) => !j.dryRun && !j.rollbackPending && (j.status === 'done' || j.status === 'failed');
// A job a later one superseded says why it cannot be undone, instead of a button the server would refuse.
const canRollback = (j: ImportJobDto) => undoable(j) && j.supersededBy.length === 0;

/** The jobs of a page, each with its status, author, counts and, when it can be undone, its rollback button. */
function ImportsTable({ jobs, onRollback }: { jobs: readonly ImportJobDto[]; onRollback: (job: ImportJobDto) => void }) {
  const t = useT();
  const { providerLabel } = useAppConfig();
  return (
    <PlainTable
      caption={t('import.list-caption')}
      headers={[
        t('import.col.date'),
        t('import.col.file'),
        t('import.col.table'),
        t('import.col.status'),
        t('import.col.by'),
        t('import.col.counts'),
        t('import.col.actions'),
      ]}
      rows={jobs.map((j) => ({
        key: j.id,
        cells: [
          dateTime(j.createdAt),
          j.fileName,
          t(`import.table.${j.table}`, { provider: providerLabel }),
          <span key="status">
            {t(statusKey(j))} {j.status === 'running' ? `${j.progress} %` : ''} {j.dryRun && <Badge appearance="outline">{t('import.dry-run-tag')}</Badge>}
          </span>,
          j.createdBy.name || j.createdBy.email,
          counts(j),
          canRollback(j) ? (
            <Button key="rollback" size="small" icon={<ArrowUndoRegular />} onClick={() => onRollback(j)} aria-label={`${t('import.rollback')} ${j.fileName}`}>
              {t('import.rollback')}
            </Button>
          ) : undoable(j) ? (
            <span key="superseded">{t('import.superseded')}</span>
          ) : null,
        ],
      }))}
    />
  );
}

/** The « Imports » view: past jobs with their status, author, date and counts, and the rollback action. /admin/imports/{id} shows one job first (the summary e-mail links there). */
export default function ImportsPage() {
  const styles = useStyles();
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const notify = useNotify();
  const { id } = useParams();
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState(false);
  const [confirm, setConfirm] = useState<ImportJobDto | null>(null);
  const [busy, setBusy] = useState(false);
  const { data, mutate, isLoading } = useImports(page);
  const { data: focused, mutate: refreshFocused } = useImportJob(id ?? null);
  const jobs = data?.items ?? [];
  // A job opened from the import dialog or an e-mail may be newer than the list read before: read it again.
  useEffect(() => {
    if (id) void mutate();
  }, [id, mutate]);

  const rollback = async () => {
    if (!confirm) return;
    setBusy(true);
    try {
      const answered = await rollbackImport(confirm.id);
      notify.success(t('import.rollback-started'));
      // The row shows the answered job at once (« Annulation en cours »), then the list polls until it ends.
      await mutate((current) => current && { ...current, items: current.items.map((j) => (j.id === answered.id ? answered : j)) }, { revalidate: true });
      await refreshFocused();
    } catch (err) {
      notifyFailure(err);
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };

  return (
    <Page title={t('import.list-title')}>
      <div className={styles.toolbar}>
        <Button appearance="primary" icon={<ArrowUploadRegular />} onClick={() => setDialog(true)}>
          {t('import.open')}
        </Button>
      </div>
      {focused && (
        <SectionCard title={`${t('import.details')} – ${focused.fileName}`}>
          <ImportResult job={focused} />
        </SectionCard>
      )}
      {isLoading && !data ? <Spinner /> : jobs.length === 0 ? <p>{t('import.empty')}</p> : <ImportsTable jobs={jobs} onRollback={setConfirm} />}
      <Pager page={page} totalPages={data?.pagination?.TotalPages ?? 1} onChange={setPage} label={t('import.pages')} />
      <ImportDialog open={dialog} onClose={() => setDialog(false)} onFinished={() => void mutate()} />
      <ConfirmDialog
        open={confirm !== null}
        title={t('import.rollback-title')}
        confirmLabel={t('import.rollback-confirm')}
        cancelLabel={t('import.rollback-keep')}
        onConfirm={() => void rollback()}
        onCancel={() => setConfirm(null)}
        busy={busy}
      >
        {t('import.rollback-body', { file: confirm?.fileName ?? '' })}
      </ConfirmDialog>
    </Page>
  );
}
