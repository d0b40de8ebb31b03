import { act, screen, waitFor } from '@testing-library/react';
import type { Address, Cart, CartItemDto, Customer, User } from '@portail/common';
import { afterEach, beforeEach, expect } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import type { renderPage } from '../../../testing/render';
import { clearSession, saveCustomer, saveSession } from '../../auth/session-store';

/** Anne, the CHU's buyer, signed in with customer c1 for each test of the file that calls it. */
export function signInBuyer(): void {
  beforeEach(() => {
    saveSession('jeton', { id: 'u1', email: 'anne@chu.test', firstName: 'Anne', lastName: 'Martin', userRole: 'CUSTOMER' } as User);
    saveCustomer({ id: 'c1', number: '590000001', name: 'CHU de Démo' } as Customer);
  });
  afterEach(() => clearSession());
}

const line = (id: string, description: string, price: number, quantity: number): CartItemDto => ({
  cartItemId: id,
  id,
  productId: `p-${id}`,
  reference: `REF-${id}`,
  description,
  image: null,
  gimPackContent: 1,
  price,
  quantity,
  vat: 20,
});

/** c1's cart: two lines, four units (the page counts the lines). The figures as the server computes them. */
export const cart: Cart = {
  cartId: 'cart-c1',
  customerId: 'c1',
  discountRate: 0,
  itemCount: 2,
  cartItems: [line('i1', 'Vis corticale', 12.5, 3), line('i2', 'Plaque', 1040, 1)],
  totalArticles: 4,
  deliveryCost: 15,
  billingFees: 2.5,
  totalAmount: 1077.5,
  discountedAmount: 1077.5,
  availablePoints: 900,
  pointsToUse: 900,
  remainingToPay: 195,
  lastBillingAddressId: null,
  lastShippingAddressId: null,
};

/** c1's only address, its billing one. */
const billing: Address = {
  id: 'a1',
  addressLine1: '1 rue de la Paix',
  addressLine2: '',
  city: 'Lille',
  state: '',
  zipCode: '59000',
  country: 'France',
  fullAddress: '1 rue de la Paix, 59000 Lille',
  addressName: 'Siège',
  addressType: 0,
  fK_Customer: 'c1',
};

/** The server of c1's cart page: its cart and its address, and whatever else a test answers (`more`). */
export const cartApi = (more: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({ 'GET /carts/c1': { body: cart }, 'GET /address/customer/c1': { body: [billing] }, ...more });

/** The checkout form's words in French, the site's language unless the reader chose another. */
export const FRENCH_CHECKOUT = {
  lang: 'fr',
  terms: 'J’accepte les conditions générales de vente',
  service: 'Service de facturation',
  order: 'Commander',
  confirm: 'Valider la commande',
};

/**
 * Fills the checkout form as the buyer does (invoice service « Bloc opératoire ») once the page speaks the
 * language of `texts`, and opens the recap; returns the recap's dialog.
 */
export async function openRecap(person: ReturnType<typeof renderPage>['user'], texts = FRENCH_CHECKOUT): Promise<HTMLElement> {
  await waitFor(() => expect(document.documentElement.lang).toBe(texts.lang), { timeout: 5000 });
  await person.type(await screen.findByRole('textbox', { name: new RegExp(texts.service) }, { timeout: 5000 }), 'Bloc opératoire');
  await act(() => person.click(screen.getByRole('checkbox', { name: texts.terms })));
  await act(() => person.click(screen.getByRole('button', { name: texts.order })));
  // The recap is in the page but, in happy-dom, can stay hidden from the accessibility tree (docs/testing.md).
  const confirm = await screen.findByRole('button', { name: texts.confirm, hidden: true }, { timeout: 5000 });
  return confirm.closest('[role="dialog"]') as HTMLElement;
}

/** The notification that says `text`. */
export const toast = (text: string) => screen.findByRole('listitem', { name: text }, { timeout: 5000 });
