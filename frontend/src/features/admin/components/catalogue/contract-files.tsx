import { useState } from 'react';
import {
  Body1,
  Button,
  Field,
  Subtitle2,
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
import { ArrowDownloadRegular, DeleteRegular } from '@fluentui/react-icons';
import { CONTRACT_FILE_EXTENSIONS, CONTRACT_FILE_MAX_BYTES, formatDateFr } from '@portail/common';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useNotify, useNotifyFailure } from '../../../../components/notify';
import { saveFile } from '../../../../components/save-file';
import { useT } from '../../../../i18n/use-t';
import { apiBlob } from '../../../../lib/api-extra';
import { deleteContractFile, useContractFiles } from '../../api/back-office';

const useStyles = makeStyles({ section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } });

/** What the chosen file may be, checked before sending (the server reads its content again). */
export function checkContractFile(file: File): 'contract.file-type' | 'contract.file-too-large' | null {
  const name = file.name.toLowerCase();
  if (!CONTRACT_FILE_EXTENSIONS.some((ext) => name.endsWith(ext))) return 'contract.file-type';
  if (file.size > CONTRACT_FILE_MAX_BYTES) return 'contract.file-too-large';
  return null;
}

/** The file input of the contract dialog (.pdf, .doc, .docx). */
export function ContractFileInput({ onChange, error }: { onChange: (file: File | null) => void; error: string | null }) {
  const t = useT();
  return (
    <Field label={t('contract.file')} validationMessage={error ?? undefined} validationState={error ? 'error' : 'none'}>
      <input type="file" aria-label={t('contract.file')} accept={CONTRACT_FILE_EXTENSIONS.join(',')} onChange={(e) => onChange(e.target.files?.[0] ?? null)} />
    </Field>
  );
}

/** The files already attached to a contract, for its customers: download, withdraw (confirmed). */
export function ContractFiles({ contractId, customerNumbers }: { contractId: string; customerNumbers: readonly string[] }) {
  const styles = useStyles();
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const notify = useNotify();
  const { data, mutate } = useContractFiles(customerNumbers);
  const [removing, setRemoving] = useState<{ id: string; fileName: string } | null>(null);
  // One row per stored file: the records of its other customers share the same name and date.
  const files = [...new Map((data?.data ?? []).filter((f) => f.contractId === contractId).map((f) => [`${f.fileName}|${f.uploadDate}`, f])).values()];

  const download = async (id: string, fileName: string) => {
    try {
      const { blob, fileName: sent } = await apiBlob(`/files/${encodeURIComponent(id)}`);
      saveFile(blob, sent ?? fileName);
    } catch {
      notify.error(t('alert.error.file-download'));
    }
  };
  const remove = async () => {
    if (!removing) return;
    try {
      // On the file as listed: one whose customers changed meanwhile is not withdrawn blindly (412).
      await deleteContractFile(removing.id, data?.etag ?? null);
      notify.success(t('success.file-delete'));
    } catch (cause) {
      notifyFailure(cause);
    } finally {
      setRemoving(null);
      void mutate();
    }
  };

  return (
    <section className={styles.section} aria-label={t('contract.files-title')}>
      <Subtitle2 as="h3">{t('contract.files-title')}</Subtitle2>
      {files.length === 0 ? (
        <Body1>{t('contract.no-file')}</Body1>
      ) : (
        <Table size="small" aria-label={t('contract.files-title')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('contract.name')}</TableHeaderCell>
              <TableHeaderCell>{t('contract.date')}</TableHeaderCell>
              <TableHeaderCell>{t('resource.actions')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {files.map((f) => (
              <TableRow key={f.id}>
                <TableCell>{f.fileName}</TableCell>
                <TableCell>{formatDateFr(f.uploadDate)}</TableCell>
                <TableCell>
                  <Tooltip content={t('contract.download', { name: f.fileName })} relationship="label">
                    <Button appearance="subtle" icon={<ArrowDownloadRegular />} onClick={() => void download(f.id, f.fileName)} />
                  </Tooltip>
                  <Tooltip content={t('contract.file-delete', { name: f.fileName })} relationship="label">
                    <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => setRemoving({ id: f.id, fileName: f.fileName })} />
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('contract.file-delete-title')}
        confirmLabel={t('resource.delete-confirm')}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      >
        {removing && t('contract.file-delete-text', { name: removing.fileName })}
      </ConfirmDialog>
    </section>
  );
}
