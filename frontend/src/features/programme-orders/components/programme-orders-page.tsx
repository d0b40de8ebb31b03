import { useEffect, useRef, useState } from 'react';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router';
import type { OrderDetailLine, ProgrammeOrder } from '@portail/common';
import { useLoading } from '../../../components/loading-overlay';
import { useNotify } from '../../../components/notify';
import { Page } from '../../../components/page';
import { PageSpinner } from '../../../components/page-spinner';
import { Pager } from '../../../components/pager';
import { saveFile } from '../../../components/save-file';
import { SearchBox } from '../../../components/search-box';
import { SectionCard } from '../../../components/section-card';
import { effectiveSearch, useDebounced } from '../../../components/use-debounced';
import { useT } from '../../../i18n/use-t';
import { ApiRequestError } from '../../../lib/api-client';
import { useSession } from '../../auth/session-store';
import { useCustomerStats } from '../../stats/api/stats';
import { DEFAULT_ORDER_SORT, downloadInvoice, getOrderDetails, useOrdersPage } from '../api/orders';
import { OrdersTable, type Sort } from './orders-table';
import { PointsDonut } from './points-donut';

const useStyles = makeStyles({
  layout: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

const [defaultField, defaultDirection] = DEFAULT_ORDER_SORT.split(' ');

/** The API answers 404 with the missing-order message when the order is gone or not the user's. */
const isMissing = (cause: unknown) => cause instanceof ApiRequestError && cause.status === 404;

/** One order open at a time with its lines; an answer for an order closed since does not reopen it. */
function useExpandedOrder() {
  const t = useT();
  const notify = useNotify();
  const [expanded, setExpanded] = useState<{ id: string; lines: OrderDetailLine[] | null } | null>(null);
  // Answers for an order the user has since closed must not reopen it.
  const latestToggle = useRef<string | null>(null);

  const collapse = () => {
    latestToggle.current = null;
    setExpanded(null);
  };

  const toggle = async (order: ProgrammeOrder) => {
    if (expanded?.id === order.id) return collapse();
    latestToggle.current = order.id;
    setExpanded({ id: order.id, lines: null });
    try {
      const lines = await getOrderDetails(order.id);
      if (latestToggle.current === order.id) setExpanded({ id: order.id, lines });
    } catch (cause) {
      if (latestToggle.current === order.id) collapse();
      notify.error(isMissing(cause) ? t('alert.error.order-not-found') : t('orders.details-error'));
    }
  };
  return { expanded, collapse, toggle };
}

/** Spec §8 'missing order': a search that finds nothing says so once, as a snackbar (and in the list). */
function useNoMatchNotice(noMatch: boolean, search: string | undefined) {
  const t = useT();
  const notify = useNotify();
  const notifiedSearch = useRef<string | null>(null);
  useEffect(() => {
    if (!noMatch) {
      notifiedSearch.current = null;
      return;
    }
    if (notifiedSearch.current === search) return;
    notifiedSearch.current = search ?? null;
    notify.error(t('alert.error.order-not-found'));
  }, [noMatch, search, notify, t]);
}

/** An order's invoice saved as a PDF. */
function useInvoiceDownload() {
  const t = useT();
  const notify = useNotify();
  const { track } = useLoading();
  return async (order: ProgrammeOrder) => {
    try {
      const file = await track(downloadInvoice(order.id));
      saveFile(file.blob, file.fileName ?? `facture-${order.orderNumber}.pdf`);
    } catch (cause) {
      notify.error(isMissing(cause) ? t('alert.error.order-not-found') : t('alert.error.file-download'));
    }
  };
}

export default function ProgrammeOrdersPage() {
  const styles = useStyles();
  const t = useT();
  const { customer } = useSession();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort>({ field: defaultField, descending: defaultDirection === 'desc' });
  // The cart's « Commande validée » links here with the order's number as the search.
  const [searchParams] = useSearchParams();
  const [searchText, setSearchText] = useState(() => searchParams.get('search') ?? '');
  const search = effectiveSearch(useDebounced(searchText, 500));
  const { expanded, collapse, toggle } = useExpandedOrder();
  const download = useInvoiceDownload();

  const { data, error, mutate } = useOrdersPage(customer?.id, {
    pageNumber: page,
    orderBy: `${sort.field} ${sort.descending ? 'desc' : 'asc'}`,
    search: search || undefined,
  });
  const { data: stats } = useCustomerStats(customer?.id);
  const noMatch = data !== undefined && data.items.length === 0 && data.search !== '';
  useNoMatchNotice(noMatch, data?.search);

  const handleSort = (field: string) => {
    setSort((current) => ({ field, descending: current.field === field ? !current.descending : false }));
    setPage(1);
    collapse();
  };

  const orders = data?.items ?? [];
  return (
    <Page title={t('page.one-commands')}>
      <div className={styles.layout}>
        <div role="search">
          <SearchBox
            label={t('orders.search')}
            value={searchText}
            onChange={(value) => {
              setSearchText(value);
              setPage(1);
              collapse();
            }}
          />
        </div>
        <SectionCard title={t('orders.list')}>
          {error ? (
            <Body1 role="alert">{t('orders.error')}</Body1>
          ) : !data ? (
            <PageSpinner onRetry={() => void mutate()} />
          ) : orders.length === 0 ? (
            <Body1>{noMatch ? t('alert.error.order-not-found') : t('orders.empty')}</Body1>
          ) : (
            <>
              <OrdersTable
                orders={orders}
                sort={sort}
                onSort={handleSort}
                expandedId={expanded?.id ?? null}
                details={expanded?.lines ?? null}
                onToggle={(order) => void toggle(order)}
                onDownload={(order) => void download(order)}
              />
              <Pager
                page={data.pagination?.CurrentPage ?? page}
                totalPages={data.pagination?.TotalPages ?? 1}
                onChange={(next) => {
                  setPage(next);
                  collapse();
                }}
                label={t('list.pagination')}
              />
            </>
          )}
        </SectionCard>
        {stats && <PointsDonut stats={stats.statsContract} />}
      </div>
    </Page>
  );
}
