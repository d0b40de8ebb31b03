import { screen, waitFor, within } from '@testing-library/react';
import type { AdminCustomerRow } from '@portail/common';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../testing/fake-api';
import { listAnswer, queriesOf } from '../../../../testing/list-answer';
import { renderPage } from '../../../../testing/render';
import { CustomersTab } from './customers-tab';

const row: AdminCustomerRow = {
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
const pagination = { 'X-Pagination': JSON.stringify({ CurrentPage: 1, TotalPages: 1, PageSize: 15, TotalCount: 1, HasPrevious: false, HasNext: false }) };

describe('the customers tab', () => {
  it('offers no « Importer »: there is no import of customers (a customer’s price lists import from its own dialog)', async () => {
    fakeApi({ 'GET /customers': { body: [row], headers: pagination } });
    renderPage(<CustomersTab canWrite />);
    expect(await screen.findByText('Clinique Démo')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Nouveau|Ajouter/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Importer' })).toBeNull();
  });

  // Moved from the browser (admin-customers.spec.ts « lists customers with their columns… »); the server's
  // search ignoring accents and case, its sort and pages: tests/api/admin-lists.test.ts.
  it('shows the spec’s columns, sorts by name at a header click, searches from page 1 and pages', async () => {
    const rows: AdminCustomerRow[] = [
      { ...row, id: 'nord', number: '597151141', name: 'CHU de Démo – Hôpital Nord' },
      ...Array.from({ length: 19 }, (_, i) => ({ ...row, id: `c${i}`, number: `1002${i}`, name: `Clinique ${String(i).padStart(2, '0')}` })),
    ];
    const api = fakeApi({ 'GET /customers': (_, url) => listAnswer(rows, url, ['number', 'name', 'city']) });
    const { user } = renderPage(<CustomersTab canWrite />);
    const table = await screen.findByRole('table', { name: 'Clients' });
    const names = () => Array.from(table.querySelectorAll('tbody tr td:nth-child(2)')).map((cell) => cell.textContent);
    await waitFor(() => expect(names()[0]).toBe('CHU de Démo – Hôpital Nord'));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Numéro', 'Nom', 'Ville', 'Adresse', 'Statut', 'Groupement d’achat', 'Actions']);
    const queries = () => queriesOf(api.calls('GET /customers'));
    expect(queries().at(-1)).toMatchObject({ orderBy: 'name asc', pageNumber: '1' });

    await user.click(within(within(table).getByRole('columnheader', { name: /Nom/ })).getByRole('button'));
    await waitFor(() => expect(names()[0]).toBe('Clinique 18'));
    expect(within(table).getByRole('columnheader', { name: /Nom/ }).getAttribute('aria-sort')).toBe('descending');
    expect(queries().at(-1)).toMatchObject({ orderBy: 'name desc', pageNumber: '1' });

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page'));
    expect(queries().at(-1)).toMatchObject({ orderBy: 'name desc', pageNumber: '2' });

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher dans « Clients »' }), 'hopital nord');
    await waitFor(() => expect(names()).toEqual(['CHU de Démo – Hôpital Nord']));
    expect(queries().at(-1)).toMatchObject({ search: 'hopital nord', pageNumber: '1' });
    expect(api.unexpected).toEqual([]);
  });
});
