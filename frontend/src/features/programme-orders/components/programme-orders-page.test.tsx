import { screen, waitFor, within } from '@testing-library/react';
import type { Customer, ProgrammeOrder, User } from '@portail/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../../testing/fake-api';
import { listAnswer } from '../../../testing/list-answer';
import { renderPage } from '../../../testing/render';
import { clearSession, saveCustomer, saveSession } from '../../auth/session-store';
import ProgrammeOrdersPage from './programme-orders-page';

/*
 * The Programme orders' messages (moved from tests/e2e/error-messages.spec.ts): a search that finds nothing,
 * an invoice that cannot be fetched or whose order is gone, an order's lines that cannot be loaded. The API's
 * search, its 404 for an order gone or not the user's: tests/api/customer-read-orders.test.ts; opening an
 * order and its invoice for real: customer-journey.spec.ts.
 */

const order: ProgrammeOrder = {
  id: 'o1',
  customer: { name: 'CHU de Démo' },
  orderNumber: 'CMD-2026-0001',
  totalAmount: 1200,
  orderDate: '2026-03-02T00:00:00.000Z',
  status: 'Validée',
};
const NOT_FOUND = "Aucune commande portant ce numéro n'a été trouvée";

const toast = (text: string) => screen.findByRole('listitem', { name: text }, { timeout: 5000 });

beforeEach(() => {
  saveSession('jeton', { id: 'u1', email: 'anne@chu.test', userRole: 'CUSTOMER' } as User);
  saveCustomer({ id: 'c1', number: '590000001', name: 'CHU de Démo' } as Customer);
});
afterEach(() => clearSession());

function draw(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /orderOneStryker/customer/:id/query': (_, url) => listAnswer([order], url, ['orderNumber']),
    'GET /statsContract/customer/:id': apiError(500, 'server_error', 'Une erreur inattendue est survenue. Veuillez réessayer.'),
    ...routes,
  });
  const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click');
  return { api, saved, ...renderPage(<ProgrammeOrdersPage />) };
}

const ordersTable = () => screen.findByRole('table', { name: 'Mes commandes Programme' });

describe('the Programme orders', () => {
  it('says once, as a notice and in the list, that a search finds no order, and shows the orders again once it is cleared', async () => {
    const { api, user } = draw();
    await ordersTable();
    await user.type(screen.getByRole('searchbox'), 'CMD-INEXISTANTE-0000');
    const notice = await toast(NOT_FOUND);
    // The sentence in the list itself, not the notice nor what Fluent reads out of it.
    const inList = () => screen.queryAllByText(NOT_FOUND, { exact: true }).filter((e) => !e.closest('[role="listitem"], [aria-live]'));
    expect(inList()).toHaveLength(1);
    expect(screen.queryByRole('table', { name: 'Mes commandes Programme' })).toBeNull();
    expect(screen.getAllByRole('listitem', { name: NOT_FOUND })).toHaveLength(1);
    expect(api.calls('GET /orderOneStryker/customer/:id/query').at(-1)?.path).toContain('search=CMD-INEXISTANTE-0000');

    await user.click(within(notice).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: NOT_FOUND })).toBeNull());
    await user.clear(screen.getByRole('searchbox'));
    expect(await ordersTable()).toBeTruthy();
    expect(inList()).toHaveLength(0);
  });

  it('says « Erreur lors du téléchargement du fichier » when the invoice cannot be fetched, and saves nothing', async () => {
    const { saved, user } = draw({
      'GET /orderOneStryker/download/:id': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const table = await ordersTable();
    await user.click(within(table).getByRole('button', { name: 'Télécharger la facture de la commande CMD-2026-0001' }));
    expect(await toast('Erreur lors du téléchargement du fichier')).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: NOT_FOUND })).toBeNull();
    expect(saved).not.toHaveBeenCalled();
  });

  it('says no order carries the number when the invoice’s order is gone (404)', async () => {
    const { api, saved, user } = draw({ 'GET /orderOneStryker/download/:id': apiError(404, 'not_found', NOT_FOUND) });
    const table = await ordersTable();
    await user.click(within(table).getByRole('button', { name: 'Télécharger la facture de la commande CMD-2026-0001' }));
    expect(await toast(NOT_FOUND)).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'Erreur lors du téléchargement du fichier' })).toBeNull();
    expect(api.calls('GET /orderOneStryker/download/:id').map((r) => r.path)).toEqual(['/orderOneStryker/download/o1']);
    expect(saved).not.toHaveBeenCalled();
  });

  it('says the order’s lines could not be loaded (500) and leaves the order closed', async () => {
    const { user } = draw({ 'GET /orderOneStryker/:id/details': apiError(500, 'server_error', 'Une erreur inattendue est survenue. Veuillez réessayer.') });
    const table = await ordersTable();
    const show = within(table).getByRole('button', { name: 'Afficher le détail de la commande CMD-2026-0001' });
    await user.click(show);
    expect(await toast('Erreur lors de la récupération du détail de la commande')).toBeTruthy();
    await waitFor(() =>
      expect(within(table).getByRole('button', { name: 'Afficher le détail de la commande CMD-2026-0001' }).getAttribute('aria-expanded')).toBe('false'),
    );
    expect(screen.queryByRole('table', { name: 'Détail de la commande CMD-2026-0001' })).toBeNull();
  });
});
