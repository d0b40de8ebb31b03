import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import type { AdminCustomerRow, Customer, User } from '@portail/common';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import SelectCustomerPage from '../../customers/components/select-customer-page';
import { saveSession } from '../session-store';
import LoginPage from './login-page';

/*
 * Signing in that cannot end on a customer (moved from tests/e2e/error-messages-shop.spec.ts): a user
 * linked to no customer stays on the sign-in page, told whom to contact; a customer whose data cannot be
 * loaded ends the session. A server out of reach at sign-in: login-page.test.tsx.
 */

const stored = () => [localStorage.getItem('portail.token'), localStorage.getItem('portail.user'), localStorage.getItem('portail.customer')];

function Landed() {
  return <p>Page {useLocation().pathname}</p>;
}

const toast = (text: string) => screen.findByRole('listitem', { name: text }, { timeout: 5000 });

describe('signing in without a customer to land on', () => {
  it('keeps a user linked to no customer on the sign-in page, signed out, and says whom to contact', async () => {
    const person = { id: 'u9', email: 'seul@demo.test', firstName: 'Sam', lastName: 'Seul', userRole: 'CUSTOMER', active: true } as User;
    const api = fakeApi({
      'POST /Authenticate/login': { body: { token: 'jeton', user: person } },
      'GET /users/user-infos-with-customers': { body: { ...person, customers: [] } },
    });
    const { user } = renderPage(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<Landed />} />
      </Routes>,
      { path: '/login' },
    );
    await user.type(screen.getByRole('textbox', { name: /Adresse email/ }), person.email);
    await user.type(screen.getByLabelText(/^Mot de passe/, { selector: 'input' }), 'Correct!2025');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await toast("Aucun client n'est associé à votre compte. Veuillez contacter Stryker pour plus d'informations.")).toBeTruthy();
    expect(api.calls('GET /users/user-infos-with-customers')).toHaveLength(1);
    expect(screen.queryByText(/^Page /)).toBeNull();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeTruthy();
    expect(stored()).toEqual([null, null, null]);
  });

  it('ends the session and goes back to sign-in when the chosen customer’s data cannot be loaded', async () => {
    saveSession('jeton', { id: 'u1', email: 'commercial@demo.test', userRole: 'COMMERCIAL', firstName: 'Ada', lastName: 'Essai', active: true } as User);
    const row: AdminCustomerRow = {
      id: 'c2',
      number: 'C2',
      name: 'CHU de Lyon',
      city: 'Lyon',
      address: '',
      zipCode: '',
      status: 2,
      active: true,
      buyingGroupName: null,
    };
    const customer = {
      id: 'c2',
      number: 'C2',
      name: 'CHU de Lyon',
      city: 'Lyon',
      logo: null,
      status: { number: 2 },
      manualStatutCurrentYear: null,
      active: true,
    };
    const api = fakeApi({
      'GET /customers': {
        body: [row],
        headers: { 'X-Pagination': JSON.stringify({ CurrentPage: 1, TotalPages: 1, PageSize: 12, TotalCount: 1, HasPrevious: false, HasNext: false }) },
      },
      'GET /customers/:id/WithDetails': { body: customer as unknown as Customer },
      'GET /statsContract/customer/:id': apiError(500, 'server_error', 'Une erreur inattendue est survenue. Veuillez réessayer.'),
      'POST /Authenticate/logout': { status: 204 },
    });
    const { user } = renderPage(
      <Routes>
        <Route path="/select-customer" element={<SelectCustomerPage />} />
        <Route path="*" element={<Landed />} />
      </Routes>,
      { path: '/select-customer' },
    );
    await user.click(await screen.findByRole('button', { name: 'Choisir CHU de Lyon' }));

    expect(await toast('Impossible de charger les informations du client. Veuillez vous reconnecter.')).toBeTruthy();
    expect(await screen.findByText('Page /login')).toBeTruthy();
    expect(stored()).toEqual([null, null, null]);
    // The server forgets the session too.
    await waitFor(() => expect(api.calls('POST /Authenticate/logout')).toHaveLength(1));
    expect(api.calls('GET /statsContract/customer/:id')[0].path).toBe('/statsContract/customer/c2');
  });
});
