import { useEffect } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import type { AdminCustomerRow, Customer, User } from '@portail/common';
import { describe, expect, it } from 'vitest';
import { saveCustomer, saveSession } from '../../auth/session-store';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import SelectCustomerPage from './select-customer-page';

/*
 * The customer chooser (issue 30): a commercial user searches his customers on the server instead of a
 * carousel; a group buyer sees his customers with the current one marked, and a switch started from a page
 * comes back to that page for the new customer.
 */

const customer = (id: string, name: string): Customer =>
  ({ id, name, number: id.toUpperCase(), city: 'Lyon', logo: null, status: { number: 2 }, manualStatutCurrentYear: null, active: true }) as unknown as Customer;
const row = (id: string, name: string): AdminCustomerRow => ({
  id,
  number: id.toUpperCase(),
  name,
  city: 'Lyon',
  address: '',
  zipCode: '',
  status: 2,
  active: true,
  buyingGroupName: null,
});
const user = (role: string) => ({ id: 'u1', email: 'u@demo.test', userRole: role, firstName: 'Ada', lastName: 'Essai', active: true }) as User;
const pagination = (count: number) => JSON.stringify({ CurrentPage: 1, TotalPages: 1, PageSize: 12, TotalCount: count, HasPrevious: false, HasNext: false });

/** Where the app went once a customer was chosen. */
function Landed() {
  return <p>Page {useLocation().pathname}</p>;
}

/** Opens the chooser as the switch button does, from `from`. */
function SwitchFrom({ from }: { from: string }) {
  const navigate = useNavigate();
  useEffect(() => void navigate('/select-customer', { state: { from } }), [navigate, from]);
  return null;
}

function draw(from?: string) {
  return renderPage(
    <Routes>
      <Route path="/select-customer" element={<SelectCustomerPage />} />
      <Route path="/start" element={<SwitchFrom from={from ?? '/'} />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    { path: from ? '/start' : '/select-customer' },
  );
}

describe('the customer chooser', () => {
  it('lets a commercial user search his customers on the server, and opens the one he chooses', async () => {
    saveSession('jeton', user('COMMERCIAL'));
    const all = [row('c1', 'Clinique du Parc'), row('c2', 'CHU de Lyon'), row('c3', 'Hôpital Nord')];
    const api = fakeApi({
      'GET /customers': (_, url) => {
        const search = (url.searchParams.get('search') ?? '').toLowerCase();
        const found = all.filter((c) => c.name.toLowerCase().includes(search));
        return { body: found, headers: { 'X-Pagination': pagination(found.length) } };
      },
      'GET /customers/:id/WithDetails': (req) => ({ body: customer(req.path.split('/')[2], 'CHU de Lyon') }),
      'GET /statsContract/customer/:id': { body: {} },
    });
    const { user: person } = draw();
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(3);

    await person.type(screen.getByRole('searchbox', { name: /Rechercher un client/ }), 'chu');
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['CHU de Lyon']));
    expect(api.calls('GET /customers').at(-1)?.path).toContain('search=chu');

    await person.click(screen.getByRole('button', { name: 'Choisir CHU de Lyon' }));
    expect(await screen.findByText('Page /')).toBeTruthy();
    expect(api.calls('GET /customers/:id/WithDetails')[0].path).toBe('/customers/c2/WithDetails');
    expect(JSON.parse(localStorage.getItem('portail.customer')!).id).toBe('c2');
  });

  it('shows a group buyer every customer of his with the current one marked, and a switch keeps the page', async () => {
    saveSession('jeton', user('CUSTOMER'));
    saveCustomer(customer('b1', 'Centre Ouest'));
    fakeApi({
      'GET /users/user-infos-with-customers': { body: { user: user('CUSTOMER'), customers: [customer('b1', 'Centre Ouest'), customer('b2', 'Centre Est')] } },
      'GET /statsContract/customer/:id': { body: {} },
    });
    const { user: person } = draw('/contrat');
    const current = (await screen.findByRole('button', { name: 'Continuer avec Centre Ouest' })).closest('[aria-current="true"]') as HTMLElement;
    expect(within(current).getByText('Client actuel')).toBeTruthy();
    expect(screen.getAllByText('Client actuel')).toHaveLength(1);

    await person.click(screen.getByRole('button', { name: 'Choisir Centre Est' }));
    expect(await screen.findByText('Page /contrat')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('portail.customer')!).id).toBe('b2');
  });
});
