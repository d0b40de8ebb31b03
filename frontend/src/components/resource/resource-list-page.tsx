import { useEffect, useId, useRef, useState } from 'react';
import { Body1, Button, Caption1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular } from '@fluentui/react-icons';
import { formatInteger, type SortOrder } from '@portail/common';
import { ConfirmDialog } from '../confirm-dialog';
import { LoadingOverlay, useLoading } from '../loading-overlay';
import { useNotify, useNotifyFailure } from '../notify';
import { Pager } from '../pager';
import { saveFile } from '../save-file';
import { SearchBox } from '../search-box';
import { effectiveSearch, useDebounced } from '../use-debounced';
import { useFailureText, useT } from '../../i18n/use-t';
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
 * The page, search and sort of a list, and its read: the page belongs to the search it was chosen for, and
 * a delete that empties the last page shows the new last page.
 */
function useListQuery<T extends { id: string }>(definition: ResourceDefinition<T>) {
  const notifyFailure = useNotifyFailure();
  const [searchText, setSearchText] = useState('');
  const search = effectiveSearch(useDebounced(searchText, SEARCH_DELAY_MS));
  const [order, setOrder] = useState<SortOrder>(definition.defaultOrder);
  // The page belongs to the search it was chosen for: a new search starts on page 1 without first
  // asking for the old search's page 1.
  const [paging, setPaging] = useState({ page: 1, search: '' });
  const page = paging.search === search ? paging.page : 1;
  const setPage = (next: number) => setPaging({ page: next, search });

  const { data, error, isLoading, mutate } = useResourceList<T>(definition.path, { pageNumber: page, pageSize: definition.pageSize, order, search });
  const pagination = data?.pagination ?? null;

  useEffect(() => {
    if (error) notifyFailure(error, { fallback: 'resource.load-error' });
  }, [error, notifyFailure]);

  // After a delete empties the last page, show the new last page rather than an empty one.
  if (pagination && pagination.TotalPages >= 1 && page > pagination.TotalPages) setPaging({ page: pagination.TotalPages, search });

  const sortBy = (field: string) => {
    setOrder((current) => ({ field, direction: current.field === field && current.direction === 'asc' ? 'desc' : 'asc' }));
    setPage(1);
  };
  return { searchText, setSearchText, search, order, sortBy, page, setPage, data, error, isLoading, mutate, pagination };
}

/** A delete asked for, confirmed, and made on the version read as its confirmation opened. */
function useDeleteFlow<T extends { id: string }>(definition: ResourceDefinition<T>) {
  const t = useT();
  const failureText = useFailureText();
  const notify = useNotify();
  const revalidate = useRevalidateResource(definition.path);
  const [deleting, setDeleting] = useState<T | null>(null);
  // The version the deletion is made on, read as its confirmation opens (resource-api.ts versionToDelete).
  const deleteVersion = useRef<Promise<string | null> | null>(null);
  const askDelete = (item: T) => {
    deleteVersion.current = versionToDelete(definition.path, item);
    deleteVersion.current.catch(() => undefined);
    setDeleting(item);
  };
  const [busy, setBusy] = useState(false);

  const handleDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteResource(definition.path, deleting.id, await (deleteVersion.current ?? versionToDelete(definition.path, deleting)));
      notify.success(definition.messages?.deleted ?? t('resource.deleted', { name: definition.describe(deleting) }));
    } catch (cause) {
      // A refusal the server explains (409 « utilisé par … ») says more than the generic text.
      const told = cause instanceof ApiRequestError && cause.status >= 400 && cause.status < 500;
      notify.error(told ? failureText(cause) : (definition.messages?.deleteError ?? t('alert.error.server')));
    } finally {
      setBusy(false);
      setDeleting(null);
      void revalidate();
    }
  };
  return { deleting, askDelete, cancelDelete: () => setDeleting(null), busy, handleDelete };
}

/**
 * The list as a workbook: it downloads at once up to the API's limit; past it the API answers
 * export_too_large, and the list is written in the background and its link e-mailed.
 */
