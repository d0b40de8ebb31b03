import { Fragment, useEffect, useRef, useState } from 'react';
import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
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
import { ChevronDownRegular, ChevronRightRegular, DeleteRegular } from '@fluentui/react-icons';
import { formatDateFr, formatPrice, type Contract, type PriceList, type PriceListLine } from '@portail/common';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { PriceInput } from '../../../../components/price-input';
import { useNotify, useNotifyFailure } from '../../../../components/notify';
import { useLatest } from '../../../../components/use-latest';
import { useT } from '../../../../i18n/use-t';
import { ApiRequestError } from '../../../../lib/api-client';
import { deletePriceList, getCustomerContract, setPriceListPrice, useCustomerPriceLists, usePriceListDetails } from '../../api/back-office';
import { ImportButton } from '../../../import/components/import-button';
import { NewPriceListForm } from './new-price-list-form';

const useStyles = makeStyles({
  // Spec §2 and §9: the price lists' dialog is 1400 px wide.
  surface: { maxWidth: '1400px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  lines: { paddingLeft: tokens.spacingHorizontalXXL },
  // Spec §4: a saved price is highlighted green for 2 seconds.
  saved: { backgroundColor: tokens.colorPaletteGreenBackground2, transitionProperty: 'background-color', transitionDuration: tokens.durationNormal },
  price: { maxWidth: '140px' },
});

const HIGHLIGHT_MS = 2000;

export interface PriceListsCustomer {
  id: string;
  number: string;
  name: string;
}

/** One product line: its price is saved by pressing Enter, then the line shows green for 2 s. */
function PriceLine({ line, canWrite, save }: { line: PriceListLine; canWrite: boolean; save: (productId: string, price: number) => Promise<boolean> }) {
  const styles = useStyles();
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [saved]);
  const onSave = async (price: number) => {
    if (await save(line.productId, price)) setSaved(true);
  };
  return (
    <TableRow className={saved ? styles.saved : undefined} data-saved={saved || undefined}>
      <TableCell>{line.reference}</TableCell>
      <TableCell>{line.description}</TableCell>
      <TableCell>
        {canWrite ? <PriceInput className={styles.price} reference={line.reference} price={line.price} onSave={onSave} /> : formatPrice(line.price)}
      </TableCell>
    </TableRow>
  );
}

