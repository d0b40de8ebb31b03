import { useEffect, useId, useRef, useState } from 'react';
import { Body1, Button, Caption1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular } from '@fluentui/react-icons';
import type { SortOrder } from '@portail/common';
import { ConfirmDialog } from '../confirm-dialog';
import { LoadingOverlay, useLoading } from '../loading-overlay';
import { useNotify } from '../notify';
import { Pager } from '../pager';
import { saveFile } from '../save-file';
import { SearchBox } from '../search-box';
import { effectiveSearch, useDebounced } from '../use-debounced';
import { useLocalise, useT } from '../../i18n/use-t';
import { ApiRequestError } from '../../lib/api-client';
import { deleteResource, exportResource, queueResourceExport, versionToDelete } from './resource-api';
import type { ResourceDefinition } from './resource-definition';
import { ResourceFormDialog } from './resource-form-dialog';
import { ResourceTable } from './resource-table';
import { useResourceList, useRevalidateResource } from './use-resource-list';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  tools: { display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  search: { minWidth: '280px', flexGrow: 1, maxWidth: '480px' },
});

/** Spec §7: the search is sent once the reader has stopped typing for 500 ms. */
const SEARCH_DELAY_MS = 500;

/**
 * The list screen of any declared resource: debounced server search, sort by column header, paging
 * from X-Pagination, and, for those allowed to write, « Nouveau », edit and confirmed delete.
 * Mount it with a key per resource so a new resource starts on page 1 with an empty search.
 */
export function ResourceListPage<T extends { id: string }>({ definition }: { definition: ResourceDefinition<T> }) {
  const styles = useStyles();
  const t = useT();
  const localise = useLocalise();
  const notify = useNotify();
  const revalidate = useRevalidateResource(definition.path);
  const titleId = useId();
  const [searchText, setSearchText] = useState('');
  const search = effectiveSearch(useDebounced(searchText, SEARCH_DELAY_MS));
  const [order, setOrder] = useState<SortOrder>(definition.defaultOrder);
  // The page belongs to the search it was chosen for: a new search starts on page 1 without first
  // asking for the old search's page 1.
  const [paging, setPaging] = useState({ page: 1, search: '' });
  const page = paging.search === search ? paging.page : 1;
  const setPage = (next: number) => setPaging({ page: next, search });
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  // The version the deletion is made on, read as its confirmation opens (resource-api.ts versionToDelete).
  const deleteVersion = useRef<Promise<string | null> | null>(null);
  const askDelete = (item: T) => {
    deleteVersion.current = versionToDelete(definition.path, item);
    deleteVersion.current.catch(() => undefined);
    setDeleting(item);
  };
  const [busy, setBusy] = useState(false);
  const { track } = useLoading();

  const { data, error, isLoading, mutate } = useResourceList<T>(definition.path, { pageNumber: page, pageSize: definition.pageSize, order, search });
  const pagination = data?.pagination ?? null;

  useEffect(() => {
    if (error) notify.error(error instanceof ApiRequestError ? localise(error.message) : t('resource.load-error'));
  }, [error, notify, localise, t]);

  // After a delete empties the last page, show the new last page rather than an empty one.
  if (pagination && pagination.TotalPages >= 1 && page > pagination.TotalPages) setPaging({ page: pagination.TotalPages, search });

  const handleSort = (field: string) => {
    setOrder((current) => ({ field, direction: current.field === field && current.direction === 'asc' ? 'desc' : 'asc' }));
    setPage(1);
  };

  const handleDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteResource(definition.path, deleting.id, await (deleteVersion.current ?? versionToDelete(definition.path, deleting)));
      notify.success(definition.messages?.deleted ?? t('resource.deleted', { name: definition.describe(deleting) }));
    } catch (cause) {
      // A refusal the server explains (409 « utilisé par … ») says more than the generic text.
      const told = cause instanceof ApiRequestError && cause.status >= 400 && cause.status < 500;
      notify.error(told ? localise(cause.message) : (definition.messages?.deleteError ?? t('alert.error.server')));
    } finally {
      setBusy(false);
      setDeleting(null);
      void revalidate();
    }
  };

  // The workbook downloads at once up to the API's limit; past it the API answers export_too_large, and the
  // list is written in the background and its link e-mailed.
  const handleExport = async () => {
    const inBackground = async () => {
      const queued = await track(queueResourceExport(definition.path, { order, search }));
      notify.success(t('resource.export-queued', { count: new Intl.NumberFormat('fr-FR').format(queued.rows) }));
    };
    try {
      try {
        const { blob, fileName } = await track(exportResource(definition.path, { order, search }));
        saveFile(blob, fileName ?? `${definition.path.replace(/^\//, '')}.xlsx`);
      } catch (cause) {
        if (cause instanceof ApiRequestError && cause.code === 'export_too_large') return await inBackground();
        throw cause;
      }
    } catch (cause) {
      notify.error(cause instanceof ApiRequestError ? localise(cause.message) : t('resource.export-error'));
    }
  };

  const items = data?.items ?? [];
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Subtitle1 as="h2" id={titleId}>
          {definition.title}
        </Subtitle1>
        <div className={styles.buttons}>
          {definition.exportable !== false && (
            <Button icon={<ArrowDownloadRegular />} onClick={() => void handleExport()}>
              {t('resource.export')}
            </Button>
          )}
          {definition.toolbar}
          {definition.canWrite && definition.canCreate !== false && (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing({ item: null })}>
              {t('resource.new')}
            </Button>
          )}
        </div>
      </div>
      <div className={styles.tools}>
        <div role="search" className={styles.search}>
          <SearchBox
            label={definition.search?.label ?? t('resource.search', { list: definition.title })}
            hint={definition.search?.hint}
            value={searchText}
            onChange={setSearchText}
          />
        </div>
        {pagination && <Caption1 aria-live="polite">{t('resource.total', { count: pagination.TotalCount })}</Caption1>}
      </div>
      {error && !data ? (
        <Body1 role="alert">{t('resource.load-error')}</Body1>
      ) : !data ? null : items.length === 0 ? (
        <Body1>{data.search ? t('resource.no-match', { search: data.search }) : t('resource.empty')}</Body1>
      ) : (
        <>
          <ResourceTable definition={definition} items={items} order={order} onSort={handleSort} onEdit={(item) => setEditing({ item })} onDelete={askDelete} />
          <Pager page={pagination?.CurrentPage ?? page} totalPages={pagination?.TotalPages ?? 1} onChange={setPage} label={t('list.pagination')} />
        </>
      )}
      {isLoading && <LoadingOverlay onRetry={() => void mutate()} />}
      {editing &&
        (definition.formDialog ? (
          definition.formDialog({ item: editing.item, onClose: () => setEditing(null) })
        ) : (
          <ResourceFormDialog definition={definition} item={editing.item} onClose={() => setEditing(null)} />
        ))}
      <ConfirmDialog
        open={deleting !== null}
        title={t('resource.delete-title')}
        confirmLabel={t('resource.delete-confirm')}
        onConfirm={() => void handleDelete()}
        onCancel={() => setDeleting(null)}
        busy={busy}
      >
        {deleting && t('resource.delete-text', { name: definition.describe(deleting), list: definition.title })}
      </ConfirmDialog>
    </section>
  );
}
