import { screen, waitFor } from '@testing-library/react';
import type { CompanyOrder, Customer, User } from '@portail/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import { clearSession, saveCustomer, saveSession } from '../../auth/session-store';
import CompanyOrdersPage from './company-orders-page';

/*
 * The company orders' Excel export as the page tells it (moved from tests/e2e/error-messages.spec.ts): the
 * workbook saved, a connection that fails, a refusal. The API's own 400 for an export type it does not offer
 * and its 403 for a customer the user may not see: tests/api/invalid-input.test.ts and the browser's
 * error-messages.spec.ts (a withdrawn access).
 */

const order: CompanyOrder = {
  date: '2026-03-02T00:00:00.000Z',
  orderNumber: 'C0001',
  total: '1234,50',
  orders: [{ invoiceNumber: 'F0001', products: [{ reference: 'REF-1', description: 'Vis corticale', salesAmount: 1234.5, quantity: 1 }] }],
};

const toast = (text: string) => screen.findByRole('listitem', { name: text }, { timeout: 5000 });

beforeEach(() => {
  saveSession('jeton', { id: 'u1', email: 'anne@chu.test', userRole: 'CUSTOMER' } as User);
  saveCustomer({ id: 'c1', number: '590000001', name: 'CHU de Démo' } as Customer);
});
afterEach(() => clearSession());

function draw(exportAnswer: Parameters<typeof fakeApi>[0][string]) {
  const api = fakeApi({
    'GET /strykerCommands/by-customer/:id': { body: [order] },
    'GET /statsContract/customer/:id': apiError(500, 'server_error', 'Une erreur inattendue est survenue. Veuillez réessayer.'),
    'GET /Export/strykercommands/:id': exportAnswer,
  });
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { api, saved, ...renderPage(<CompanyOrdersPage />) };
}

describe('the company orders’ Excel export', () => {
  it('saves the workbook the server sends, under its name', async () => {
    const { api, saved, user } = draw({
      body: 'xlsx',
      headers: { 'Content-Disposition': 'attachment; filename="commandes-chu-de-demo-2026.xlsx"', 'Content-Type': 'application/octet-stream' },
    });
    expect(await screen.findByRole('table', { name: 'Commandes de l’entreprise' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Exporter vers Excel' }));
    await waitFor(() => expect(saved).toEqual(['commandes-chu-de-demo-2026.xlsx']));
    expect(api.calls('GET /Export/strykercommands/:id').map((r) => r.path)).toEqual(['/Export/strykercommands/c1']);
    expect(screen.queryByRole('listitem', { name: "Erreur lors de l'exportation vers Excel" })).toBeNull();
  });

  it('says « Erreur lors de l’exportation vers Excel » when the server cannot be reached, and saves nothing', async () => {
    const { saved, user } = draw(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await screen.findByRole('table', { name: 'Commandes de l’entreprise' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Exporter vers Excel' }));
    expect(await toast("Erreur lors de l'exportation vers Excel")).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'Action non autorisée.' })).toBeNull();
    expect(saved).toEqual([]);
  });

  it.each([
    [400, apiError(400, 'validation', 'Action non autorisée.')],
    [403, apiError(403, 'forbidden', 'Accès refusé.')],
  ])('says « Action non autorisée. » for a refusal (%i), and saves nothing', async (_status, answer) => {
    const { saved, user } = draw(answer);
    expect(await screen.findByRole('table', { name: 'Commandes de l’entreprise' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Exporter vers Excel' }));
    expect(await toast('Action non autorisée.')).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: "Erreur lors de l'exportation vers Excel" })).toBeNull();
    expect(saved).toEqual([]);
  });
});