/** onSaved: a price changes the list's version, which the dialog's row holds for a later delete. */
function PriceListLines({ list, canWrite, onSaved }: { list: PriceList; canWrite: boolean; onSaved: () => void }) {
  const styles = useStyles();
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const { data: read, error, mutate } = usePriceListDetails(list.id);
  const data = read?.data;
  const version = useRef<string | null>(null);
  useEffect(() => {
    if (read) version.current = read.etag;
  }, [read]);
  const save = async (productId: string, price: number): Promise<boolean> => {
    try {
      // On the list's version read, then on the one each save answers: prices typed one after the other.
      version.current = (await setPriceListPrice(list.id, productId, price, version.current)).etag;
      onSaved();
      return true;
    } catch (cause) {
      notifyFailure(cause, { fallback: 'errors.updating-price-list-product' });
      // Someone else changed the list meanwhile: its lines and version are read again.
      if (cause instanceof ApiRequestError && cause.status === 412) void mutate();
      return false;
    }
  };
  if (error) return <Body1 role="alert">{t('alert.error.price-list')}</Body1>;
  if (!data) return <Spinner size="tiny" label={t('bo.loading')} />;
  return (
    <div className={styles.lines}>
      <Table size="small" aria-label={t('priceList.lines')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('priceList.reference')}</TableHeaderCell>
            <TableHeaderCell>{t('priceList.description')}</TableHeaderCell>
            <TableHeaderCell>{t('priceList.price')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.map((line) => (
            <PriceLine key={line.productId} line={line} canWrite={canWrite} save={save} />
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** The customer's contract, which a price list needs; without one the dialog closes with alert.error.no-contract. */
function useContractOrClose(customerId: string, onClose: () => void): Contract | null {
  const t = useT();
  const notify = useNotify();
  const [contract, setContract] = useState<Contract | null>(null);
  const close = useLatest(onClose);
  useEffect(() => {
    let live = true;
    getCustomerContract(customerId)
      .then((c) => live && setContract(c))
      .catch(() => {
        if (!live) return;
        notify.error(t('alert.error.no-contract'));
        close.current();
      });
    return () => {
      live = false;
    };
  }, [customerId, notify, t, close]);
  return contract;
}

/** One list: its name with the button that shows its lines, its dates, its delete button. */
function PriceListRow({
  list,
  open,
  onToggle,
  canWrite,
  onRemove,
}: {
  list: PriceList;
  open: boolean;
  onToggle: () => void;
  canWrite: boolean;
  onRemove: () => void;
}) {
  const t = useT();
  return (
    <TableRow>
      <TableCell>
        <Button
          appearance="transparent"
          icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
          aria-expanded={open}
          aria-label={t(open ? 'bo.collapse' : 'bo.expand', { name: list.name })}
          onClick={onToggle}
        />
        {list.name}
      </TableCell>
      <TableCell>{formatDateFr(list.startDate)}</TableCell>
      <TableCell>{formatDateFr(list.endDate)}</TableCell>
      <TableCell>
        {canWrite && (
          <Tooltip content={t('resource.delete', { name: list.name })} relationship="label">
            <Button appearance="subtle" icon={<DeleteRegular />} onClick={onRemove} />
          </Tooltip>
        )}
      </TableCell>
    </TableRow>
  );
}

/** The lists, one open at a time under its row with its lines. onChanged: a price saved moved a list's version. */
function PriceListsTable({
  lists,
  customerName,
  canWrite,
  onChanged,
  onRemove,
}: {
  lists: PriceList[];
  customerName: string;
  canWrite: boolean;
  onChanged: () => void;
  onRemove: (list: PriceList) => void;
}) {
  const t = useT();
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <Table aria-label={t('priceList.title', { customer: customerName })}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('priceList.name')}</TableHeaderCell>
          <TableHeaderCell>{t('priceList.start')}</TableHeaderCell>
          <TableHeaderCell>{t('priceList.end')}</TableHeaderCell>
          <TableHeaderCell>{t('resource.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lists.map((list) => {
          const open = expanded === list.id;
          return (
            <Fragment key={list.id}>
              <PriceListRow list={list} open={open} onToggle={() => setExpanded(open ? null : list.id)} canWrite={canWrite} onRemove={() => onRemove(list)} />
              {open && (
                <TableRow>
                  <TableCell colSpan={4}>
                    <PriceListLines list={list} canWrite={canWrite} onSaved={onChanged} />
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}

/**
 * The customer's price lists (1400 px): rows expand one at a time to list reference, description and an
 * editable price. A customer without contract has no price list: alert.error.no-contract, and the dialog
 * does not open. Used by the customers tab's row action.
 */
export function PriceListsDialog({ customer, canWrite = true, onClose }: { customer: PriceListsCustomer; canWrite?: boolean; onClose: () => void }) {
  const styles = useStyles();
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const notify = useNotify();
  const contract = useContractOrClose(customer.id, onClose);
  const { data: lists, error, mutate } = useCustomerPriceLists(customer.id);
  const [removing, setRemoving] = useState<PriceList | null>(null);

  const remove = async () => {
    if (!removing) return;
    try {
      await deletePriceList(removing.id, removing.etag);
      notify.success(t('success.price-list-delete'));
    } catch (cause) {
      notifyFailure(cause, { fallback: 'alert.error.price-list' });
    } finally {
      setRemoving(null);
      void mutate();
    }
  };

  if (!contract) return null;
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('priceList.title', { customer: `${customer.number} - ${customer.name}` })}</DialogTitle>
          <DialogContent className={styles.content}>
            {canWrite && <NewPriceListForm customerId={customer.id} contract={contract} onCreated={() => void mutate()} />}
            {error ? (
              <Body1 role="alert">{t('alert.error.price-list')}</Body1>
            ) : !lists ? (
              <Spinner size="tiny" label={t('bo.loading')} />
            ) : lists.length === 0 ? (
              <Body1>{t('priceList.empty')}</Body1>
            ) : (
              <PriceListsTable lists={lists} customerName={customer.name} canWrite={canWrite} onChanged={() => void mutate()} onRemove={setRemoving} />
            )}
          </DialogContent>
          <DialogActions>
            {canWrite && <ImportButton table="price-list" customerId={customer.id} onDone={() => void mutate()} />}
            <Button appearance="secondary" onClick={onClose}>
              {t('bo.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
      <ConfirmDialog
        open={removing !== null}
        title={t('priceList.delete-title')}
        confirmLabel={t('resource.delete-confirm')}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      >
        {removing && t('priceList.delete-text', { name: removing.name })}
      </ConfirmDialog>
    </Dialog>
  );
}
