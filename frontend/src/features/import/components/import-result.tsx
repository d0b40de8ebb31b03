import { Button, Field, MessageBar, MessageBarBody, ProgressBar, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import type { ImportCountsDto, ImportJobDto, MessageKey } from '@portail/common';
import { useNotifyFailure } from '../../../components/notify';
import { saveFile } from '../../../components/save-file';
import { useCodedText, useT } from '../../../i18n/use-t';
import { downloadImportErrors } from '../api/imports';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  counts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))', gap: tokens.spacingHorizontalS, margin: 0 },
  count: {
    display: 'flex',
    flexDirection: 'column',
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  figure: { ...typographyStyles.subtitle1, margin: 0 },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, ...typographyStyles.caption1 },
});

type Intent = 'info' | 'success' | 'warning' | 'error';

/**
 * What the job's state means for the person who sent the file: a green message only once it ended with
 * nothing rejected; the upload's answer only says the file was received.
 */
function importState(job: ImportJobDto): { intent: Intent; key: MessageKey; params: Record<string, number> } {
  const { read, rejected } = job.counts;
  if (job.rollbackPending) return { intent: 'info', key: 'import.status.rolling-back', params: {} };
  switch (job.status) {
    case 'queued':
      return { intent: 'info', key: 'import.state.queued', params: {} };
    case 'running':
      return { intent: 'info', key: 'import.state.running', params: { progress: job.progress } };
    case 'failed':
      return { intent: 'error', key: 'import.state.failed', params: {} };
    case 'rolledBack':
      return { intent: 'info', key: 'import.state.rolledBack', params: {} };
    case 'done':
      if (job.dryRun)
        return rejected > 0
          ? { intent: 'warning', key: 'import.state.dry-run-rejected', params: { read, rejected } }
          : { intent: 'success', key: 'import.state.dry-run', params: {} };
      return rejected > 0
        ? { intent: 'warning', key: 'import.state.done-rejected', params: { read, rejected } }
        : { intent: 'success', key: 'import.state.done', params: { read } };
  }
}

/** The status column of the history: a rollback under way is said, not hidden behind « Terminé ». */
export const statusKey = (job: ImportJobDto): MessageKey => (job.rollbackPending ? 'import.status.rolling-back' : `import.status.${job.status}`);

const COUNT_KEYS: (keyof ImportCountsDto)[] = ['read', 'created', 'updated', 'unchanged', 'rejected', 'duplicate'];

/** A job as it runs (progress bar) and once it ends (counts, first errors, the error report). */
export function ImportResult({ job }: { job: ImportJobDto }) {
  const styles = useStyles();
  const t = useT();
  const codedText = useCodedText();
  const notifyFailure = useNotifyFailure();
  const running = job.status === 'queued' || job.status === 'running';
  const state = importState(job);
  const download = async () => {
    try {
      const file = await downloadImportErrors(job.id);
      saveFile(file.blob, file.fileName ?? `rejets-${job.id}.xlsx`);
    } catch (err) {
      notifyFailure(err);
    }
  };
  return (
    <section className={styles.root} aria-label={t('import.result')}>
      <MessageBar intent={state.intent} data-intent={state.intent} aria-live="polite">
        <MessageBarBody>{t(state.key, state.params)}</MessageBarBody>
      </MessageBar>
      <Field label={`${t('import.progress')} – ${t(statusKey(job))}`} validationState={job.status === 'failed' ? 'error' : 'none'}>
        <ProgressBar
          value={job.progress / 100}
          thickness="large"
          aria-valuetext={`${job.progress} %`}
          color={job.status === 'failed' ? 'error' : job.status === 'done' ? 'success' : 'brand'}
        />
      </Field>
      {job.failure && (
        <MessageBar intent="error">
          <MessageBarBody>{codedText(job.failure)}</MessageBarBody>
        </MessageBar>
      )}
      {!running && (
        <dl className={styles.counts}>
          {COUNT_KEYS.map((key) => (
            <div key={key} className={styles.count}>
              <dt>{t(`import.count.${key}`)}</dt>
              <dd className={styles.figure} data-count={key}>
                {job.counts[key]}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {job.rollback?.doneAt && (
        <MessageBar intent={job.rollback.refused ? 'warning' : job.rollback.skipped > 0 ? 'warning' : 'info'}>
          <MessageBarBody>
            {job.rollback.refused ??
              t('import.rollback.done', { deleted: job.rollback.deleted, restored: job.rollback.restored, skipped: job.rollback.skipped })}
          </MessageBarBody>
        </MessageBar>
      )}
      {job.rollback && job.rollback.skips.length > 0 && (
        <div>
          <strong>{t('import.rollback.skips')}</strong>
          <ul className={styles.list}>
            {job.rollback.skips.map((s) => (
              <li key={s.id}>{t('import.rollback.skip', { label: s.label, detail: s.detail })}</li>
            ))}
          </ul>
        </div>
      )}
      {job.errors.length > 0 && (
        <div>
          <strong>{t('import.first-errors')}</strong>
          <ul className={styles.list}>
            {job.errors.slice(0, 10).map((e) => (
              <li key={`${e.row}-${e.column}`}>{t('import.error-line', { row: e.row, column: e.column, value: e.value, reason: e.reason })}</li>
            ))}
          </ul>
        </div>
      )}
      {job.warnings.length > 0 && (
        <div>
          <strong>{t('import.warnings')}</strong>
          <ul className={styles.list}>
            {job.warnings.slice(0, 10).map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      )}
      {!running && job.counts.rejected > 0 && (
        <Button icon={<ArrowDownloadRegular />} onClick={() => void download()}>
          {t('import.errors-report')}
        </Button>
      )}
    </section>
  );
}
