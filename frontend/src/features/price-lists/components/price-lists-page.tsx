import { useState } from 'react';
import { Body1, Button, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { formatDateFr, formatInteger, isAdminRole, PRICE_LIST_SPEC, type PriceList } from '@portail/common';
import { Page } from '../../../components/page';
import { Pager } from '../../../components/pager';
import { SearchBox } from '../../../components/search-box';
import { useResourceList, useRevalidateResource } from '../../../components/resource/use-resource-list';
import { effectiveSearch, useDebounced } from '../../../components/use-debounced';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../auth/session-store';
import { PRICE_LISTS_PATH } from '../api/price-lists';
import { PriceListEditor } from './price-list-editor';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  search: { maxWidth: '420px' },
  // The names are long (a contract's name and two dates): they wrap rather than push the dates out.
  scroll: { overflowX: 'auto' },
  // On a phone the table scrolls sideways rather than squeeze each name to a letter per line.
  table: { minWidth: '640px' },
  chosen: { backgroundColor: tokens.colorBrandBackground2 },
});

/**
 * The back office's price-lists area (issue 30): every list the caller may read, searched by name; one list
 * opens below to edit its name and dates, move every price by a percentage, add and remove products and
 * change a price. Commercial users read their customers' lists; only an administrator changes them.
 */
export default function PriceListsPage() {
  const styles = useStyles();
  const t = useT();
  const { user } = useSession();
  const canWrite = isAdminRole(user?.userRole);
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string | null>(null);
  const search = effectiveSearch(useDebounced(text, 500));
  const { data } = useResourceList<PriceList>(PRICE_LISTS_PATH, {
    pageNumber: page,
    pageSize: PRICE_LIST_SPEC.pageSize,
    order: PRICE_LIST_SPEC.defaultOrder,
    search,
  });
  const revalidate = useRevalidateResource(PRICE_LISTS_PATH);
  const lists = data?.items ?? [];
  const open = lists.find((l) => l.id === chosen);

  return (
    <Page title={t('priceLists.title')}>
      <div className={styles.root}>
        <Body1 as="p">{t(canWrite ? 'priceLists.intro' : 'priceLists.intro-read')}</Body1>
        <SearchBox
          className={styles.search}
          label={t('priceLists.search')}
          value={text}
          onChange={(value) => {
            setText(value);
            setPage(1);
          }}
        />
        {!data ? (
          <Spinner size="tiny" label={t('bo.loading')} />
        ) : lists.length === 0 ? (
          <Body1>{t(search ? 'priceLists.no-match' : 'priceLists.none')}</Body1>
        ) : (
          <div className={styles.scroll}>
            <Table className={styles.table} aria-label={t('priceLists.title')}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('priceList.name')}</TableHeaderCell>
                  <TableHeaderCell>{t('priceList.start')}</TableHeaderCell>
                  <TableHeaderCell>{t('priceList.end')}</TableHeaderCell>
                  <TableHeaderCell>{t('priceLists.products')}</TableHeaderCell>
                  <TableHeaderCell>{t('resource.actions')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {lists.map((list) => (
                  <TableRow key={list.id} className={list.id === chosen ? styles.chosen : undefined} aria-selected={list.id === chosen}>
                    <TableCell>{list.name}</TableCell>
                    <TableCell>{formatDateFr(list.startDate)}</TableCell>
                    <TableCell>{formatDateFr(list.endDate)}</TableCell>
                    <TableCell>{formatInteger(list.lineCount)}</TableCell>
                    <TableCell>
                      <Button
                        appearance={list.id === chosen ? 'primary' : 'secondary'}
                        aria-label={t('priceLists.open', { name: list.name })}
                        onClick={() => setChosen(list.id)}
                      >
                        {t(canWrite ? 'priceLists.edit' : 'priceLists.show')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
        <Pager page={page} totalPages={data?.pagination?.TotalPages ?? 1} onChange={setPage} label={t('priceLists.pages')} />
        {open && <PriceListEditor key={open.id} list={open} canWrite={canWrite} onHeaderSaved={() => void revalidate()} />}
      </div>
    </Page>
  );
}
