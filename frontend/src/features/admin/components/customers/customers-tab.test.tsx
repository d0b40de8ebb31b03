import { screen } from '@testing-library/react';
import type { AdminCustomerRow } from '@portail/common';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../testing/fake-api';
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
});
