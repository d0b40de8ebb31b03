import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import { useCart } from '../api/cart';
import { deleteCartItem } from '../api/cart-items';
import { cart, cartApi, openRecap, signInBuyer, toast } from '../testing/fixtures';
import CartPage from './cart-page';

/*
 * The cart page on its own (moved from tests/e2e/cart-money.spec.ts and error-messages-shop.spec.ts): each
 * figure with its unit, the summary and the recap showing the same figures, a quantity below 1 refused
 * without a call, a removal the server refuses, an order that fails on the server. The order placed and
 * followed to its page, and the addresses of the last order preselected on the next cart, stay a journey
 * through the stack (cart-money.spec.ts).
 */

signInBuyer();

const nbsp = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');
const figures = (scope: HTMLElement) =>
  Object.fromEntries(
    ['cart-item-count', 'cart-total-quantity', 'cart-total', 'cart-points-used', 'cart-remaining'].map((id) => [
      id,
      nbsp(within(scope).getByTestId(id).textContent),
    ]),
  );

describe('the cart page', () => {
  it('labels every figure with its unit, counts the lines not the units, and the recap shows the summary’s figures', async () => {
    cartApi();
    const { user: person } = renderPage(<CartPage />);
    expect(await screen.findByRole('heading', { name: 'Articles du panier (2)' })).toBeTruthy();

    const summary = screen.getByRole('heading', { name: 'Récapitulatif' }).parentElement as HTMLElement;
    const shown = figures(summary);
    expect(shown).toEqual({
      'cart-item-count': '2',
      'cart-total-quantity': '4',
      'cart-total': '1 077 pts',
      'cart-points-used': '900 pts',
      'cart-remaining': '195,00 €',
    });
    // Every amount of the summary carries its unit: points for prices and totals, euros for what is paid.
    const amounts = Array.from(summary.querySelectorAll('dd')).map((dd) => nbsp(dd.textContent));
    for (const text of amounts) expect(text, 'chaque montant a son unité').toMatch(/^(\d+|[\d ]+ pts|[\d ]+ pts[\d ]+ pts|[\d ,]+ €)$/);
    expect(amounts.filter((a) => a.endsWith(' €'))).toEqual(['15,00 €', '2,50 €', '195,00 €']);
    // The lines: a unit price and a line total in points.
    const rows = within(screen.getByRole('table', { name: 'Articles du panier' })).getAllByRole('row');
    expect(nbsp(rows[1].textContent)).toContain('37 pts');

    const recap = await openRecap(person);
    expect(figures(recap)).toEqual(shown);
    expect(within(recap).getByText('Service de facturation : Bloc opératoire')).toBeTruthy();
  });

  it('refuses a quantity of 0 or below under the field and sends nothing, then sends a valid one once', async () => {
    const api = cartApi({
      'PUT /carts/items/:id/quantity': (request) => ({
        body: { ...cart, cartItems: cart.cartItems.map((i) => (i.cartItemId === 'i1' ? { ...i, quantity: request.body as number } : i)) },
      }),
    });
    const { user: person } = renderPage(<CartPage />);
    const quantity = await screen.findByRole('spinbutton', { name: /Vis corticale/ });
    for (const bad of ['0', '-2']) {
      await person.clear(quantity);
      await person.type(quantity, `${bad}{Enter}`);
      expect(await screen.findByText('Veuillez saisir un nombre entier positif')).toBeTruthy();
    }
    expect(api.calls('PUT /carts/items/:id/quantity')).toEqual([]);

    await person.clear(quantity);
    await person.type(quantity, '2{Enter}');
    await waitFor(() => expect(screen.queryByText('Veuillez saisir un nombre entier positif')).toBeNull());
    await waitFor(() => expect(api.calls('PUT /carts/items/:id/quantity')).toHaveLength(1));
    expect(api.calls('PUT /carts/items/:id/quantity')[0]).toMatchObject({ path: '/carts/items/i1/quantity', body: 2 });
  });

  it('says a removal the server refuses (the line already gone from another tab)', async () => {
    const api = cartApi({
      'DELETE /carts/items/:id': apiError(404, 'not_found', "L'élément demandé est introuvable."),
    });
    const { user: person } = renderPage(<CartPage />);
    await act(async () => person.click(await screen.findByRole('button', { name: 'Retirer Vis corticale du panier' })));
    // Fluent's modaliser may still mark the fresh portal aria-hidden in happy-dom for a moment.
    const confirm = await screen.findByRole('alertdialog', { hidden: true });
    await act(() => person.click(within(confirm).getByRole('button', { name: 'Retirer', hidden: true })));

    expect(await toast("Erreur lors de la suppression de l'article")).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'Article retiré du panier' })).toBeNull();
    expect(api.calls('DELETE /carts/items/:id')[0].path).toBe('/carts/items/i1');
  });

  it('reads the cart again after a refused removal: the line may be gone all the same', async () => {
    let reads = 0;
    fakeApi({
      'GET /carts/c-gone': () => ({ body: reads++ === 0 ? cart : { ...cart, itemCount: 1, cartItems: cart.cartItems.slice(1) } }),
      'DELETE /carts/items/:id': apiError(404, 'not_found', "L'élément demandé est introuvable."),
    });
    // The app's own SWR cache, the one the removal refreshes (renderPage gives each test a cache of its own,
    // which SWR's global mutate does not reach); a customer id no other test reads.
    const { result } = renderHook(() => useCart('c-gone'));
    await waitFor(() => expect(result.current.data?.itemCount).toBe(2));
    await expect(deleteCartItem('c-gone', 'i1')).rejects.toThrow();
    await waitFor(() => expect(result.current.data?.itemCount).toBe(1));
  });

  it('says an order that fails on the server in the spec’s words and keeps the recap open for another try', async () => {
    const api = cartApi({
      'POST /orderOneStryker/createOrderFromCart': apiError(500, 'server_error', 'Une erreur inattendue est survenue. Veuillez réessayer.'),
    });
    const { user: person } = renderPage(<CartPage />);
    const recap = await openRecap(person);
    await act(() => person.click(within(recap).getByRole('button', { name: 'Valider la commande', hidden: true })));

    expect(await toast('Erreur lors de la validation de la commande')).toBeTruthy();
    expect(screen.queryByText('Commande validée')).toBeNull();
    const again = within(recap).getByRole('button', { name: 'Valider la commande', hidden: true }) as HTMLButtonElement;
    await waitFor(() => expect(again.disabled).toBe(false));
    expect(recap.isConnected).toBe(true);
    expect(api.calls('POST /orderOneStryker/createOrderFromCart')).toHaveLength(1);
  });
});
