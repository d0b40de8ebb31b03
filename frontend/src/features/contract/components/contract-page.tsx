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

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  name: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  icon: { fontSize: '20px', flexShrink: 0 },
  amount: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
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
            <Table aria-label={t('contract.files')}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('contract.name')}</TableHeaderCell>
                  <TableHeaderCell className={styles.amount}>{t('contract.size')}</TableHeaderCell>
                  <TableHeaderCell>{t('contract.date')}</TableHeaderCell>
                  <TableHeaderCell>{t('orders.actions')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {files.map((file) => (
                  <TableRow key={file.id}>
                    <TableCell>
                      <span className={styles.name}>
                        {file.contentType.includes('pdf') ? <DocumentPdfRegular className={styles.icon} aria-hidden /> : <DocumentRegular className={styles.icon} aria-hidden />}
                        {file.fileName}
                      </span>
                    </TableCell>
                    <TableCell className={styles.amount}>{formatKo(file.fileSize)}</TableCell>
                    <TableCell>{formatDateFr(file.uploadDate)}</TableCell>
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
