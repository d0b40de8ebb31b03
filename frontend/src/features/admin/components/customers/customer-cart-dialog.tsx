import { useState } from 'react';
import {
  Body1,
  Button,
  Caption1,
  Tooltip,
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
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { discountRateSchema, formatPoints, type AdminCustomerRow, type Cart, type CartItemDto } from '@portail/common';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useNotify, useNotifyFailure } from '../../../../components/notify';
import { TextField } from '../../../../components/text-field';
import { useT } from '../../../../i18n/use-t';
import { ProductImage } from '../../../catalogue/components/product-image';
import { applyCartDiscount, deleteCartItem, useAdminCustomerCart } from '../../api/customers';

const useStyles = makeStyles({
  surface: { maxWidth: '1000px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  discount: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  image: { width: '48px', height: '48px' },
  scroll: { overflowX: 'auto' },
});

/** The cart's lines, each with its button to remove it. */
function CartItemsTable({
  label,
  items,
  busy,
  onRemove,
}: {
  label: string;
  items: readonly CartItemDto[];
  busy: boolean;
  onRemove: (item: CartItemDto) => void;
}) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.scroll}>
      <Table aria-label={label}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('customers.cart-image')}</TableHeaderCell>
            <TableHeaderCell>{t('customers.cart-reference')}</TableHeaderCell>
            <TableHeaderCell>{t('customers.cart-description')}</TableHeaderCell>
            <TableHeaderCell>{t('customers.cart-points')}</TableHeaderCell>
            <TableHeaderCell>{t('customers.cart-quantity')}</TableHeaderCell>
            <TableHeaderCell>{t('customers.cart-total')}</TableHeaderCell>
            <TableHeaderCell>{t('resource.actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.cartItemId}>
              <TableCell>
                {/* The image route needs the bearer token: an <img src> of the stored path answers 404. */}
                <ProductImage className={styles.image} productId={item.productId} hasImage={Boolean(item.image)} alt="" />
              </TableCell>
              <TableCell>{item.reference}</TableCell>
              <TableCell>{item.description}</TableCell>
              <TableCell>{formatPoints(item.price)}</TableCell>
              <TableCell>{item.quantity}</TableCell>
              <TableCell>{formatPoints(item.price * item.quantity)}</TableCell>
              <TableCell>
                <Tooltip content={t('cart.delete', { name: item.reference })} relationship="label">
                  <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => onRemove(item)} disabled={busy} />
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** The discount typed, checked and applied after confirmation, and a line removed after confirmation; each reloads the cart. */
function useCartActions(customer: AdminCustomerRow, read: { data: Cart; etag: string | null } | undefined, mutate: () => Promise<unknown>) {
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const notify = useNotify();
  const cart = read?.data;
  const [rate, setRate] = useState<string | null>(null);
  const [rateError, setRateError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<CartItemDto | null>(null);
  const shown = rate ?? (cart ? String(cart.discountRate) : '');

  const ask = () => {
    const value = Number(shown.replace(',', '.'));
    if (shown.trim() === '' || !discountRateSchema.safeParse(value).success) {
      setRateError(t('alert.error.discount-rate'));
      return;
    }
    setConfirming(true);
  };

  const apply = async () => {
    setBusy(true);
    try {
      // On the cart as shown: one the buyer changed meanwhile is not discounted blindly (412, then reloaded).
      await applyCartDiscount(customer.id, Number(shown.replace(',', '.')), read?.etag ?? null);
      notify.success(t('alert.success.customer-discount'));
      setRate(null);
    } catch (cause) {
      notifyFailure(cause, { prefix: 'alert.error.customer-discount' });
    } finally {
      setBusy(false);
      setConfirming(false);
      void mutate();
    }
  };

  const remove = async (item: CartItemDto) => {
    setBusy(true);
    try {
      await deleteCartItem(item.cartItemId);
      notify.success(t('alert.success.cart-item-removed'));
    } catch (cause) {
      notifyFailure(cause, { fallback: 'alert.error.cart-item-removed' });
    } finally {
      setBusy(false);
      setRemoving(null);
      void mutate();
    }
  };
  const typeRate = (value: string) => {
    setRate(value);
    setRateError(undefined);
  };
  return { shown, rateError, typeRate, confirming, setConfirming, busy, removing, setRemoving, ask, apply, remove };
}

/** The customer's cart and its discount; applying a discount asks for confirmation, then reloads the cart (spec §4). */
export function CustomerCartDialog({ customer, onClose }: { customer: AdminCustomerRow; onClose: () => void }) {
  const styles = useStyles();
  const t = useT();
  const { data: read, error, mutate } = useAdminCustomerCart(customer.id);
  const cart = read?.data;
  const { shown, rateError, typeRate, confirming, setConfirming, busy, removing, setRemoving, ask, apply, remove } = useCartActions(customer, read, mutate);

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && !busy && !confirming && removing === null && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('customers.cart-title', { name: customer.name })}</DialogTitle>
          <DialogContent className={styles.content}>
            {error && <Body1 role="alert">{t('alert.error.customer-cart')}</Body1>}
            {!cart && !error && <Spinner label={t('app.loading')} />}
            {cart && (
              <>
                <div className={styles.discount}>
                  <TextField label={t('customers.cart-discount')} value={shown} maxLength={6} error={rateError} onChange={typeRate} />
                  <Button appearance="primary" onClick={ask} disabled={busy}>
                    {t('customers.cart-apply')}
                  </Button>
                </div>
                <Caption1>{t('customers.cart-item-count', { count: cart.itemCount })}</Caption1>
                {cart.cartItems.length === 0 ? (
                  <Body1>{t('customers.cart-empty')}</Body1>
                ) : (
                  <CartItemsTable label={t('customers.cart-title', { name: customer.name })} items={cart.cartItems} busy={busy} onRemove={setRemoving} />
                )}
                <Body1>
                  {t('cart.total')} : {formatPoints(cart.totalAmount)}
                  {cart.discountRate > 0 && ` — ${t('cart.total-discounted', { rate: cart.discountRate })} : ${formatPoints(cart.discountedAmount)}`}
                </Body1>
              </>
            )}
            {/* Nested in the cart's dialog: Fluent hands the focus and the modality back to it when they close. */}
            <ConfirmDialog
              open={confirming}
              title={t('customers.cart-confirm-title')}
              confirmLabel={t('customers.cart-apply')}
              onConfirm={() => void apply()}
              onCancel={() => setConfirming(false)}
              busy={busy}
            >
              {t('customers.cart-confirm-text', { rate: shown, name: customer.name })}
            </ConfirmDialog>
            <ConfirmDialog
              open={removing !== null}
              title={t('cart.delete-title')}
              confirmLabel={t('cart.delete-confirm')}
              onConfirm={() => removing && void remove(removing)}
              onCancel={() => setRemoving(null)}
              busy={busy}
            >
              {removing && t('cart.delete-text', { name: removing.description })}
            </ConfirmDialog>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose} disabled={busy}>
              {t('app.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
