import { Body1, Button, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { formatPrice, type PriceList, type PriceListLine } from '@portail/common';
import { PriceInput } from '../../../components/price-input';
import { SectionCard } from '../../../components/section-card';
import { useNotify, useNotifyFailure } from '../../../components/notify';
import { useT } from '../../../i18n/use-t';
import { removeProduct, setPrice, useListLines, type ListLines } from '../api/price-lists';
import { AddProductForm, HeaderForm, PercentageForm } from './price-list-forms';

const useStyles = makeStyles({
  forms: { display: 'flex', gap: tokens.spacingHorizontalXXL, flexWrap: 'wrap', alignItems: 'flex-start' },
  table: { tableLayout: 'auto', minWidth: '520px' },
  price: { width: '120px' },
  scroll: { overflowX: 'auto' },
});

/** A product's price, saved by Enter on the version read. */
function LineRow({
  listId,
  line,
  etag,
  canWrite,
  onChanged,
}: {
  listId: string;
  line: PriceListLine;
  etag: string;
  canWrite: boolean;
  onChanged: (next?: ListLines) => void;
}) {
  const styles = useStyles();
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const notify = useNotify();
  const fail = (cause: unknown) => notifyFailure(cause, { fallback: 'errors.updating-price-list-product' });
  const save = async (price: number) => {
    try {
      await setPrice(listId, line.productId, price, etag);
      notify.success(t('priceLists.price-saved', { reference: line.reference }));
      onChanged();
    } catch (cause) {
      fail(cause);
    }
  };
  const remove = async () => {
    try {
      onChanged(await removeProduct(listId, line.productId, etag));
      notify.success(t('priceLists.product-removed', { reference: line.reference }));
    } catch (cause) {
      fail(cause);
    }
  };
  return (
    <TableRow>
      <TableCell>{line.reference}</TableCell>
      <TableCell>{line.description}</TableCell>
      <TableCell>
        {canWrite ? <PriceInput className={styles.price} reference={line.reference} price={line.price} onSave={save} /> : formatPrice(line.price)}
      </TableCell>
      {canWrite && (
        <TableCell>
          <Button
            appearance="subtle"
            icon={<DeleteRegular />}
            aria-label={t('priceLists.remove-product', { reference: line.reference })}
            onClick={() => void remove()}
          />
        </TableCell>
      )}
    </TableRow>
  );
}

/**
 * One list of the price-lists area: its name and dates, a percentage on every price, products added and
 * removed, each price saved by Enter. Every change goes on the version last read and the screen then shows
 * the list as stored, so two administrators never silently undo each other.
 */
export function PriceListEditor({ list, canWrite, onHeaderSaved }: { list: PriceList; canWrite: boolean; onHeaderSaved: () => void }) {
  const styles = useStyles();
  const t = useT();
  const { data, error, mutate } = useListLines(list.id);
  const refresh = (next?: ListLines) => void (next ? mutate(next, { revalidate: false }) : mutate());
  return (
    <SectionCard title={t('priceLists.editing', { name: list.name })}>
      {error ? (
        <Body1 role="alert">{t('alert.error.price-list')}</Body1>
      ) : !data ? (
        <Spinner size="tiny" label={t('bo.loading')} />
      ) : (
        <>
          {canWrite && (
            <div className={styles.forms}>
              <HeaderForm
                key={`${list.id}-${list.etag}`}
                list={list}
                etag={data.etag}
                onSaved={() => {
                  refresh();
                  onHeaderSaved();
                }}
              />
              <PercentageForm listId={list.id} etag={data.etag} onDone={refresh} />
              <AddProductForm listId={list.id} etag={data.etag} onDone={() => refresh()} />
            </div>
          )}
          {data.lines.length === 0 ? (
            <Body1>{t('priceLists.no-lines')}</Body1>
          ) : (
            <div className={styles.scroll}>
              <Table className={styles.table} size="small" aria-label={t('priceList.lines')}>
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{t('priceList.reference')}</TableHeaderCell>
                    <TableHeaderCell>{t('priceList.description')}</TableHeaderCell>
                    <TableHeaderCell>{t('priceList.price')}</TableHeaderCell>
                    {canWrite && <TableHeaderCell>{t('resource.actions')}</TableHeaderCell>}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.lines.map((line) => (
                    <LineRow key={line.productId} listId={list.id} line={line} etag={data.etag} canWrite={canWrite} onChanged={refresh} />
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
        </>
      )}
    </SectionCard>
  );
}
