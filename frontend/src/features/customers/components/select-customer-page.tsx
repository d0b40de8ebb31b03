import { useState } from 'react';
import { useLocation } from 'react-router';
import { Body1, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { displayStatus, isStaffRole, type AdminCustomerRow, type Customer } from '@portail/common';
import { useLoading } from '../../../components/loading-overlay';
import { useNotify } from '../../../components/notify';
import { Page } from '../../../components/page';
import { PageSpinner } from '../../../components/page-spinner';
import { Pager } from '../../../components/pager';
import { useResourceList } from '../../../components/resource/use-resource-list';
import { SearchBox } from '../../../components/search-box';
import { effectiveSearch, useDebounced } from '../../../components/use-debounced';
import { useT } from '../../../i18n/use-t';
import { apiRequest } from '../../../lib/api-client';
import { useUserInfos } from '../../auth/api/user-infos';
import { useSession } from '../../auth/session-store';
import { useAuthActions } from '../../auth/use-auth-actions';
import { usePaths } from '../../config/config-context';
import { pageAfterSwitch, type ChooserState } from '../switch-target';
import { customerStatus } from '../customer-status';
import { CustomerCard } from './customer-card';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  // As many cards as fit, one on a phone: every customer is on screen at once, none behind a carousel.
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  search: { maxWidth: '480px' },
});

/** As the back office's list searches (spec §9). */
const SEARCH_DELAY_MS = 500;
const STAFF_PAGE_SIZE = 12;

function Cards({
  items,
  currentId,
  onChoose,
}: {
  items: { card: Parameters<typeof CustomerCard>[0]['customer']; choose: () => void }[];
  currentId: string | undefined;
  onChoose: (run: () => void) => void;
}) {
  const styles = useStyles();
  return (
    <ul className={styles.grid}>
      {items.map(({ card, choose }) => (
        <li key={card.id}>
          <CustomerCard customer={card} current={card.id === currentId} onChoose={() => onChoose(choose)} />
        </li>
      ))}
    </ul>
  );
}

/** A customer user's own customers (a buying group's buyer has a few): all of them, the current one marked. */
function OwnCustomers({ currentId, choose }: { currentId: string | undefined; choose: (load: () => Promise<Customer>) => void }) {
  const t = useT();
  const { data, isLoading, mutate } = useUserInfos(true);
  const customers = data?.customers ?? [];
  if (isLoading) return <PageSpinner onRetry={() => void mutate()} />;
  if (customers.length === 0)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{t('select-customer.empty')}</MessageBarBody>
      </MessageBar>
    );
  const items = customers.map((c) => ({
    card: { id: c.id, name: c.name, number: c.number, city: c.city, status: customerStatus(c), logo: c.logo },
    choose: () => choose(async () => c),
  }));
  return <Cards items={items} currentId={currentId} onChoose={(run) => run()} />;
}

/**
 * A commercial user's customers (or any customer, for an administrator), searched on the server by name,
 * number or city: the API answers only the customers the caller may read, a page at a time.
 */
function StaffCustomers({ currentId, choose }: { currentId: string | undefined; choose: (load: () => Promise<Customer>) => void }) {
  const styles = useStyles();
  const t = useT();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const search = effectiveSearch(useDebounced(text, SEARCH_DELAY_MS));
  const { data, mutate } = useResourceList<AdminCustomerRow>('/customers', {
    pageNumber: page,
    pageSize: STAFF_PAGE_SIZE,
    order: { field: 'name', direction: 'asc' },
    search,
  });
  const rows = data?.items ?? [];
  // The portal needs the customer's full record (sales contact, logo); the search answers its columns.
  const open = (row: AdminCustomerRow) => () => choose(() => apiRequest<Customer>(`/customers/${encodeURIComponent(row.id)}/WithDetails`));
  return (
    <>
      <SearchBox
        className={styles.search}
        label={t('select-customer.search')}
        value={text}
        onChange={(value) => {
          setText(value);
          setPage(1);
        }}
      />
      {!data ? (
        <PageSpinner onRetry={() => void mutate()} />
      ) : rows.length === 0 ? (
        <Body1>{t(data.search ? 'select-customer.no-match' : 'select-customer.empty')}</Body1>
      ) : (
        <Cards
          items={rows.map((r) => ({ card: { id: r.id, name: r.name, number: r.number, city: r.city, status: displayStatus(r.status) }, choose: open(r) }))}
          currentId={currentId}
          onChoose={(run) => run()}
        />
      )}
      <Pager page={page} totalPages={data?.pagination?.TotalPages ?? 1} onChange={setPage} label={t('select-customer.pages')} />
    </>
  );
}

/**
 * The customer chooser. Opened from a page (the switch button), it comes back to that page for the new
 * customer when every customer has it (pageAfterSwitch), and marks the customer in use.
 */
export default function SelectCustomerPage() {
  const styles = useStyles();
  const t = useT();
  const paths = usePaths();
  const { state } = useLocation() as { state: ChooserState | null };
  const { user, customer } = useSession();
  const { selectCustomer } = useAuthActions();
  const { track } = useLoading();
  const notify = useNotify();
  const to = pageAfterSwitch(state?.from, paths);
  const choose = (load: () => Promise<Customer>) =>
    void track(load().then((chosen) => selectCustomer(chosen, to))).catch(() => notify.error(t('errors.missing-information')));
  const staff = isStaffRole(user?.userRole);

  return (
    <Page title={t('select-customer.title')}>
      <div className={styles.root}>
        <Body1 as="p">{t(staff ? 'select-customer.text-staff' : 'select-customer.text')}</Body1>
        {staff ? <StaffCustomers currentId={customer?.id} choose={choose} /> : <OwnCustomers currentId={customer?.id} choose={choose} />}
      </div>
    </Page>
  );
}
