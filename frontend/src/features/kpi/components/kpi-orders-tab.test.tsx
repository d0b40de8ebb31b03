import { screen, waitFor, within } from '@testing-library/react';
import type { KpiOrderDetail } from '@portail/common';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import { emptyStatistics } from '../testing/kpi-fixtures';
import KpiPage from './kpi-page';

/*
 * « Commandes One Stryker »: the server pages, searches and sorts (tests/api/kpi-calls.test.ts); the tab shows
 * the page it is given, asks for the page, the order and the search the admin chose, and starts again on page 1
 * when the order or the search changes. Moved from the browser (kpi.spec.ts, docs/testing.md).
 */

const line = (page: number, i: number): KpiOrderDetail => ({
  customerNumber: `10${i}`,
  customerName: `Client ${i}`,
  orderNumber: `ONE-${page}-${String(i).padStart(2, '0')}`,
  franchiseGroup: 'Ortho',
  franchise: 'Hanche',
  subFranchise: 'Cotyles',
  category: 'consommable',
  reference: `REF-${i}`,
  designation: `Produit ${i}`,
  packContent: 1,
  unitPrice: 10,
  quantity: 2,
  totalPrice: 20,
  unitCost: 4,
  totalCost: 8,
  savings: 12,
  marginPercent: 60,
  orderDate: '2026-03-04',
});
const pageOf = (page: number, count = 10) => Array.from({ length: count }, (_, i) => line(page, i));
const paging = (current: number, total: number) =>
  JSON.stringify({ CurrentPage: current, TotalPages: total, PageSize: 10, TotalCount: total * 10, HasPrevious: current > 1, HasNext: current < total });

describe('the KPI « Commandes One Stryker » tab', () => {
  it('shows the server’s page of 10 in 18 columns, asks for page 2, a sort and a search, each from page 1', async () => {
    const api = fakeApi({
      'GET /kpi/statistics': (_, url) => ({ body: emptyStatistics(Number(url.searchParams.get('year'))) }),
      'GET /kpi/orders-details': (_, url) => {
        const search = url.searchParams.get('search');
        if (search) return { body: [line(9, 1)].map((l) => ({ ...l, orderNumber: search })), headers: { 'X-Pagination': paging(1, 1) } };
        const page = Number(url.searchParams.get('pageNumber'));
        return { body: pageOf(page), headers: { 'X-Pagination': paging(page, 3) } };
      },
    });
    const { user } = renderPage(<KpiPage />, { path: '/kpi' });
    await user.click(await screen.findByRole('tab', { name: /^Commandes One/ }));
    const panel = await screen.findByRole('tabpanel', { name: /^Commandes One/ });
    const table = await within(panel).findByRole('table', { name: /^Commandes One/ }, { timeout: 10_000 });
    // Plain selectors: role queries over 180 cells, after each click, were most of this test's time.
    const bodyRows = () => Array.from(table.querySelectorAll('tbody tr'));
    const orderNumbers = () => bodyRows().map((r) => r.querySelectorAll('td')[2]!.textContent);
    expect(bodyRows()).toHaveLength(10);
    expect(table.querySelectorAll('thead th')).toHaveLength(18);
    expect(orderNumbers()[0]).toBe('ONE-1-00');
    const sent = () => api.calls('GET /kpi/orders-details').map((r) => Object.fromEntries(new URL(r.path, 'http://x').searchParams));
    expect(sent().at(-1)).toMatchObject({ pageNumber: '1', orderBy: 'orderDate desc' });

    await user.click(within(panel).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(orderNumbers()[0]).toBe('ONE-2-00'));
    expect(within(panel).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(sent().at(-1)).toMatchObject({ pageNumber: '2', orderBy: 'orderDate desc' });

    const margin = within(panel).getByRole('button', { name: 'Trier par « Marge % »' });
    await user.click(margin);
    await waitFor(() => expect(sent().at(-1)).toMatchObject({ pageNumber: '1', orderBy: 'marginPercent asc' }));
    await waitFor(() => expect(margin.getAttribute('aria-pressed')).toBe('true'));
    await user.click(margin);
    await waitFor(() => expect(sent().at(-1)).toMatchObject({ orderBy: 'marginPercent desc' }));

    await user.click(within(panel).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(orderNumbers()[0]).toBe('ONE-3-00'));
    await user.type(within(panel).getByRole('searchbox', { name: 'Rechercher' }), 'ONE-2-05');
    await waitFor(() => expect(orderNumbers()).toEqual(['ONE-2-05']), { timeout: 5_000 });
    expect(sent().at(-1)).toMatchObject({ pageNumber: '1', orderBy: 'marginPercent desc', search: 'ONE-2-05' });
    expect(api.unexpected).toEqual([]);
  }, 30_000);
});
