import { screen, waitFor, within } from '@testing-library/react';
import type { PriceList, PriceListLine, User } from '@portail/common';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../auth/session-store';
import { apiError, fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import PriceListsPage from './price-lists-page';

/*
 * The back office's price-lists area (issue 30): a list opened from the area, its name and dates, a
 * percentage on every price, products removed; each change sent on the version last read (If-Match).
 */

const list: PriceList = {
  id: 'pl-1',
  name: 'Contrat CHU 2026-01-01 2026-12-31',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  fK_Customer: 'cust-1',
  fK_Contract: 'ct-1',
  lineCount: 2,
  etag: '"v1"',
};
const lines: PriceListLine[] = [
  { productId: 'p1', reference: 'REF-1', description: 'Vis corticale', price: 1000 },
  { productId: 'p2', reference: 'REF-2', description: 'Plaque', price: 335 },
];
const pagination = JSON.stringify({ CurrentPage: 1, TotalPages: 1, PageSize: 15, TotalCount: 1, HasPrevious: false, HasNext: false });

function signIn(role: 'ADMIN' | 'COMMERCIAL') {
  saveSession('jeton', { id: 'u1', email: 'a@demo.test', userRole: role, firstName: 'Ada', lastName: 'Essai', active: true } as User);
}

function api(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /priceList': { body: [list], headers: { 'X-Pagination': pagination } },
    'GET /priceList/:id/details': { body: lines, headers: { ETag: '"v1"' } },
    ...extra,
  });
}

/** What a price box shows, its French grouping space read as a space. */
const shown = (name: RegExp) => (screen.getByRole('textbox', { name }) as HTMLInputElement).value.replace(/[\u202f\u00a0]/g, ' ');

async function openList() {
  const view = renderPage(<PriceListsPage />, { path: '/admin/price-lists' });
  await view.user.click(await screen.findByRole('button', { name: `Ouvrir la liste ${list.name}` }));
  await screen.findByRole('table', { name: 'Produits de la liste' });
  return view;
}

