import { useState } from 'react';
import { Body1, Button, Field, Select, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { FIRST_ORDER_YEAR } from '@portail/common';
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
import { useAppConfig } from '../../config/config-context';
import { useSession } from '../../auth/session-store';
import { useCustomerStats } from '../../stats/api/stats';
import { SalesDonut } from '../../stats/components/sales-donut';
import { exportCompanyOrders, useCompanyOrders } from '../api/company-orders';
import { CompanyOrdersTable } from './company-orders-table';
import { CostsPanel } from './costs-panel';

const PAGE_SIZE = 10;

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'end' },
  search: { flexGrow: 1, minWidth: '240px' },
  exportButton: { marginLeft: 'auto' },
});

const yearChoices = (): number[] => {
  const years: number[] = [];
  for (let y = new Date().getFullYear(); y >= FIRST_ORDER_YEAR; y -= 1) years.push(y);
  return years;
};

export default function CompanyOrdersPage() {
  const styles = useStyles();
  const t = useT();
  const notify = useNotify();
  const { track } = useLoading();
  const { providerLabel } = useAppConfig();
  const { customer } = useSession();
  const [year, setYear] = useState<number | undefined>(undefined);
  const [searchText, setSearchText] = useState('');
  const [tab, setTab] = useState<'orders' | 'costs'>('orders');
  const [page, setPage] = useState(1);
  const search = effectiveSearch(useDebounced(searchText, 300));
  const filter = { year, search: search || undefined };
  const { data: orders, error, mutate } = useCompanyOrders(customer?.id, filter);
  const { data: stats } = useCustomerStats(customer?.id);

  const totalPages = Math.max(1, Math.ceil((orders?.length ?? 0) / PAGE_SIZE));
  const shownPage = Math.min(page, totalPages);
  const visible = orders?.slice((shownPage - 1) * PAGE_SIZE, shownPage * PAGE_SIZE) ?? [];

  const handleExport = async () => {
    if (!customer) return;
    try {
      const download = await track(exportCompanyOrders(customer.id, filter));
      saveFile(download.blob, download.fileName ?? `commandes-${customer.number}.xlsx`);
    } catch (cause) {
      // Spec §6: a refusal (400; here also 403, a customer the user may not see, as at checkout) is 'Action non autorisée.'.
      const refused = cause instanceof ApiRequestError && (cause.status === 400 || cause.status === 403);
      notify.error(refused ? t('alert.error.unauthorized-action') : t('alert.error.export'));
    }
  };

  return (
    <Page title={t('page.commands', { provider: providerLabel })}>
      <div className={styles.filters} role="search">
        <Field label={t('company-orders.year')}>
          <Select
            value={year === undefined ? '' : String(year)}
            onChange={(_, data) => {
              setYear(data.value === '' ? undefined : Number(data.value));
              setPage(1);
            }}
          >
            <option value="">{t('company-orders.all-years')}</option>
            {yearChoices().map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Select>
        </Field>
        <SearchBox
          className={styles.search}
          label={t('company-orders.search')}
          hint={t('company-orders.search-hint')}
          value={searchText}
          onChange={(value) => {
            setSearchText(value);
            setPage(1);
          }}
        />
        <Button className={styles.exportButton} icon={<ArrowDownloadRegular />} onClick={handleExport}>
          {t('company-orders.export')}
        </Button>
      </div>
      <TabList selectedValue={tab} onTabSelect={(_, data) => setTab(data.value as 'orders' | 'costs')}>
        <Tab value="orders">{t('company-orders.tab-orders')}</Tab>
        <Tab value="costs">{t('company-orders.tab-costs')}</Tab>
      </TabList>
      <SectionCard title={tab === 'orders' ? t('company-orders.tab-orders') : t('company-orders.tab-costs')}>
        {tab === 'costs' ? (
          <CostsPanel stats={stats} />
        ) : error ? (
          <Body1 role="alert">{t('company-orders.error')}</Body1>
        ) : !orders ? (
          <PageSpinner onRetry={() => void mutate()} />
        ) : orders.length === 0 ? (
          <Body1>{t('company-orders.empty')}</Body1>
        ) : (
          <>
            <CompanyOrdersTable orders={visible} />
            <Pager page={shownPage} totalPages={totalPages} onChange={setPage} label={t('list.pagination')} />
          </>
        )}
      </SectionCard>
      {stats && <SalesDonut stats={stats} />}
    </Page>
  );
}
