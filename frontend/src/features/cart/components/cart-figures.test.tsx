import { screen } from '@testing-library/react';
import type { Cart } from '@portail/common';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render';
import { CartFigures } from './cart-figures';

const cart = {
  cartId: 'cart-c1',
  customerId: 'c1',
  discountRate: 0,
  itemCount: 1,
  cartItems: [],
  totalArticles: 1,
  deliveryCost: 0,
  billingFees: 12.5,
  totalAmount: 49115.21,
  discountedAmount: 49115.21,
  availablePoints: 60000.99,
  pointsToUse: 49115.21,
  remainingToPay: 12.5,
} as unknown as Cart;

// French grouping uses a narrow no-break space.
const figure = (label: string) =>
  screen
    .getByText(label)
    .closest('div')
    ?.querySelector('dd')
    ?.textContent?.replace(/[\u202f\u00a0]/g, ' ');

describe('the cart figures', () => {
  it('show points whole, rounded down, as the home page and the exports do; euros to the cent', () => {
    renderPage(<CartFigures cart={cart} />);
    expect(figure('Total')).toBe('49 115 pts');
    expect(figure('Points disponibles')).toBe('60 000 pts');
    expect(figure('Frais de facturation')).toBe('12,50 €');
  });
});
