import { useEffect } from 'react';
import {
  Body1,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Tooltip,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentPdfRegular, DocumentRegular } from '@fluentui/react-icons';
import { formatDateFr, formatKo, type ContractFile } from '@portail/common';
import { useLoading } from '../../../components/loading-overlay';
import { useNotify } from '../../../components/notify';
import { Page } from '../../../components/page';
import { PageSpinner } from '../../../components/page-spinner';
import { saveFile } from '../../../components/save-file';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../auth/session-store';
import { downloadContractFile, useContractFiles } from '../api/files';

const PHONE = '@media (max-width: 480px)';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  // Fluent shares a table's width equally between its columns: on a phone a file's name took 9 lines of a
  // quarter of the width. There the size and date go under the name, which takes the width left.
  table: { [PHONE]: { tableLayout: 'auto' } },
  name: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, overflowWrap: 'anywhere' },
  icon: { fontSize: '20px', flexShrink: 0 },
  amount: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  wide: { [PHONE]: { display: 'none' } },
  phoneOnly: { display: 'none', [PHONE]: { display: 'block', color: tokens.colorNeutralForeground2 } },
});

export default function ContractPage() {
  const styles = useStyles();
  const t = useT();
  const notify = useNotify();
  const { track } = useLoading();
  const { customer } = useSession();
  const { data: files, error, mutate } = useContractFiles(customer?.id);

  useEffect(() => {
    if (error) notify.error(t('alert.error.contract-files'));
  }, [error, notify, t]);

  const handleDownload = async (file: ContractFile) => {
    try {
      const download = await track(downloadContractFile(file.id));
      saveFile(download.blob, download.fileName ?? file.fileName);
    } catch {
      notify.error(t('alert.error.file-download'));
    }
  };

  return (
    <Page title={t('page.contract')}>
      <SectionCard title={t('contract.files')}>
        {error ? (
          <Body1 role="alert">{t('alert.error.contract-files')}</Body1>
        ) : !files ? (
          <PageSpinner onRetry={() => void mutate()} />
        ) : files.length === 0 ? (
          <Body1>{t('contract.empty')}</Body1>
        ) : (
          <div className={styles.scroll}>
            <Table className={styles.table} aria-label={t('contract.files')}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('contract.name')}</TableHeaderCell>
                  <TableHeaderCell className={mergeClasses(styles.amount, styles.wide)}>{t('contract.size')}</TableHeaderCell>
                  <TableHeaderCell className={styles.wide}>{t('contract.date')}</TableHeaderCell>
                  <TableHeaderCell>{t('orders.actions')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {files.map((file) => (
                  <TableRow key={file.id}>
                    <TableCell>
                      <span className={styles.name}>
                        {file.contentType.includes('pdf') ? (
                          <DocumentPdfRegular className={styles.icon} aria-hidden />
                        ) : (
                          <DocumentRegular className={styles.icon} aria-hidden />
                        )}
                        <span>
                          {file.fileName}
                          <span className={styles.phoneOnly}>
                            {formatKo(file.fileSize)} · {formatDateFr(file.uploadDate)}
                          </span>
                        </span>
                      </span>
                    </TableCell>
                    <TableCell className={mergeClasses(styles.amount, styles.wide)}>{formatKo(file.fileSize)}</TableCell>
                    <TableCell className={styles.wide}>{formatDateFr(file.uploadDate)}</TableCell>
                    <TableCell>
                      <Tooltip content={t('contract.download', { name: file.fileName })} relationship="label">
                        <Button appearance="subtle" icon={<ArrowDownloadRegular />} onClick={() => void handleDownload(file)} />
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </SectionCard>
    </Page>
  );
}
