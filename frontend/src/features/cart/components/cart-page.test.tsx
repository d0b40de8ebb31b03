import { act, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import { cartApi, FRENCH_CHECKOUT, openRecap, signInBuyer, toast } from '../testing/fixtures';
import CartPage from './cart-page';

/* The cart's checkout refused: the site words the refusal by its code, in the reader's language. */

signInBuyer();

/** The buyer orders c1's cart, and the server answers with `refusal`. */
async function orderRefused(refusal: ReturnType<typeof apiError>, texts = FRENCH_CHECKOUT): Promise<void> {
  cartApi({ 'POST /orderOneStryker/createOrderFromCart': refusal });
  const { user } = renderPage(<CartPage />);
  const recap = await openRecap(user, texts);
  await act(() => user.click(within(recap).getByRole('button', { name: texts.confirm, hidden: true })));
}

describe('the cart’s checkout refused', () => {
  const unavailable = apiError(400, 'cart_product_unavailable', 'Ce produit n’est plus disponible : REF-1', undefined, { reference: 'REF-1' });

  it('says a product withdrawn meanwhile in French, naming it', async () => {
    await orderRefused(unavailable);
    expect(await toast('Ce produit n’est plus disponible : REF-1')).toBeTruthy();
  });

  it('says it in English to a reader who chose English, from the code and its params, not the French message', async () => {
    localStorage.setItem('portail.language', 'en');
    await orderRefused(unavailable, {
      lang: 'en',
      terms: 'I accept the general terms of sale',
      service: 'Invoice service',
      order: 'Order',
      confirm: 'Confirm the order',
    });
    expect(await toast('This product is no longer available: REF-1')).toBeTruthy();
  });

  it('keeps the spec’s generic sentence for a refusal that gives the buyer nothing to act on', async () => {
    await orderRefused(apiError(404, 'not_found', "L'élément demandé est introuvable."));
    expect(await toast('Erreur lors de la validation de la commande')).toBeTruthy();
  });
});
