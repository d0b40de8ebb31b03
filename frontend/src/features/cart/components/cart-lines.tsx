import { useState } from 'react';
import {
  Button,
  Field,
  Input,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Tooltip,
  makeStyles,
  mergeClasses,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { MAX_CART_QUANTITY, type CartItemDto } from '@portail/common';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ProductImage } from '../../catalogue/components/product-image';
import { useT } from '../../../i18n/use-t';
import { pointsText } from './cart-figures';

const PHONE = '@media (max-width: 480px)';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  // Fluent shares a table's width equally between its columns: on a phone the price was drawn over the
  // name. There the columns take the width of their content, the picture and the unit price column go,
  // and the unit price is read under the name.
  table: { [PHONE]: { tableLayout: 'auto' } },
  amount: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  quantity: { width: '90px', [PHONE]: { width: '64px', minWidth: '64px' } },
  quantityField: { maxWidth: '160px' },
  thumb: { width: '48px', height: '48px', flexShrink: 0, [PHONE]: { display: 'none' } },
  product: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, overflowWrap: 'anywhere' },
  wide: { [PHONE]: { display: 'none' } },
  phoneOnly: { display: 'none', [PHONE]: { display: 'block', color: tokens.colorNeutralForeground2 } },
});

interface CartLinesProps {
  items: CartItemDto[];
  onQuantity: (item: CartItemDto, quantity: number) => void;
  /** Resolves to whether the line was removed. */
  onDelete: (item: CartItemDto) => Promise<boolean>;
  /** Called once the confirmation has closed after a removal: the focused delete button is gone with its line. */
  onDeleted: () => void;
  /** Staff viewing the customer (« voir comme »): the lines are shown, not changed. */
  readOnly?: boolean;
}

/**
 * Quantity edits are sent when the field is left, so typing "12" does not send 1 then 12. Zero, a negative
 * or a decimal quantity is refused with the rule's message, and nothing is sent.
 */
function QuantityInput({ item, onQuantity }: { item: CartItemDto; onQuantity: CartLinesProps['onQuantity'] }) {
  const styles = useStyles();
  const t = useT();
  const [text, setText] = useState(String(item.quantity));
  const [invalid, setInvalid] = useState(false);
  const commit = () => {
    const value = Number(text.trim());
    if (text.trim() === '' || !Number.isInteger(value) || value < 1) {
      setInvalid(true);
      return;
    }
    const capped = Math.min(value, MAX_CART_QUANTITY);
    setInvalid(false);
    setText(String(capped));
    if (capped !== item.quantity) onQuantity(item, capped);
  };
  return (
    <Field className={styles.quantityField} validationState={invalid ? 'error' : 'none'} validationMessage={invalid ? t('cart.quantity-invalid') : undefined}>
      <Input
        className={styles.quantity}
        type="number"
        min={1}
        step={1}
        max={MAX_CART_QUANTITY}
        value={text}
        aria-label={t('cart.quantity-of', { name: item.description })}
        onChange={(_, data) => setText(data.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
      />
    </Field>
  );
}

export function CartLines({ items, onQuantity, onDelete, onDeleted, readOnly = false }: CartLinesProps) {
  const styles = useStyles();
  const t = useT();
  const [toDelete, setToDelete] = useState<CartItemDto | null>(null);
  const [busy, setBusy] = useState(false);
  // The confirmation is opened without a DialogTrigger: the delete buttons are where the focus goes back to.
  const restoreFocusTarget = useRestoreFocusTarget();

  const confirmDelete = async () => {
    if (!toDelete) return;
    setBusy(true);
    let removed: boolean;
    try {
      removed = await onDelete(toDelete);
    } finally {
      setBusy(false);
      setToDelete(null);
    }
    if (removed) window.setTimeout(onDeleted);
  };

  return (
    <div className={styles.scroll}>
      <Table className={styles.table} aria-label={t('cart.lines')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('cart.product')}</TableHeaderCell>
            <TableHeaderCell className={mergeClasses(styles.amount, styles.wide)}>{t('cart.unit-price')}</TableHeaderCell>
            <TableHeaderCell>{t('cart.quantity')}</TableHeaderCell>
            <TableHeaderCell className={styles.amount}>{t('cart.line-total')}</TableHeaderCell>
            {!readOnly && <TableHeaderCell>{t('orders.actions')}</TableHeaderCell>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.cartItemId}>
              <TableCell>
                <span className={styles.product}>
                  <ProductImage className={styles.thumb} productId={item.productId} hasImage={Boolean(item.image)} alt="" />
                  <span>
                    {item.reference} – {item.description}
                    <span className={styles.phoneOnly}>
                      {t('cart.unit-price')} : {pointsText(t, item.price)}
                    </span>
                  </span>
                </span>
              </TableCell>
              <TableCell className={mergeClasses(styles.amount, styles.wide)}>{pointsText(t, item.price)}</TableCell>
              <TableCell>{readOnly ? item.quantity : <QuantityInput key={item.quantity} item={item} onQuantity={onQuantity} />}</TableCell>
              <TableCell className={styles.amount}>{pointsText(t, Math.round(item.price * 100 * item.quantity) / 100)}</TableCell>
              {!readOnly && (
                <TableCell>
                  <Tooltip content={t('cart.delete', { name: item.description })} relationship="label">
                    <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => setToDelete(item)} {...restoreFocusTarget} />
                  </Tooltip>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('cart.delete-title')}
        confirmLabel={t('cart.delete-confirm')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
        busy={busy}
      >
        {t('cart.delete-text', { name: toDelete?.description ?? '' })}
      </ConfirmDialog>
    </div>
  );
}
