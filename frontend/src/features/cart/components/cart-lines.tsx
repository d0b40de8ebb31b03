import { useState } from 'react';
import {
  Button,
  Input,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Tooltip,
  makeStyles,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { formatPoints, MAX_CART_QUANTITY, type CartItemDto } from '@portail/common';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useT } from '../../../i18n/use-t';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  amount: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  quantity: { width: '90px' },
  thumb: { width: '48px', height: '48px', objectFit: 'contain' },
});

interface CartLinesProps {
  items: CartItemDto[];
  onQuantity: (item: CartItemDto, quantity: number) => void;
  /** Resolves to whether the line was removed. */
  onDelete: (item: CartItemDto) => Promise<boolean>;
  /** Called once the confirmation has closed after a removal: the focused delete button is gone with its line. */
  onDeleted: () => void;
}

/** Quantity edits are sent when the field is left, so typing "12" does not send 1 then 12. */
function QuantityInput({ item, onQuantity }: { item: CartItemDto; onQuantity: CartLinesProps['onQuantity'] }) {
  const styles = useStyles();
  const t = useT();
  const [text, setText] = useState(String(item.quantity));
  const commit = () => {
    const parsed = Number.parseInt(text, 10);
    const value = Number.isFinite(parsed) ? Math.min(Math.max(1, parsed), MAX_CART_QUANTITY) : 1;
    setText(String(value));
    if (value !== item.quantity) onQuantity(item, value);
  };
  return (
    <Input
      className={styles.quantity}
      type="number"
      min={1}
      max={MAX_CART_QUANTITY}
      value={text}
      aria-label={t('cart.quantity-of', { name: item.description })}
      onChange={(_, data) => setText(data.value)}
      onBlur={commit}
      onKeyDown={(event) => event.key === 'Enter' && commit()}
    />
  );
}

export function CartLines({ items, onQuantity, onDelete, onDeleted }: CartLinesProps) {
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
      <Table aria-label={t('cart.lines')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('cart.product')}</TableHeaderCell>
            <TableHeaderCell className={styles.amount}>{t('cart.unit-price')}</TableHeaderCell>
            <TableHeaderCell>{t('cart.quantity')}</TableHeaderCell>
            <TableHeaderCell className={styles.amount}>{t('cart.line-total')}</TableHeaderCell>
            <TableHeaderCell>{t('orders.actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.cartItemId}>
              <TableCell>
                {item.image && <img className={styles.thumb} src={item.image} alt="" />} {item.reference} – {item.description}
              </TableCell>
              <TableCell className={styles.amount}>{t('orders.points', { points: formatPoints(item.price) })}</TableCell>
              <TableCell>
                <QuantityInput key={item.quantity} item={item} onQuantity={onQuantity} />
              </TableCell>
              <TableCell className={styles.amount}>{t('orders.points', { points: formatPoints(item.price * item.quantity) })}</TableCell>
              <TableCell>
                <Tooltip content={t('cart.delete', { name: item.description })} relationship="label">
                  <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => setToDelete(item)} {...restoreFocusTarget} />
                </Tooltip>
              </TableCell>
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
