import { useParams } from 'react-router';
import { Body1, Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { describeOrderBy, type ExportJobDto } from '@portail/common';
import { useLoading } from '../../../components/loading-overlay';
import { useNotifyFailure } from '../../../components/notify';
import { Page } from '../../../components/page';
import { RouterLink } from '../../../components/router-link';
import { saveFile } from '../../../components/save-file';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/use-t';
import { ApiRequestError } from '../../../lib/api-client';
import { usePaths } from '../../config/config-context';
import { downloadExport, useExportJob } from '../api/exports';

const useStyles = makeStyles({
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  pair: { display: 'contents' },
  term: { fontWeight: tokens.fontWeightSemibold },
  detail: { margin: 0 },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

const dateTime = (iso: string) => new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short' });
const number = (n: number) => new Intl.NumberFormat('fr-FR').format(n);

/** /admin/exports/{id}: a background export of a list, which the e-mail links to; the workbook downloads from here once written. */
export default function ExportPage() {
  const { id = '' } = useParams();
  const t = useT();
  const { data: job, error } = useExportJob(id);
  const paths = usePaths();
  return (
    <Page title={t('export.title')}>
      {error ? (
        <Body1 role="alert">{error instanceof ApiRequestError && error.status === 404 ? t('export.not-found') : t('export.load-error')}</Body1>
      ) : !job ? (
        <Spinner label={t('export.loading')} />
      ) : (
        <ExportCard job={job} />
      )}
      <RouterLink to={paths.admin}>{t('export.back')}</RouterLink>
    </Page>
  );
}

function ExportCard({ job }: { job: ExportJobDto }) {
  const styles = useStyles();
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const { track } = useLoading();
  const pending = job.status === 'queued' || job.status === 'running';

  const download = async () => {
    try {
      const { blob, fileName } = await track(downloadExport(job.id));
      saveFile(blob, fileName ?? job.fileName);
    } catch (cause) {
      notifyFailure(cause, { fallback: 'resource.export-error' });
    }
  };

  const facts: [string, string][] = [
    [t('export.requested-at'), dateTime(job.createdAt)],
    [t('export.order'), describeOrderBy(job.orderBy)],
    ...(job.search ? [[t('export.search'), `« ${job.search} »`] as [string, string]] : []),
    [t('export.status'), t(`export.status.${job.status}`)],
    ...(job.rows !== null ? [[t('export.rows'), number(job.rows)] as [string, string]] : []),
  ];
  return (
    <SectionCard title={t('export.heading', { list: job.title })}>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.pair}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.detail}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions} aria-live="polite">
        {pending && <Spinner size="tiny" label={t('export.pending')} />}
        {job.status === 'done' && (
          <Button appearance="primary" icon={<ArrowDownloadRegular />} onClick={() => void download()}>
            {t('export.download', { file: job.fileName })}
          </Button>
        )}
        {job.status === 'failed' && <Body1 role="alert">{job.failure ?? t('export.failed')}</Body1>}
      </div>
    </SectionCard>
  );
}
