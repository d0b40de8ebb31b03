import { expect, test } from './fixtures.js';
import { wholePoints } from '@portail/common';
import { acceptTermsByApi, api, apiLogin, CHU_NORD, DEMO } from './support.js';

/**
 * The home screen's points figures are those of the stats route: the total is totalPoints (which already
 * includes the manual points; the card used to add them a second time), and remaining = total − spent.
 */

test.use({ signedInAs: DEMO.acheteur });

test.beforeAll(async () => {
  await acceptTermsByApi(DEMO.acheteur);
});

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const shown = (points: number) => Math.max(0, wholePoints(points));

test('the total points card shows totalPoints, manual points counted once', async ({ page }) => {
  const { token } = await apiLogin(DEMO.acheteur);
  const infos = await api<{ customers: { id: string }[] }>('/users/user-infos-with-customers', { token });
  const customerId = infos.data.customers[0].id;
  const admin = await apiLogin(DEMO.admin);
  // A manual credit, so that counting manual points twice would show.
  expect(
    (
      await api('/statsContract/updatePoints', {
        method: 'POST',
        token: admin.token,
        body: { customerId, manualPointsToAdd: 1234, reason: 'Geste commercial' },
      })
    ).status,
  ).toBe(200);
  const stats = await api<{ statsContract: { totalPoints: number; manualPoints: number; spentPoints: number; remainingPoints: number } }>(
    `/statsContract/customer/${customerId}`,
    { token },
  );
  const s = stats.data.statsContract;
  expect(s.manualPoints).toBeGreaterThan(0);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Client : ${CHU_NORD}` })).toBeVisible();
  await expect(page.getByTestId('home-total-points')).toBeVisible();
  expect(digits(await page.getByTestId('home-total-points').textContent())).toBe(shown(s.totalPoints));
  expect(digits(await page.getByTestId('home-remaining-points').textContent())).toBe(shown(s.remainingPoints));
  expect(Math.abs(s.totalPoints - s.spentPoints - s.remainingPoints)).toBeLessThan(0.01);
});
