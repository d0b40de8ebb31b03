import { act, screen, waitFor } from '@testing-library/react';
import type { Address, Cart, Customer, User } from '@portail/common';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import { clearSession, saveCustomer, saveSession } from '../../auth/session-store';
import CartPage from './cart-page';

/* The cart's checkout refused: the site words the refusal by its code, in the reader's language. */

const user = { id: 'u1', email: 'anne@chu.test', firstName: 'Anne', lastName: 'Martin', userRole: 'CUSTOMER' } as User;
const customer = { id: 'c1', number: '590000001', name: 'CHU de Démo' } as Customer;

const cart: Cart = {
  cartId: 'cart-c1',
  customerId: 'c1',
  discountRate: 0,
  itemCount: 1,
  cartItems: [
    { cartItemId: 'i1', id: 'i1', productId: 'p1', reference: 'REF-1', description: 'Vis', image: null, gimPackContent: 1, price: 300, quantity: 1, vat: 20 },
  ],
  totalArticles: 1,
  deliveryCost: 0,
  billingFees: 0,
  totalAmount: 300,
  discountedAmount: 300,
  availablePoints: 120,
  pointsToUse: 120,
  remainingToPay: 180,
  lastBillingAddressId: null,
  lastShippingAddressId: null,
};
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

beforeEach(() => {
  saveSession('jeton', user);
  saveCustomer(customer);
});
afterEach(() => clearSession());

function api(refusal: ReturnType<typeof apiError>) {
  return fakeApi({
    'GET /carts/c1': { body: cart },
    'GET /address/customer/c1': { body: [billing] },
    'POST /orderOneStryker/createOrderFromCart': refusal,
  });
}

async function order(user: ReturnType<typeof renderPage>['user'], texts: { terms: string; service: string; order: string; confirm: string }) {
  await user.type(await screen.findByRole('textbox', { name: new RegExp(texts.service) }, { timeout: 5000 }), 'Pharmacie');
  await act(() => user.click(screen.getByRole('checkbox', { name: texts.terms })));
  await act(() => user.click(screen.getByRole('button', { name: texts.order })));
  // The recap is in the page but, in happy-dom, can stay hidden from the accessibility tree (docs/testing.md).
  const confirm = await screen.findByRole('button', { name: texts.confirm, hidden: true }, { timeout: 5000 });
  await act(() => user.click(confirm));
}

const toast = (text: string) => screen.findByRole('listitem', { name: text }, { timeout: 5000 });

describe('the cart’s checkout refused', () => {
  const unavailable = apiError(400, 'cart_product_unavailable', 'Ce produit n’est plus disponible : REF-1', undefined, { reference: 'REF-1' });

  it('says a product withdrawn meanwhile in French, naming it', async () => {
    api(unavailable);
    const { user } = renderPage(<CartPage />);
    await order(user, {
      terms: 'J’accepte les conditions générales de vente',
      service: 'Service de facturation',
      order: 'Commander',
      confirm: 'Valider la commande',
    });
    expect(await toast('Ce produit n’est plus disponible : REF-1')).toBeTruthy();
  });

  it('says it in English to a reader who chose English, from the code and its params, not the French message', async () => {
    localStorage.setItem('portail.language', 'en');
    api(unavailable);
    const { user } = renderPage(<CartPage />);
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    await order(user, { terms: 'I accept the general terms of sale', service: 'Invoice service', order: 'Order', confirm: 'Confirm the order' });
    expect(await toast('This product is no longer available: REF-1')).toBeTruthy();
  });

  it('keeps the spec’s generic sentence for a refusal that gives the buyer nothing to act on', async () => {
    api(apiError(404, 'not_found', "L'élément demandé est introuvable."));
    const { user } = renderPage(<CartPage />);
    await order(user, {
      terms: 'J’accepte les conditions générales de vente',
      service: 'Service de facturation',
      order: 'Commander',
      confirm: 'Valider la commande',
    });
    expect(await toast('Erreur lors de la validation de la commande')).toBeTruthy();
  });
});
