import { screen, waitFor } from '@testing-library/react';
import { kpiYears } from '@portail/common';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import { emptyStatistics } from '../testing/kpi-fixtures';
import KpiPage from './kpi-page';

/*
 * « Provisions (COGS) »: the manual % typed is checked before it is sent, sent once typing stops, and a page
 * opened later shows what the server stores. Moved from the browser (kpi.spec.ts « COGS: … »); the server's side
 * (the comma read, the value stored and read back, the « Actif » choice) is tests/api/kpi-calls.test.ts
 * « configuration round trip »; the boxes and the switch as separate controls: kpi-page-exports.test.tsx.
 */

const [thisYear] = kpiYears();
const provisions = (activeCogs: 'manual' | 'calculated', manualCogs: number) => ({
  year: thisYear,
  franchises: [],
  totalPointsProjected: 0,
  totalContribution: 0,
  totalCogs: 0,
  totalProvision: 0,
  manualCogs,
  calculatedCogs: 40,
  useCurrentYear: false,
  activeCogs,
  rateInForce: manualCogs,
});
const stored = (manual: string, active: 'manual' | 'calculated') => ({
  'GET /kpi/statistics': { body: emptyStatistics(thisYear) },
  'GET /kpi/provisions': { body: provisions(active, Number(manual)) },
  'GET /kpi/by-names': {
    body: [
      { name: 'ManualCogs', value: manual },
      { name: 'UseCurrentYearOrNot', value: 'false' },
      { name: 'ActiveCogs', value: active },
    ],
    headers: { ETag: '"v1"' },
  },
});

async function openProvisions() {
  const drawn = renderPage(<KpiPage />, { path: '/kpi' });
  await drawn.user.click(await screen.findByRole('tab', { name: 'Provisions (COGS)' }));
  return { ...drawn, manual: (await screen.findByRole('textbox', { name: 'Pourcentage manuel de l’année précédente' })) as HTMLInputElement };
}

describe('the KPI manual %', () => {
  it('refuses a word without sending it, saves « 12,5 » once typing stops, and shows the stored % and box on a later visit', async () => {
    const api = fakeApi({
      ...stored('15', 'manual'),
      'PUT /kpi/manual-cogs': (request) => ({ body: { name: 'ManualCogs', value: '12.5', sent: request.body }, headers: { ETag: '"v2"' } }),
    });
    const { user, manual, unmount } = await openProvisions();
    expect(manual.value).toBe('15');

    await user.clear(manual);
    await user.type(manual, 'douze');
    expect(await screen.findByText('Saisissez un nombre entre 0 et 100 (virgule ou point).')).toBeTruthy();
    // Past the 500 ms the field waits for the typing to stop: still nothing sent.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(api.calls('PUT /kpi/manual-cogs')).toEqual([]);

    await user.clear(manual);
    await user.type(manual, '12,5');
    expect(await screen.findByText('Pourcentage enregistré', {}, { timeout: 3000 })).toBeTruthy();
    expect(api.calls('PUT /kpi/manual-cogs').map((r) => [r.body, r.headers['If-Match']])).toEqual([[{ value: '12,5' }, '"v1"']]);
    unmount();

    // Later: the server stores « 12.5 » and the calculated % chosen; the tab shows them the French way.
    fakeApi(stored('12.5', 'calculated'));
    const later = await openProvisions();
    await waitFor(() => expect(later.manual.value).toBe('12,5'));
    expect((screen.getByRole('checkbox', { name: 'Pourcentage calculé actif' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Pourcentage manuel actif' }) as HTMLInputElement).checked).toBe(false);
  }, 30_000);

  it('tells a refused save under the field by the refusal’s code, in the reader’s words', async () => {
    fakeApi({
      ...stored('15', 'manual'),
      // The server's message is not what the site shows: the site words the code itself.
      'PUT /kpi/manual-cogs': () => apiError(412, 'precondition_failed', 'message du serveur'),
    });
    const { user, manual } = await openProvisions();
    await user.clear(manual);
    await user.type(manual, '20');
    expect(
      await screen.findByText(
        'Cet élément a été modifié entre-temps : rechargez-le puis recommencez. Votre saisie n’a pas été enregistrée.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByText('message du serveur')).toBeNull();
  }, 30_000);
});
