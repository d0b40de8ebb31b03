import { useState } from 'react';
import {
  Badge,
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { TERMS_LIST_SPEC, TERMS_TEXT_MAX, formatDateFr, termsInputSchema, type TermsVersion } from '@portail/common';
import { useNotify, useNotifyFailure } from '../../../../components/notify';
import { createResource, updateResource } from '../../../../components/resource/resource-api';
import type { ResourceDefinition } from '../../../../components/resource/resource-definition';
import { ResourceListPage } from '../../../../components/resource/resource-list-page';
import { useRevalidateResource } from '../../../../components/resource/use-resource-list';
import { useStoredItem } from '../../../../components/resource/use-stored-item';
import { useT } from '../../../../i18n/use-t';
import { TERMS_PATH, useTermsAcceptances } from '../../api/back-office';
import { FormDialog, type FormValues } from '../../../../components/resource/form-dialog';
import { EditButton, ExpandButton } from './row-buttons';

const useStyles = makeStyles({ panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalM } });

/** Spec §2: the text preview is cut at 40 characters. */
const PREVIEW = 40;
const preview = (text: string) => (text.length > PREVIEW ? `${text.slice(0, PREVIEW)}…` : text);
const PANEL_ID = 'terms-acceptances';

function TermsFormDialog({ item, onClose }: { item: TermsVersion | null; onClose: () => void }) {
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const notify = useNotify();
  const revalidate = useRevalidateResource(TERMS_PATH);
  const values = (v: TermsVersion): FormValues => ({
    versionNumber: v.versionNumber,
    changeDescription: v.changeDescription,
    fullText: v.fullText,
    isActive: v.isActive,
  });
  const loaded = useStoredItem<TermsVersion>(TERMS_PATH, item?.id ?? null, {
    toValues: values,
    initial: () => ({ versionNumber: '', changeDescription: '', fullText: '', isActive: false }),
    // Without the stored version and its ETag there is nothing to edit safely.
    onFailure: (cause) => {
      notifyFailure(cause);
      onClose();
    },
  });
  if (!loaded.loaded) return null;
  return (
    <FormDialog
      title={item ? t('resource.edit-title', { list: t('admin.tab.terms'), name: item.versionNumber }) : t('bo.new-terms')}
      width={1000}
      fields={[
        { name: 'versionNumber', label: t('terms-admin.version'), kind: 'text', required: true, maxLength: 20 },
        { name: 'isActive', label: t('terms-admin.active'), kind: 'checkbox', hint: t('terms-admin.activate-hint') },
        { name: 'changeDescription', label: t('terms-admin.change'), kind: 'text', maxLength: 1000, wide: true },
        { name: 'fullText', label: t('terms-admin.full-text'), kind: 'textarea', required: true, maxLength: TERMS_TEXT_MAX, wide: true },
      ]}
      initial={loaded.values}
      schema={termsInputSchema}
      history={item ? { entity: 'TermsAndConditions', entityId: item.id } : undefined}
      onClose={onClose}
      save={async (input) => {
        if (item) await updateResource(TERMS_PATH, item.id, input, loaded.etag);
        else await createResource(TERMS_PATH, input);
        notify.success(t('terms-admin.saved'));
        void revalidate();
        onClose();
      }}
    />
  );
}

/** Who accepted the expanded version, and when. */
function Acceptances({ version }: { version: TermsVersion }) {
  const styles = useStyles();
  const t = useT();
  const { data, error } = useTermsAcceptances(version.id);
  return (
    <section id={PANEL_ID} className={styles.panel} aria-label={`${t('terms-admin.acceptances')} ${version.versionNumber}`}>
      <Subtitle2 as="h3">
        {t('terms-admin.acceptances')} – {version.versionNumber}
      </Subtitle2>
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('resource.load-error')}</MessageBarBody>
        </MessageBar>
      ) : !data ? (
        <Spinner size="tiny" label={t('bo.loading')} />
      ) : data.length === 0 ? (
        <Body1>{t('terms-admin.no-acceptance')}</Body1>
      ) : (
        <Table size="small" aria-label={t('terms-admin.acceptances')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('terms-admin.first-name')}</TableHeaderCell>
              <TableHeaderCell>{t('terms-admin.last-name')}</TableHeaderCell>
              <TableHeaderCell>{t('terms-admin.email')}</TableHeaderCell>
              <TableHeaderCell>{t('terms-admin.accepted-at')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.map((a) => (
              <TableRow key={a.userId}>
                <TableCell>{a.firstName}</TableCell>
                <TableCell>{a.lastName}</TableCell>
                <TableCell>{a.email}</TableCell>
                <TableCell>{formatDateFr(a.acceptanceDate)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

/** The terms versions (back-office.md §2): preview cut at 40 characters, one version's acceptances at a time; no delete. */
export function TermsTab({ canWrite }: { canWrite: boolean }) {
  const t = useT();
  const [editing, setEditing] = useState<{ item: TermsVersion | null } | null>(null);
  const [expanded, setExpanded] = useState<TermsVersion | null>(null);
  const definition: ResourceDefinition<TermsVersion> = {
    path: TERMS_PATH,
    title: t('admin.tab.terms'),
    columns: [
      { key: 'versionNumber', label: t('terms-admin.version'), sortable: true, render: (v) => v.versionNumber },
      { key: 'versionDate', label: t('terms-admin.date'), sortable: true, render: (v) => formatDateFr(v.versionDate) },
      { key: 'fullText', label: t('terms-admin.preview'), render: (v) => preview(v.fullText) },
      { key: 'isActive', label: t('terms-admin.active'), render: (v) => (v.isActive ? <Badge color="success">{t('bo.active')}</Badge> : t('bo.no')) },
    ],
    defaultOrder: TERMS_LIST_SPEC.defaultOrder,
    pageSize: TERMS_LIST_SPEC.pageSize,
    schema: termsInputSchema,
    fields: [],
    toFormValues: () => ({}),
    describe: (v) => v.versionNumber,
    // Spec §2: versions are created and edited, never deleted.
    canWrite: false,
    toolbar: canWrite ? (
      <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing({ item: null })}>
        {t('bo.new-terms')}
      </Button>
    ) : null,
    rowActions: (v) => (
      <>
        <ExpandButton name={v.versionNumber} open={expanded?.id === v.id} controls={PANEL_ID} onToggle={() => setExpanded(expanded?.id === v.id ? null : v)} />
        {canWrite && <EditButton name={v.versionNumber} onClick={() => setEditing({ item: v })} />}
      </>
    ),
  };
  return (
    <>
      <ResourceListPage definition={definition} />
      {expanded && <Acceptances version={expanded} />}
      {editing && <TermsFormDialog item={editing.item} onClose={() => setEditing(null)} />}
    </>
  );
}
