import { useState } from 'react';
import { Body1, Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { CATALOGUE_CATEGORIES, CATALOGUE_STAGES, type CatalogueProduct } from '@portail/common';
import { useLoading } from '../../../components/loading-overlay';
import { useNotify, useNotifyFailure } from '../../../components/notify';
import { Page } from '../../../components/page';
import { PageSpinner } from '../../../components/page-spinner';
import { Pager } from '../../../components/pager';
import { RouterLink } from '../../../components/router-link';
import { SearchBox } from '../../../components/search-box';
import { effectiveSearch, useDebounced } from '../../../components/use-debounced';
import { useT } from '../../../i18n/use-t';
import { usePaths } from '../../config/config-context';
import { useSession } from '../../auth/session-store';
import { addCartItem } from '../../cart/api/cart-items';
import { useCatalogue } from '../api/products';
import { CATEGORY_LABEL, ProductCard, STAGE_LABEL } from './product-card';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'end' },
  search: { flexGrow: 1, minWidth: '240px' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: tokens.spacingHorizontalL },
});

interface Filters {
  searchText: string;
  category: string;
  stage: string;
}

/** The search, the category and the stage; each change starts again on page 1 (onChange). */
function CatalogueFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.filters} role="search">
      <SearchBox
        className={styles.search}
        label={t('catalogue.search')}
        value={filters.searchText}
        onChange={(value) => onChange({ ...filters, searchText: value })}
      />
      <Field label={t('catalogue.category')}>
        <Select value={filters.category} onChange={(_, d) => onChange({ ...filters, category: d.value })}>
          <option value="">{t('catalogue.all')}</option>
          {CATALOGUE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(CATEGORY_LABEL[c])}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('catalogue.stage')}>
        <Select value={filters.stage} onChange={(_, d) => onChange({ ...filters, stage: d.value })}>
          <option value="">{t('catalogue.all')}</option>
          {CATALOGUE_STAGES.map((s) => (
            <option key={s} value={s}>
              {t(STAGE_LABEL[s])}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}

/** A product put in the customer's cart at the quantity chosen on its card. */
function useAddToCart(customerId: string | undefined) {
  const t = useT();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { track } = useLoading();
  return async (product: CatalogueProduct, quantity: number) => {
    if (!customerId) return;
    try {
      await track(addCartItem(customerId, { productId: product.id, quantity, price: product.price, vat: product.tva, gimPackContent: product.gimPackContent }));
      notify.success(t('alert.success.product-added-to-cart'));
    } catch (cause) {
      notifyFailure(cause);
    }
  };
}

export default function CataloguePage() {
  const styles = useStyles();
  const t = useT();
  const paths = usePaths();
  const { customer, viewingAs } = useSession();
  const [filters, setFilters] = useState<Filters>({ searchText: '', category: '', stage: '' });
  const [page, setPage] = useState(1);
  const search = effectiveSearch(useDebounced(filters.searchText, 500));
  const { data, error, mutate } = useCatalogue(customer?.id, {
    pageNumber: page,
    search: search || undefined,
    category: filters.category || undefined,
    stage: filters.stage || undefined,
  });
  const handleAdd = useAddToCart(customer?.id);

  return (
    <Page title={t('page.points')}>
      <Body1>
        {t('catalogue.intro')} <RouterLink to={paths.service}>{t('catalogue.learn-more')}</RouterLink>
      </Body1>
      <CatalogueFilters
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {error ? (
        <Body1 role="alert">{t('catalogue.error')}</Body1>
      ) : !data ? (
        <PageSpinner onRetry={() => void mutate()} />
      ) : data.items.length === 0 ? (
        <Body1>{t('catalogue.empty')}</Body1>
      ) : (
        <>
          <div className={styles.grid} role="list" aria-label={t('catalogue.list')}>
            {data.items.map((product) => (
              <ProductCard key={product.id} product={product} onAdd={viewingAs ? undefined : handleAdd} />
            ))}
          </div>
          <Pager page={data.pagination?.CurrentPage ?? page} totalPages={data.pagination?.TotalPages ?? 1} onChange={setPage} label={t('list.pagination')} />
        </>
      )}
    </Page>
  );
}