function useExport(path: string, order: SortOrder, search: string) {
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const notify = useNotify();
  const { track } = useLoading();
  return async () => {
    const inBackground = async () => {
      const queued = await track(queueResourceExport(path, { order, search }));
      notify.success(t('resource.export-queued', { count: new Intl.NumberFormat('fr-FR').format(queued.rows) }));
    };
    try {
      try {
        const { blob, fileName } = await track(exportResource(path, { order, search }));
        saveFile(blob, fileName ?? `${path.replace(/^\//, '')}.xlsx`);
      } catch (cause) {
        if (cause instanceof ApiRequestError && cause.code === 'export_too_large') return await inBackground();
        throw cause;
      }
    } catch (cause) {
      notifyFailure(cause, { fallback: 'resource.export-error' });
    }
  };
}

/** The list's title and its buttons: export, the screen's own tools, « Nouveau ». */
function ListHeader<T extends { id: string }>({
  definition,
  titleId,
  onExport,
  onNew,
}: {
  definition: ResourceDefinition<T>;
  titleId: string;
  onExport: () => void;
  onNew: () => void;
}) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.header}>
      <Subtitle1 as="h2" id={titleId}>
        {definition.title}
      </Subtitle1>
      <div className={styles.buttons}>
        {definition.exportable !== false && (
          <Button icon={<ArrowDownloadRegular />} onClick={onExport}>
            {t('resource.export')}
          </Button>
        )}
        {definition.toolbar}
        {definition.canWrite && definition.canCreate !== false && (
          <Button appearance="primary" icon={<AddRegular />} onClick={onNew}>
            {t('resource.new')}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * The list screen of any declared resource: debounced server search, sort by column header, paging
 * from X-Pagination, and, for those allowed to write, « Nouveau », edit and confirmed delete.
 * Mount it with a key per resource so a new resource starts on page 1 with an empty search.
 */
export function ResourceListPage<T extends { id: string }>({ definition }: { definition: ResourceDefinition<T> }) {
  const styles = useStyles();
  const t = useT();
  const titleId = useId();
  const list = useListQuery(definition);
  const { data, error, pagination } = list;
  const removal = useDeleteFlow(definition);
  const handleExport = useExport(definition.path, list.order, list.search);
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);

  const items = data?.items ?? [];
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <ListHeader definition={definition} titleId={titleId} onExport={() => void handleExport()} onNew={() => setEditing({ item: null })} />
      <div className={styles.tools}>
        <div role="search" className={styles.search}>
          <SearchBox
            label={definition.search?.label ?? t('resource.search', { list: definition.title })}
            hint={definition.search?.hint}
            value={list.searchText}
            onChange={list.setSearchText}
          />
        </div>
        {pagination && <Caption1 aria-live="polite">{t('resource.total', { count: formatInteger(pagination.TotalCount) })}</Caption1>}
      </div>
      {error && !data ? (
        <Body1 role="alert">{t('resource.load-error')}</Body1>
      ) : !data ? null : items.length === 0 ? (
        <Body1>{data.search ? t('resource.no-match', { search: data.search }) : t('resource.empty')}</Body1>
      ) : (
        <>
          <ResourceTable
            definition={definition}
            items={items}
            order={list.order}
            onSort={list.sortBy}
            onEdit={(item) => setEditing({ item })}
            onDelete={removal.askDelete}
          />
          <Pager page={pagination?.CurrentPage ?? list.page} totalPages={pagination?.TotalPages ?? 1} onChange={list.setPage} label={t('list.pagination')} />
        </>
      )}
      {list.isLoading && <LoadingOverlay onRetry={() => void list.mutate()} />}
      {editing &&
        (definition.formDialog ? (
          definition.formDialog({ item: editing.item, onClose: () => setEditing(null) })
        ) : (
          <ResourceFormDialog definition={definition} item={editing.item} onClose={() => setEditing(null)} />
        ))}
      <ConfirmDialog
        open={removal.deleting !== null}
        title={t('resource.delete-title')}
        confirmLabel={t('resource.delete-confirm')}
        onConfirm={() => void removal.handleDelete()}
        onCancel={removal.cancelDelete}
        busy={removal.busy}
      >
        {removal.deleting && t('resource.delete-text', { name: definition.describe(removal.deleting), list: definition.title })}
      </ConfirmDialog>
    </section>
  );
}
