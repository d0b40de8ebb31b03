import { useRef, useState } from 'react';
import { mutate } from 'swr';
import type { CheckoutOrder } from '@portail/common';
import type { ErrorCode } from '@portail/common/error-codes';
import { useLoading } from '../../../components/loading-overlay';
import { useNotify, useNotifyFailure } from '../../../components/notify';
import { useT } from '../../../i18n/use-t';
import { ApiRequestError } from '../../../lib/api-client';
import { statsKey } from '../../stats/api/stats';
import { createOrderFromCart } from '../api/checkout';
import type { CheckoutChoices } from './checkout-form';

/**
 * The checkout's refusals that tell the buyer what to change or to try again (spec §5): their own words.
 * Anything else is the spec's « Erreur lors de la validation de la commande ».
 */
const TOLD_REFUSALS = new Set<string>([
  'addresses_missing',
  'cart_empty',
  'billing_service_missing',
  'unauthorized_action',
  'cart_product_unavailable',
  'cart_busy',
  'points_busy',
] satisfies ErrorCode[]);

/**
 * Placing the order of the cart, once confirmed in the recap: one attempt key per attempt (a retry after a
 * network failure reuses it, so the server answers the same order), the refusal said by its code.
 */
export function usePlaceOrder(customerId: string, onPlaced: (order: CheckoutOrder) => void) {
  const t = useT();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { track } = useLoading();
  const [ordering, setOrdering] = useState(false);
  const attemptKey = useRef<string | null>(null);

  /** A new attempt: the recap opens for it. */
  const begin = () => {
    attemptKey.current = crypto.randomUUID();
  };

  const place = async (choices: CheckoutChoices): Promise<boolean> => {
    const key = attemptKey.current ?? crypto.randomUUID();
    attemptKey.current = key;
    setOrdering(true);
    try {
      const order = await track(
        createOrderFromCart(
          { customerId, billingService: choices.invoiceService.trim(), fK_BillingAddressId: choices.billingId, fK_ShippingAddressId: choices.deliveryId },
          key,
        ),
      );
      notify.success(t('alert.success.order'));
      attemptKey.current = null;
      onPlaced(order);
      // Balance, badge and order list all changed.
      await mutate((k) => typeof k === 'string' && (k.startsWith('/carts/') || k === statsKey(customerId) || k.startsWith('/orderOneStryker/')));
      return true;
    } catch (cause) {
      // A 403 here is a role or a « voir comme » refused: the spec's one sentence for it.
      if (cause instanceof ApiRequestError && cause.status === 403) notify.error(t('alert.error.unauthorized-action'));
      else if (cause instanceof ApiRequestError && TOLD_REFUSALS.has(cause.code)) notifyFailure(cause);
      else notify.error(t('alert.error.order-failed'));
      return false;
    } finally {
      setOrdering(false);
    }
  };

  return { ordering, begin, place };
}