describe('the price-lists area', () => {
  it('applies a percentage to the whole list on the version read, and shows the prices the API answers', async () => {
    signIn('ADMIN');
    const fake = api({ 'POST /priceList/:id/percentage': { body: lines.map((l) => ({ ...l, price: Math.round(l.price * 1.1) })), headers: { ETag: '"v2"' } } });
    const { user } = await openList();
    const form = screen.getByRole('form', { name: 'Pourcentage sur toute la liste' });

    await user.type(within(form).getByRole('textbox', { name: /Pourcentage/ }), '-150');
    await user.click(within(form).getByRole('button', { name: 'Appliquer à tous les prix' }));
    expect(await within(form).findByText('Saisissez un pourcentage entre -100 et 1000')).toBeTruthy();
    expect(fake.calls('POST /priceList/:id/percentage')).toHaveLength(0);

    await user.clear(within(form).getByRole('textbox', { name: /Pourcentage/ }));
    await user.type(within(form).getByRole('textbox', { name: /Pourcentage/ }), '10');
    await user.click(within(form).getByRole('button', { name: 'Appliquer à tous les prix' }));
    await waitFor(() => expect(shown(/Prix de « REF-1 »/)).toBe('1 100'));
    expect(shown(/Prix de « REF-2 »/)).toBe('369');
    const [sent] = fake.calls('POST /priceList/:id/percentage');
    expect(sent.body).toEqual({ percent: 10 });
    expect(sent.headers['If-Match']).toBe('"v1"');
  });

  it('removes a product with the latest version, and the next change sends the version that answer gave', async () => {
    signIn('ADMIN');
    const fake = api({
      'DELETE /priceList/details/:id/:productId': { body: [lines[1]], headers: { ETag: '"v2"' } },
      'POST /priceList/details/:id': { body: { ...lines[1], price: 400 }, headers: { ETag: '"v3"' } },
    });
    const { user } = await openList();
    await user.click(screen.getByRole('button', { name: 'Retirer REF-1 de la liste' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /Prix de « REF-1 »/ })).toBeNull());
    expect(fake.calls('DELETE /priceList/details/:id/:productId')[0]).toMatchObject({ path: '/priceList/details/pl-1/p1', headers: { 'If-Match': '"v1"' } });

    // Defect 16 (issue 30): a price typed the French way, grouped with a decimal comma, is read as shown.
    const price = screen.getByRole('textbox', { name: /Prix de « REF-2 »/ });
    await user.clear(price);
    await user.type(price, '1 250,5{Enter}');
    await waitFor(() => expect(fake.calls('POST /priceList/details/:id')).toHaveLength(1));
    expect(fake.calls('POST /priceList/details/:id')[0]).toMatchObject({ body: { productId: 'p2', price: 1250.5 }, headers: { 'If-Match': '"v2"' } });
  });

  it('edits the name and dates: an end before the start is refused before sending, a valid edit is a PUT on the version read', async () => {
    signIn('ADMIN');
    const fake = api({ 'PUT /priceList/:id': { body: { ...list, name: 'Renommée', etag: '"v2"' } } });
    const { user } = await openList();
    const form = screen.getByRole('form', { name: 'Nom et dates de la liste' });
    const end = within(form).getByLabelText(/Fin/) as HTMLInputElement;
    // Days are shown and typed jj/mm/aaaa whatever the browser's language, the slashes put in as one types.
    expect((within(form).getByLabelText(/Début/) as HTMLInputElement).value).toBe('01/01/2026');
    expect(end.value).toBe('31/12/2026');
    await user.clear(end);
    await user.type(end, '31022027');
    expect(end.value).toBe('31/02/2027');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le nom et les dates' }));
    expect(await within(form).findByText('Date invalide : saisissez-la au format jj/mm/aaaa')).toBeTruthy();
    await user.clear(end);
    await user.type(end, '31122025');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le nom et les dates' }));
    expect(await within(form).findByText('La date de fin ne peut pas précéder la date de début')).toBeTruthy();
    expect(fake.calls('PUT /priceList/:id')).toHaveLength(0);
    // The date boxes keep their width with a message under them: it wraps there instead of widening the box.
    const widthOf = (input: HTMLElement) => getComputedStyle(input.closest('.fui-Field')!).width;
    expect(widthOf(end)).toMatch(/^\d+px$/);
    expect(widthOf(end)).toBe(widthOf(within(form).getByLabelText(/Début/)));

    await user.clear(end);
    await user.type(end, '15/01/2027');
    const name = within(form).getByRole('textbox', { name: /Nom/ });
    await user.clear(name);
    await user.type(name, 'Renommée');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le nom et les dates' }));
    await waitFor(() => expect(fake.calls('PUT /priceList/:id')).toHaveLength(1));
    expect(fake.calls('PUT /priceList/:id')[0]).toMatchObject({
      headers: { 'If-Match': '"v1"' },
      body: { id: 'pl-1', fK_Customer: 'cust-1', fK_Contract: 'ct-1', name: 'Renommée', startDate: '2026-01-01', endDate: '2027-01-15' },
    });
  });

  it('tells a stale version in French and keeps the prices shown', async () => {
    signIn('ADMIN');
    api({ 'POST /priceList/:id/percentage': apiError(412, 'precondition_failed', 'Cet élément a été modifié entre-temps : rechargez-le puis recommencez.') });
    const { user } = await openList();
    const form = screen.getByRole('form', { name: 'Pourcentage sur toute la liste' });
    await user.type(within(form).getByRole('textbox', { name: /Pourcentage/ }), '5');
    await user.click(within(form).getByRole('button', { name: 'Appliquer à tous les prix' }));
    expect(await screen.findByText(/modifié entre-temps/)).toBeTruthy();
    expect(shown(/Prix de « REF-1 »/)).toBe('1 000');
  });

  it('shows a commercial user the lists and their prices, with nothing to change', async () => {
    signIn('COMMERCIAL');
    api();
    await openList();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Prix de/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Retirer/ })).toBeNull();
    expect(within(screen.getByRole('table', { name: 'Produits de la liste' })).getByText('1 000')).toBeTruthy();
  });
});
