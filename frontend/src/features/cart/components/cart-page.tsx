import { useRef, useState } from 'react';
import { Body1, Button, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import type { Address, Cart, CartItemDto, CheckoutOrder } from '@portail/common';
import { RouterLink } from '../../../components/router-link';
import { useLoading } from '../../../components/loading-overlay';
import { useNotify, useNotifyFailure } from '../../../components/notify';
import { Page } from '../../../components/page';
import { PageSpinner } from '../../../components/page-spinner';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/use-t';
import { usePaths } from '../../config/config-context';
import { useSession } from '../../auth/session-store';
import { billingChoices, deliveryChoices, useAddresses } from '../api/addresses';
import { useCart } from '../api/cart';
import { deleteCartItem, updateCartQuantity } from '../api/cart-items';
import { eurosText, pointsText } from './cart-figures';
import { CartLines } from './cart-lines';
import { CartSummary } from './cart-summary';
import { CheckoutForm, type CheckoutChoices } from './checkout-form';
import { RecapDialog } from './recap-dialog';
import { usePlaceOrder } from './use-place-order';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(340px, 100%), 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

const EMPTY_CHOICES: CheckoutChoices = { billingId: '', deliveryId: '', sameAddress: false, invoiceService: '', termsAccepted: false };

/** The only address of a list, else the last one used if it is still there, else none. */
function preselect(choices: Address[], lastUsed: string | null | undefined, ofType: (a: Address) => boolean): string {
  const typed = choices.filter(ofType);
  if (typed.length === 1) return typed[0].id;
  if (choices.length === 1) return choices[0].id;
  return choices.some((a) => a.id === lastUsed) ? (lastUsed as string) : '';
}

/** Addresses preselected: exactly one of a type is chosen, otherwise the ones of the last order. */
function preselectedChoices(addresses: Address[], cart: Cart | null): CheckoutChoices {
  const billingId = preselect(billingChoices(addresses), cart?.lastBillingAddressId, () => true);
  const deliveryId = preselect(deliveryChoices(addresses), cart?.lastShippingAddressId, (a) => a.addressType === 1);
  return { ...EMPTY_CHOICES, billingId, deliveryId, sameAddress: billingId !== '' && billingId === deliveryId };
}

/** The checkout's preselected addresses, once both the addresses and the cart are there; then the reader's. */
function useCheckoutChoices(addresses: Address[] | undefined, cart: Cart | null | undefined) {
  const [choices, setChoices] = useState<CheckoutChoices>(EMPTY_CHOICES);
  const [preselected, setPreselected] = useState(false);
  // Once both the addresses and the cart are there, and only then: later reloads keep the reader's choices.
  if (!preselected && addresses && cart !== undefined) {
    setPreselected(true);
    setChoices((current) => (current === EMPTY_CHOICES ? preselectedChoices(addresses, cart) : current));
  }
  return [choices, setChoices] as const;
}

/** The order placed: its number, what it cost, and a link to it among the orders. */
function OrderConfirmed({ order }: { order: CheckoutOrder }) {
  const t = useT();
  const paths = usePaths();
  return (
    <MessageBar intent="success" layout="multiline" data-testid="order-confirmed">
      <MessageBarBody>
        <MessageBarTitle>{t('cart.order-confirmed')}</MessageBarTitle>
        {t('cart.order-confirmed-text', {
          number: order.orderNumber,
          points: pointsText(t, order.pointsSpent),
          amount: eurosText(t, order.amountInvoiced),
        })}{' '}
        <RouterLink to={`${paths.oneCommands}?search=${encodeURIComponent(order.orderNumber)}`}>
          {t('cart.order-link', { number: order.orderNumber })}
        </RouterLink>
      </MessageBarBody>
    </MessageBar>
  );
}

export default function CartPage() {
  const styles = useStyles();
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const notify = useNotify();
  const { track } = useLoading();
  const { customer, viewingAs } = useSession();
  const { data: cart, error, mutate: reloadCart } = useCart(customer?.id);
  const { data: addresses } = useAddresses(customer?.id);
  const [choices, setChoices] = useCheckoutChoices(addresses, cart);
  const [confirmed, setConfirmed] = useState<CheckoutOrder | null>(null);
  const [recapOpen, setRecapOpen] = useState(false);
  const { ordering, begin, place } = usePlaceOrder(customer?.id ?? '', (order) => {
    setRecapOpen(false);
    setConfirmed(order);
    // The same addresses stay chosen for the next order; the terms are ticked again each time.
    setChoices((current) => ({ ...current, termsAccepted: false }));
  });
  // The recap opens without a DialogTrigger: closing it puts the focus back on the order button.
  const restoreFocusTarget = useRestoreFocusTarget();
  // After a removal the focus goes to the title of the lines, from which the next line is one Tab away.
  const linesHeading = useRef<HTMLHeadingElement>(null);

  if (!customer)
    return (
      <Page title={t('page.cart')}>
        <Body1>{t('cart.no-customer')}</Body1>
      </Page>
    );

  const items = cart?.cartItems ?? [];
  const byId = (id: string) => addresses?.find((a) => a.id === id);

  const handleQuantity = (item: CartItemDto, quantity: number) => {
    track(updateCartQuantity(customer.id, item.cartItemId, quantity)).catch((cause: unknown) => notifyFailure(cause));
  };

  const handleDelete = async (item: CartItemDto): Promise<boolean> => {
    try {
      await track(deleteCartItem(customer.id, item.cartItemId));
      notify.success(t('alert.success.cart-item-removed'));
      return true;
    } catch {
      notify.error(t('alert.error.cart-item-removed'));
      return false;
    }
  };

  /** Checks of spec §5 before the recap: the server checks them again. */
  const handleOrder = () => {
    if (!choices.billingId || !choices.deliveryId) return notify.error(t('alert.error.addresses-empty'));
    if (items.length === 0) return notify.error(t('alert.error.products-empty'));
    if (choices.invoiceService.trim() === '') return notify.error(t('alert.error.invoice-service-empty'));
    begin();
    setRecapOpen(true);
  };

  return (
    <Page title={t('page.cart')}>
      {error ? (
        <Body1 role="alert">{t('cart.error')}</Body1>
      ) : cart === undefined ? (
        <PageSpinner onRetry={() => void reloadCart()} />
      ) : (
        <>
          {confirmed && <OrderConfirmed order={confirmed} />}
          <SectionCard title={t('cart.lines-count', { count: cart?.itemCount ?? 0 })} headingRef={linesHeading}>
            {items.length === 0 ? (
              <Body1>{t('cart.empty')}</Body1>
            ) : (
              <CartLines
                items={items}
                onQuantity={handleQuantity}
                onDelete={handleDelete}
                onDeleted={() => linesHeading.current?.focus()}
                readOnly={viewingAs}
              />
            )}
          </SectionCard>
          <div className={styles.grid}>
            {/* Ordering spends the customer's points: its users' act, not staff's (« voir comme »). */}
            {!viewingAs && <CheckoutForm addresses={addresses ?? []} value={choices} onChange={setChoices} />}
            {cart && <CartSummary cart={cart} />}
          </div>
          {!viewingAs && (
            <div className={styles.actions}>
              <Button appearance="primary" size="large" disabled={!choices.termsAccepted} onClick={handleOrder} {...restoreFocusTarget}>
                {t('cart.order')}
              </Button>
            </div>
          )}
          {cart && (
            <RecapDialog
              open={recapOpen}
              cart={cart}
              billing={byId(choices.billingId)}
              delivery={byId(choices.deliveryId)}
              invoiceService={choices.invoiceService}
              busy={ordering}
              onConfirm={() => void place(choices)}
              onClose={() => setRecapOpen(false)}
            />
          )}
        </>
      )}
    </Page>
  );
}
