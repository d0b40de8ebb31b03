import { expect, test } from '@playwright/test';
import { h1, signInBuyer } from './portal-support.js';
import { acceptTermsByApi, DEMO } from './support.js';

/**
 * Company orders on the default data, as a buyer waits for them (issue 13): the first rows show within
 * 1 s of opening the page, and the Excel export is downloaded within 2 s of the click.
 */

test.beforeAll(async () => {
  await acceptTermsByApi(DEMO.acheteur);
});

test('first rows within 1 s, export downloaded within 2 s', async ({ page }) => {
  await signInBuyer(page);
  await expect(page.getByTestId('home-remaining-points')).toBeVisible();

  // From the click on the menu entry, as the buyer counts.
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const entry = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: /^Mes commandes Stryker$/ });
  await expect(entry).toBeVisible();
  const opened = Date.now();
  await entry.click();
  const firstRow = page.getByRole('table', { name: 'Commandes de l’entreprise' }).getByRole('button', { name: /^Factures de la commande / }).first();
  await expect(firstRow).toBeVisible({ timeout: 5_000 });
  const firstRowsMs = Date.now() - opened;
  await expect(h1(page, 'Mes commandes Stryker')).toBeVisible();
  expect(firstRowsMs, `premières lignes en ${firstRowsMs} ms`).toBeLessThanOrEqual(1_000);

  const clicked = Date.now();
  const download = page.waitForEvent('download', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Exporter vers Excel' }).click();
  const file = await download;
  await file.path();
  const exportMs = Date.now() - clicked;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(exportMs, `export en ${exportMs} ms`).toBeLessThanOrEqual(2_000);
});
