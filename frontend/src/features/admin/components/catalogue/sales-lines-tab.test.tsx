import { screen, waitFor, within } from '@testing-library/react';
import type { SalesLine } from '@portail/common';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../testing/fake-api';
import { renderPage } from '../../../../testing/render';
import { SalesLinesTab } from './orders-tabs';

/*
 * The back office's list of sales lines: its search box says what the search matches (numbers and
 * references, exact or by their start; no descriptions), and sends what is typed as the list's search.
 */

const line = (n: number): SalesLine =>
  ({
    id: `sl-${n}`,
    customerId: 'c1',
    customerSoldTo: { number: '750012345', name: 'CHU de Reims' },
    customerReported: { number: '750012345', name: 'CHU de Reims' },
    reference: '0357-123-456',
    description: 'Vis corticale',
    salesAmount: 100,
    invoiceQuantity: 1,
    salesRecognitionDate: '2026-01-10',
    invoiceNumber: `900125${n}`,
    orderNumber: `450125${n}`,
  }) as unknown as SalesLine;

const page = (items: SalesLine[]) => ({
  body: items,
  headers: { 'X-Pagination': JSON.stringify({ CurrentPage: 1, TotalPages: 1, PageSize: 15, TotalCount: items.length, HasPrevious: false, HasNext: false }) },
});

describe('the sales lines tab', () => {
  it('names what its search matches and sends the number typed', async () => {
    const api = fakeApi({ 'GET /strykerCommands': (_, url) => page(url.searchParams.get('search') ? [line(1)] : [line(1), line(2)]) });
    const { user } = renderPage(<SalesLinesTab canWrite={false} />);
    const box = await screen.findByRole('searchbox', { name: 'Rechercher un n° de facture, de commande, une référence ou un n° client' });
    expect(screen.getByText('Le numéro entier ou son début, dès 2 caractères (ex. 9001 ou 0357-12) ; les descriptions ne sont pas recherchées.')).toBeTruthy();

    await user.type(box, '9001251');
    // The list waits for the typing to stop (500 ms) before it searches.
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2), { timeout: 10_000 });
    const searches = api
      .calls('GET /strykerCommands')
      .map((r) => new URL(r.path, 'http://x').searchParams.get('search'))
      .filter(Boolean);
    expect(searches).toEqual(['9001251']);
  });
});
