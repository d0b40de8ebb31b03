import { screen, waitFor } from '@testing-library/react';
import type { AdminCustomerRow, Cart } from '@portail/common';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../testing/fake-api';
import { renderPage } from '../../../../testing/render';
import { CustomerCartDialog } from './customer-cart-dialog';

/* The admin's « Panier et remise » dialog, over the cart the API answers. */

const customer: AdminCustomerRow = {
  id: 'c1',
  number: '100200',
  name: 'Clinique Démo',
  city: 'Dijon',
  address: '1 rue A',
  zipCode: '21000',
  status: 1,
  active: true,
  buyingGroupName: null,
};
const cart = (): Cart =>
  ({
    cartId: 'cart-c1',
    customerId: 'c1',
    discountRate: 0,
    itemCount: 2,
    cartItems: [
      {
        cartItemId: 'c1:l1',
        id: 'c1:l1',
        productId: 'p-with',
        reference: 'REF-1',
        description: 'Vis corticale',
        image: 'illustrations/vis.png',
        gimPackContent: 1,
        price: 49115.21,
        quantity: 1,
        vat: 20,
      },
      {
        cartItemId: 'c1:l2',
        id: 'c1:l2',
        productId: 'p-without',
        reference: 'REF-2',
        description: 'Plaque',
        image: null,
        gimPackContent: 1,
        price: 10,
        quantity: 2,
        vat: 20,
      },
    ],
    totalArticles: 3,
    deliveryCost: 0,
    billingFees: 0,
    totalAmount: 49135.21,
    discountedAmount: 49135.21,
    availablePoints: 0,
    pointsToUse: 0,
    remainingToPay: 0,
  }) as unknown as Cart;

describe('the admin cart dialog', () => {
  it('draws each picture from the product-image route with the session, a placeholder for a product without one', async () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:picture-of-p-with');
    const api = fakeApi({ 'GET /carts/:id': { body: cart() }, 'GET /products/:id/image': { body: { stand: 'in for the bytes' } } });
    renderPage(<CustomerCartDialog customer={customer} onClose={vi.fn()} />);
    expect(await screen.findByText('Vis corticale')).toBeTruthy();
    await waitFor(() => expect(document.querySelectorAll('img')).toHaveLength(1));
    expect(document.querySelector('img')?.getAttribute('src')).toBe('blob:picture-of-p-with');
    expect(api.calls('GET /products/:id/image').map((r) => r.path)).toEqual(['/products/p-with/image']);
    // No <img> points at the stored path, which the site does not serve (404).
    expect(document.querySelector('img[src*="illustrations"]')).toBeNull();
    expect(document.querySelectorAll('[data-testid="product-placeholder"]')).toHaveLength(1);
  });

  // Moved from the browser (admin-customers.spec.ts « applies a discount… »): the rate is checked before asking.
  it('refuses a discount above 100 % under its field, and neither asks nor sends', async () => {
    const api = fakeApi({ 'GET /carts/:id': { body: cart() }, 'GET /products/:id/image': { body: {} }, 'PUT /carts/:id/discountRate': { body: cart() } });
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:picture');
    const { user } = renderPage(<CustomerCartDialog customer={customer} onClose={vi.fn()} />);
    const rate = await screen.findByRole('textbox', { name: 'Remise (%)' });
    await user.clear(rate);
    await user.type(rate, '150');
    await user.click(screen.getByRole('button', { name: 'Appliquer la remise' }));
    expect(await screen.findByText('Le taux de remise doit être un nombre compris entre 0 et 100')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls('PUT /carts/:id/discountRate')).toEqual([]);
  });
});
