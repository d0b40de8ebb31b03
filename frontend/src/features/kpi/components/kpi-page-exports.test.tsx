import { screen, waitFor, within } from '@testing-library/react';
import { kpiYears } from '@portail/common';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import { emptyStatistics as statistics, thirteenDivisions as divisions } from '../testing/kpi-fixtures';
import KpiPage from './kpi-page';

/* The KPI page's exports and the Provisions tab's controls: what each tab saves, to the file or to the server. */

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

// The browser's download, as the page hands it the workbook: the file name of each link the page clicks. Not a
// module mock: with the component tests sharing their modules, another file's mock could be the one bound.
const saved: string[] = [];
const watchDownloads = () => {
  saved.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:kpi');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
};

const [thisYear, lastYear] = kpiYears();

describe('the KPI page, its exports and settings', () => {
  it('offers « Exporter vers Excel » on every tab: the tab’s figures of the year shown, saved under the server’s name', async () => {
    const provisions = {
      year: thisYear,
      franchises: [],
      totalPointsProjected: 0,
      totalContribution: 0,
      totalCogs: 0,
      totalProvision: 0,
      manualCogs: 15,
      calculatedCogs: 0,
      useCurrentYear: false,
      rateInForce: 15,
    };
    const liability = { year: lastYear, rate: 15, months: [], customers: [] };
    const noPages = JSON.stringify({ CurrentPage: 1, TotalPages: 1, PageSize: 10, TotalCount: 0, HasPrevious: false, HasNext: false });
    const api = fakeApi({
      'GET /kpi/statistics': (_, url) => ({ body: statistics(Number(url.searchParams.get('year'))) }),
      'GET /kpi/statistics-franchise': { body: divisions },
      'GET /kpi/statistics-customer': { body: [] },
      'GET /kpi/buying-groups': { body: [] },
      'GET /kpi/orders-details': { body: [], headers: { 'X-Pagination': noPages } },
      'GET /kpi/provisions': { body: provisions },
      'GET /kpi/by-names': { body: [] },
      'GET /kpi/points-liability': { body: liability },
      'GET /kpi/export/:tab': (_, url) => {
        const tab = url.pathname.split('/').at(-1);
        const year = url.searchParams.get('year') ?? 'toutes-annees';
        return { body: {}, headers: { 'Content-Disposition': `attachment; filename="${tab}-${year}.xlsx"` } };
      },
    });
    watchDownloads();
    const { user } = renderPage(<KpiPage />, { path: `/kpi?annee=${lastYear}` });
    // Every tab but the orders (which lists every year) and the provisions (the current year's, as the spec says) exports the year kept in the address.
    const expected: [RegExp, string][] = [
      [/^Statistiques$/, `statistics?year=${lastYear}`],
      [/^Divisions$/, `divisions?year=${lastYear}`],
      [/^Clients$/, `clients?year=${lastYear}`],
      [/^Groupements$/, `groups?year=${lastYear}`],
      [/^Commandes/, 'orders'],
      [/^Provisions/, `provisions?year=${thisYear}`],
      [/^Passif points$/, `liability?year=${lastYear}`],
    ];
    for (const [tab, call] of expected) {
      await user.click(await screen.findByRole('tab', { name: tab }));
      const panel = await screen.findByRole('tabpanel', { name: tab });
      await user.click(await within(panel).findByRole('button', { name: 'Exporter vers Excel' }));
      await waitFor(() => expect(api.calls('GET /kpi/export/:tab').at(-1)?.path).toBe(`/kpi/export/${call}`));
    }
    await waitFor(() => expect(saved).toHaveLength(expected.length));
    expect(saved).toContain(`divisions-${lastYear}.xlsx`);
    expect(saved).toContain('orders-toutes-annees.xlsx');
    expect(api.unexpected).toEqual([]);
  }, 60_000);

  // Issue 30, the spec as written: each control of the Provisions tab is its own, and each is saved to the server.
  it('Provisions: the « Actif » boxes, the current-year switch and each franchise’s previous-year % are separate controls, each saved', async () => {
    const franchise = (name: string, previous: number) => ({
      franchise: name,
      projectedPoint: 100,
      percantagePreviousYear: previous,
      percantageCurrentYear: 40,
      contribution: 100,
      cogs: previous,
      provision: 100 - previous,
    });
    const provisions = {
      year: thisYear,
      franchises: [franchise('Trauma', 15), franchise('Spine', 15)],
      totalPointsProjected: 200,
      totalContribution: 200,
      totalCogs: 30,
      totalProvision: 170,
      manualCogs: 15,
      calculatedCogs: 40,
      useCurrentYear: false,
      activeCogs: 'manual',
      rateInForce: 15,
    };
    const api = fakeApi({
      'GET /kpi/statistics': { body: statistics(thisYear) },
      'GET /kpi/provisions': { body: provisions },
      'GET /kpi/by-names': {
        body: [
          { name: 'ManualCogs', value: '15' },
          { name: 'UseCurrentYearOrNot', value: 'false' },
          { name: 'ActiveCogs', value: 'manual' },
        ],
        headers: { ETag: '"v1"' },
      },
      'PUT /kpi/kpi-key': (request) => ({ body: request.body, headers: { ETag: '"v2"' } }),
    });
    const { user } = renderPage(<KpiPage />, { path: '/kpi' });
    await user.click(await screen.findByRole('tab', { name: 'Provisions (COGS)' }));
    const manualActive = await screen.findByRole('checkbox', { name: 'Pourcentage manuel actif' });
    const ytdActive = screen.getByRole('checkbox', { name: 'Pourcentage calculé actif' });
    const currentYear = screen.getByRole('switch', { name: 'Utiliser les pourcentages de l’année en cours' });
    expect([(manualActive as HTMLInputElement).checked, (ytdActive as HTMLInputElement).checked, (currentYear as HTMLInputElement).checked]).toEqual([
      true,
      false,
      false,
    ]);
    const puts = () => api.calls('PUT /kpi/kpi-key').map((r) => r.body);

    // The boxes exclude each other, and leave the switch alone.
    await user.click(ytdActive);
    await waitFor(() => expect(puts()).toEqual([{ name: 'ActiveCogs', value: 'calculated' }]));
    expect([(manualActive as HTMLInputElement).checked, (ytdActive as HTMLInputElement).checked, (currentYear as HTMLInputElement).checked]).toEqual([
      false,
      true,
      false,
    ]);

    // The switch leaves the boxes alone.
    await user.click(currentYear);
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]).toEqual({ name: 'UseCurrentYearOrNot', value: 'true' });
    expect([(manualActive as HTMLInputElement).checked, (ytdActive as HTMLInputElement).checked, (currentYear as HTMLInputElement).checked]).toEqual([
      false,
      true,
      true,
    ]);

    // A franchise's previous-year %: out of 0–100 is refused in French and not sent; a good one is sent on the version answered last.
    const spine = screen.getByRole('textbox', { name: '% année précédente – Spine' });
    expect((spine as HTMLInputElement).value).toBe('15');
    await user.clear(spine);
    await user.type(spine, '150');
    expect(await screen.findByText('Entre 0 et 100 (virgule ou point), ou vide pour le pourcentage manuel.')).toBeTruthy();
    await user.clear(spine);
    await user.type(spine, '30,5');
    await waitFor(() => expect(puts()).toHaveLength(3), { timeout: 3000 });
    const sent = api.calls('PUT /kpi/kpi-key')[2]!;
    expect(sent.body).toEqual({ name: 'ManualCogs:Spine', value: '30,5' });
    expect(sent.headers['If-Match']).toBe('"v2"');
    expect(puts().some((b) => (b as { value: string }).value === '150')).toBe(false);
    expect((screen.getByRole('textbox', { name: '% année précédente – Trauma' }) as HTMLInputElement).value).toBe('15');
  }, 60_000);
});
