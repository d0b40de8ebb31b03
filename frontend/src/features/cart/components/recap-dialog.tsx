import { Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import type { Address, Cart } from '@portail/common';
import { useT } from '../../../i18n/use-t';
import { addressText } from './address-choice';
import { CartFigures } from './cart-figures';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } });

interface RecapDialogProps {
  open: boolean;
  cart: Cart;
  billing: Address | undefined;
  delivery: Address | undefined;
  invoiceService: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Last look before the order is created; focus is trapped in the dialog and returns to the order button. */
export function RecapDialog({ open, cart, billing, delivery, invoiceService, busy, onConfirm, onClose }: RecapDialogProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('cart.recap-title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <CartFigures cart={cart} />
            <Body1>{t('cart.recap-billing', { address: billing ? addressText(billing) : '' })}</Body1>
            <Body1>{t('cart.recap-delivery', { address: delivery ? addressText(delivery) : '' })}</Body1>
            <Body1>{t('cart.recap-service', { service: invoiceService })}</Body1>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose} disabled={busy}>
              {t('login.cancel')}
            </Button>
            <Button appearance="primary" onClick={onConfirm} disabled={busy}>
              {t('cart.recap-confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
