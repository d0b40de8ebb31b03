import { useRef, useState } from 'react';
import { Body1, Button, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import { mutate } from 'swr';
import { fr, type Address, type Cart, type CartItemDto, type CheckoutOrder } from '@portail/common';
import { RouterLink } from '../../../components/router-link';
import { useLoading } from '../../../components/loading-overlay';
import { useNotify } from '../../../components/notify';
import { Page } from '../../../components/page';
import { PageSpinner } from '../../../components/page-spinner';
import { SectionCard } from '../../../components/section-card';
import { useLocalise, useT } from '../../../i18n/use-t';
import { ApiRequestError } from '../../../lib/api-client';
import { usePaths } from '../../config/config-context';
import { useSession } from '../../auth/session-store';
import { statsKey } from '../../stats/api/stats';
import { billingChoices, deliveryChoices, useAddresses } from '../api/addresses';
import { useCart } from '../api/cart';
import { deleteCartItem, updateCartQuantity } from '../api/cart-items';
import { createOrderFromCart } from '../api/checkout';
import { eurosText, pointsText } from './cart-figures';
import { CartLines } from './cart-lines';
import { CartSummary } from './cart-summary';
import { CheckoutForm, type CheckoutChoices } from './checkout-form';
import { RecapDialog } from './recap-dialog';

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

/** Server answers that are already one of the spec's checkout messages are shown as they are. */
const KNOWN_CHECKOUT_MESSAGES = new Set<string>([
  fr['alert.error.addresses-empty'],
  fr['alert.error.products-empty'],
  fr['alert.error.invoice-service-empty'],
  fr['alert.error.unauthorized-action'],
]);

export default function CartPage() {
  const styles = useStyles();
  const t = useT();
  const localise = useLocalise();
  const notify = useNotify();
  const paths = usePaths();
  const { track } = useLoading();
  const { customer, viewingAs } = useSession();
  const { data: cart, error, mutate: reloadCart } = useCart(customer?.id);
  const { data: addresses } = useAddresses(customer?.id);
  const [choices, setChoices] = useState<CheckoutChoices>(EMPTY_CHOICES);
  const [preselected, setPreselected] = useState(false);
  const [confirmed, setConfirmed] = useState<CheckoutOrder | null>(null);
  const [recapOpen, setRecapOpen] = useState(false);
  const [ordering, setOrdering] = useState(false);
  const attemptKey = useRef<string | null>(null);
  // The recap opens without a DialogTrigger: closing it puts the focus back on the order button.
  const restoreFocusTarget = useRestoreFocusTarget();
  // After a removal the focus goes to the title of the lines, from which the next line is one Tab away.
  const linesHeading = useRef<HTMLHeadingElement>(null);

  // Once both the addresses and the cart are there, and only then: later reloads keep the reader's choices.
  if (!preselected && addresses && cart !== undefined) {
    setPreselected(true);
    setChoices((current) => (current === EMPTY_CHOICES ? preselectedChoices(addresses, cart) : current));
  }

  if (!customer)
    return (
      <Page title={t('page.cart')}>
        <Body1>{t('cart.no-customer')}</Body1>
      </Page>
    );

  const items = cart?.cartItems ?? [];
  const byId = (id: string) => addresses?.find((a) => a.id === id);

  const handleQuantity = (item: CartItemDto, quantity: number) => {
    track(updateCartQuantity(customer.id, item.cartItemId, quantity)).catch((cause: unknown) =>
      notify.error(cause instanceof ApiRequestError ? localise(cause.message) : t('alert.error.server')),
    );
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
    attemptKey.current = crypto.randomUUID();
    setRecapOpen(true);
  };

  const handleConfirm = async () => {
    const key = attemptKey.current ?? crypto.randomUUID();
    attemptKey.current = key;
    setOrdering(true);
    try {
      const order = await track(
        createOrderFromCart(
          {
            customerId: customer.id,
            billingService: choices.invoiceService.trim(),
            fK_BillingAddressId: choices.billingId,
            fK_ShippingAddressId: choices.deliveryId,
          },
          key,
        ),
      );
      notify.success(t('alert.success.order'));
      setRecapOpen(false);
      setConfirmed(order);
      // The same addresses stay chosen for the next order; the terms are ticked again each time.
      setChoices((current) => ({ ...current, termsAccepted: false }));
      attemptKey.current = null;
      // Balance, badge and order list all changed.
      await mutate((k) => typeof k === 'string' && (k.startsWith('/carts/') || k === statsKey(customer.id) || k.startsWith('/orderOneStryker/')));
    } catch (cause) {
      if (cause instanceof ApiRequestError && (cause.status === 403 || cause.message === 'Unauthorized')) notify.error(t('alert.error.unauthorized-action'));
      else if (cause instanceof ApiRequestError && KNOWN_CHECKOUT_MESSAGES.has(cause.message)) notify.error(localise(cause.message));
      else notify.error(t('alert.error.order-failed'));
    } finally {
      setOrdering(false);
    }
  };

  return (
    <Page title={t('page.cart')}>
      {error ? (
        <Body1 role="alert">{t('cart.error')}</Body1>
      ) : cart === undefined ? (
        <PageSpinner onRetry={() => void reloadCart()} />
      ) : (
        <>
          {confirmed && (
            <MessageBar intent="success" layout="multiline" data-testid="order-confirmed">
              <MessageBarBody>
                <MessageBarTitle>{t('cart.order-confirmed')}</MessageBarTitle>
                {t('cart.order-confirmed-text', {
                  number: confirmed.orderNumber,
                  points: pointsText(t, confirmed.pointsSpent),
                  amount: eurosText(t, confirmed.amountInvoiced),
                })}{' '}
                <RouterLink to={`${paths.oneCommands}?search=${encodeURIComponent(confirmed.orderNumber)}`}>
                  {t('cart.order-link', { number: confirmed.orderNumber })}
                </RouterLink>
              </MessageBarBody>
            </MessageBar>
          )}
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
              onConfirm={() => void handleConfirm()}
              onClose={() => setRecapOpen(false)}
            />
          )}
        </>
      )}
    </Page>
  );
}
