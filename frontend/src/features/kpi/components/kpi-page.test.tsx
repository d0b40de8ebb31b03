import { screen, waitFor, within } from '@testing-library/react';
import { kpiYears } from '@portail/common';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import { emptyStatistics as statistics, thirteenDivisions as divisions } from '../testing/kpi-fixtures';
import KpiPage from './kpi-page';

/* The KPI page as the admin uses it: the year chosen on one tab holds on the next; the Divisions chart shows them all. */

// happy-dom lays nothing out, so Fluent's chart draws no bars: a stand-in lists what the chart was given.
vi.mock('../../../components/charts/grouped-bars', () => ({
  default: ({ title, groups, height }: { title: string; groups: { name: string }[]; height?: number }) => (
    <ul aria-label={`${title} (${height ?? 350} px)`}>
      {groups.map((g) => (
        <li key={g.name}>{g.name}</li>
      ))}
    </ul>
  ),
}));

const [thisYear, lastYear] = kpiYears();
const yearOf = (path: string) => new URL(path, 'http://x').searchParams.get('year');

describe('the KPI page', () => {
  it('keeps the year chosen on « Statistiques » when the admin opens « Divisions »', async () => {
    const api = fakeApi({
      'GET /kpi/statistics': (_, url) => ({ body: statistics(Number(url.searchParams.get('year'))) }),
      'GET /kpi/statistics-franchise': { body: divisions },
    });
    const { user } = renderPage(<KpiPage />, { path: '/kpi' });
    const yearSelect = async () => (await screen.findByRole('combobox', { name: 'Année' })) as HTMLSelectElement;
    expect((await yearSelect()).value).toBe(String(thisYear));

    await user.selectOptions(await yearSelect(), String(lastYear));
    await waitFor(() => expect(api.calls('GET /kpi/statistics').map((r) => yearOf(r.path))).toContain(String(lastYear)));

    await user.click(screen.getByRole('tab', { name: 'Divisions' }));
    await waitFor(() => expect(api.calls('GET /kpi/statistics-franchise').length).toBeGreaterThan(0));
    expect(api.calls('GET /kpi/statistics-franchise').map((r) => yearOf(r.path))).toEqual([String(lastYear)]);
    expect((await yearSelect()).value).toBe(String(lastYear));
  }, 30_000);

  it('draws every division in the chart, not only the table’s page of 10', async () => {
    fakeApi({ 'GET /kpi/statistics': { body: statistics(thisYear) }, 'GET /kpi/statistics-franchise': { body: divisions } });
    const { user } = renderPage(<KpiPage />, { path: '/kpi?annee=' + thisYear });
    await user.click(await screen.findByRole('tab', { name: 'Divisions' }));
    expect(await screen.findByRole('cell', { name: 'Division 01' })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'Division 11' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Graphique' }));
    // Spec: the KPI charts are 650 px high.
    const chart = await screen.findByRole('list', { name: 'Points par division (650 px)' }, { timeout: 10_000 });
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((e) => e.textContent),
    ).toEqual(divisions.map((d) => d.franchise));
  }, 30_000);

  it('names the division of unallocated sales in French, in the table and the chart', async () => {
    const rows = [
      { franchise: 'Instruments', totalOrders: 3, totalPoints: 300, totalProducts: 4 },
      { franchise: 'NON ALLOCATED', totalOrders: 1, totalPoints: 50, totalProducts: 1 },
    ];
    fakeApi({ 'GET /kpi/statistics': { body: statistics(thisYear) }, 'GET /kpi/statistics-franchise': { body: rows } });
    const { user } = renderPage(<KpiPage />, { path: '/kpi' });
    await user.click(await screen.findByRole('tab', { name: 'Divisions' }));
    expect(await screen.findByRole('cell', { name: 'Non affecté' })).toBeTruthy();
    expect(screen.queryByText('NON ALLOCATED')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Graphique' }));
    const chart = await screen.findByRole('list', { name: /^Points par division/ }, { timeout: 10_000 });
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((e) => e.textContent),
    ).toEqual(['Instruments', 'Non affecté']);
  }, 30_000);

  it('« Groupements » (issue 33): sales, points and members per buying group, in a table and a chart', async () => {
    const groups = [
      {
        groupId: 'g1',
        name: 'RESAH',
        members: 4,
        revenueCurrentYear: 6_500_000,
        revenuePreviousYear: 6_800_000,
        groupVolume: 6_500_000,
        totalPoints: 282_000,
        forecastPoints: 310_000,
      },
      {
        groupId: 'g2',
        name: 'UniHA',
        members: 8,
        revenueCurrentYear: 9_000_000,
        revenuePreviousYear: 8_000_000,
        groupVolume: 9_000_000,
        totalPoints: 300_000,
        forecastPoints: 330_000,
      },
    ];
    fakeApi({ 'GET /kpi/statistics': (_, url) => ({ body: statistics(Number(url.searchParams.get('year'))) }), 'GET /kpi/buying-groups': { body: groups } });
    const { user } = renderPage(<KpiPage />, { path: '/kpi' });
    await user.click(await screen.findByRole('tab', { name: 'Groupements' }));
    const table = await screen.findByRole('table', { name: 'Groupements' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => (r.textContent ?? '').replace(/[\u202f\u00a0]/g, ' '));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('RESAH');
    expect(rows[0]).toContain('282 000');
    expect(rows[1]).toContain('UniHA');
    await user.click(screen.getByRole('radio', { name: 'Graphique' }));
    const chart = await screen.findByRole('list', { name: /^Chiffre d’affaires et points par groupement/ });
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['RESAH', 'UniHA']);
  }, 30_000);

  // Moved from kpi.spec.ts « Divisions and Clients toggle… »: the list's pages of 10 and its search are the tab's own.
  it('« Clients »: pages of 10, page 2 marked current, and a search that keeps the one customer named', async () => {
    const names = [...Array.from({ length: 11 }, (_, i) => `Hôpital n°${i + 1}`), 'Clinique des Lilas'];
    const rows = names.map((customerName, i) => ({
      customerId: `c${i + 1}`,
      customerNumber: String(597151100 + i),
      customerName,
      statusPreviousYear: 1,
      statusCurrentYear: 2,
      revenuePreviousYear: 100_000 + i,
      revenueCurrentYear: 200_000 + i,
      totalPoints: 1_000,
      forecastPoints: 2_000,
      tierRule: 'own',
    }));
    fakeApi({ 'GET /kpi/statistics': { body: statistics(thisYear) }, 'GET /kpi/statistics-customer': { body: rows } });
    const { user } = renderPage(<KpiPage />, { path: '/kpi' });
    await user.click(await screen.findByRole('tab', { name: 'Clients' }));
    const table = await screen.findByRole('table', { name: 'Clients' });
    const shown = () => within(table).getAllByRole('row').slice(1);
    expect(shown()).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page'));
    expect(shown().map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['597151110 - Hôpital n°11', '597151111 - Clinique des Lilas']);

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'clinique des lilas');
    await waitFor(() => expect(shown()).toHaveLength(1));
    expect(shown()[0]!.textContent).toContain('Clinique des Lilas');
  }, 30_000);

  // Issue 30 follow-up: the rule of the status is words, and was pushed to the right like the figures around it.
  it('« Clients »: the texts start on the left, the statuses, euros and points end on the right', async () => {
    const row = {
      customerId: 'c1',
      customerNumber: '597151141',
      customerName: 'CHU de Démo',
      statusPreviousYear: 2,
      statusCurrentYear: 3,
      revenuePreviousYear: 800_000,
      revenueCurrentYear: 900_000,
      totalPoints: 30_000,
      forecastPoints: 40_000,
      tierRule: 'group',
    };
    fakeApi({ 'GET /kpi/statistics': { body: statistics(thisYear) }, 'GET /kpi/statistics-customer': { body: [row] } });
    const { user } = renderPage(<KpiPage />, { path: '/kpi' });
    await user.click(await screen.findByRole('tab', { name: 'Clients' }));
    const table = await screen.findByRole('table', { name: 'Clients' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    const alignOf = (cell: HTMLElement) => getComputedStyle(cell).textAlign;
    expect(cells.map((c) => (c.textContent ?? '').replace(/[\u202f\u00a0]/g, ' '))).toEqual([
      '597151141 - CHU de Démo',
      '2',
      '3',
      'CA du groupement',
      '800 000 €',
      '900 000 €',
      '30 000',
      '40 000',
    ]);
    expect([cells[0]!, cells[3]!].map(alignOf).filter((a) => a === 'end' || a === 'right')).toEqual([]);
    expect([1, 2, 4, 5, 6, 7].map((i) => alignOf(cells[i]!))).toEqual(Array(6).fill('end'));
    // Each heading stands over its column's side.
    const headings = within(table).getAllByRole('columnheader');
    expect([0, 3].map((i) => alignOf(headings[i]!)).filter((a) => a === 'end' || a === 'right')).toEqual([]);
    expect([1, 2, 4, 5, 6, 7].map((i) => alignOf(headings[i]!))).toEqual(Array(6).fill('end'));
  }, 30_000);

  // Issue 30, 12: the orders' lines showed a product's category as its code (« consommable »), the provisions
  // the unallocated division as the rollups' marker.
  it('shows categories and unallocated sales by their French names on « Commandes » and « Provisions »', async () => {
    const line = {
      customerNumber: '597151141',
      customerName: 'CHU de Démo',
      orderNumber: 'PF-2026-000001',
      franchiseGroup: 'MedSurg',
      franchise: 'Endoscopy',
      subFranchise: 'Arthroscopie',
      category: 'consommable',
      reference: '0255-401-343',
      designation: 'Lame de shaver',
      packContent: 5,
      unitPrice: 106,
      quantity: 1,
      totalPrice: 106,
      unitCost: 20,
      totalCost: 20,
      savings: 86,
      marginPercent: 81,
      orderDate: '2026-03-01',
    };
    const franchise = (name: string) => ({
      franchise: name,
      projectedPoint: 10,
      percantagePreviousYear: 10,
      percantageCurrentYear: 12,
      contribution: 100,
      cogs: 15,
      provision: 85,
    });
    const page = JSON.stringify({ CurrentPage: 1, TotalPages: 1, PageSize: 10, TotalCount: 1, HasPrevious: false, HasNext: false });
    fakeApi({
      'GET /kpi/statistics': { body: statistics(thisYear) },
      'GET /kpi/orders-details': { body: [line], headers: { 'X-Pagination': page } },
      'GET /kpi/provisions': {
        body: {
          year: thisYear,
          franchises: [franchise('Instruments'), franchise('NON ALLOCATED')],
          totalPointsProjected: 20,
          totalContribution: 200,
          totalCogs: 30,
          totalProvision: 170,
          manualCogs: 15,
          calculatedCogs: 0,
          useCurrentYear: false,
          rateInForce: 15,
        },
      },
      'GET /kpi/by-names': { body: [] },
    });
    const { user } = renderPage(<KpiPage />, { path: '/kpi?annee=' + thisYear });
    await user.click(await screen.findByRole('tab', { name: /^Commandes/ }));
    expect(await screen.findByRole('cell', { name: 'Consommables' })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'consommable' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Provisions (COGS)' }));
    expect((await screen.findAllByRole('cell', { name: 'Non affecté' })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('cell', { name: 'NON ALLOCATED' })).toBeNull();
  }, 30_000);
});
