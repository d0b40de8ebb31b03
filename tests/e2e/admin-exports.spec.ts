import { expect, test } from './fixtures.js';
import { readFileSync } from 'node:fs';
import { acceptTermsByApi, DEMO, mailCount, mailedLink, seriousViolations, sitePath, toast } from './support.js';

/*
 * A list too long to export within a request (the test stack's limit is 1,000 rows, its sales lines 5,000 and more):
 * the button queues the export and says an e-mail will follow; the e-mailed link opens the export's page,
 * which downloads the workbook once written.
 */

test.use({ signedInAs: DEMO.admin });

test.beforeAll(async () => {
  await acceptTermsByApi(DEMO.admin);
});

test('a long list is exported in the background: message, e-mailed link, download', async ({ page }) => {
  await page.goto('/admin');
  await page
    .getByRole('tab', { name: /^Commandes / })
    .first()
    .click();
  await expect(page.getByRole('table', { name: 'Commandes Stryker' }).getByRole('row')).toHaveCount(16);
  // The count is the list's, whatever it is by now, counted the French way (« 5 123 élément(s) »).
  const total = Number((await page.getByText(/^\d[\d\s]* élément\(s\)$/).textContent())!.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(1000);
  const shown = new Intl.NumberFormat('fr-FR').format(total);
  const mails = await mailCount(DEMO.admin);
  await page.getByRole('button', { name: 'Exporter vers Excel' }).click();
  await expect(
    toast(page, `Export de ${shown} lignes en préparation : vous recevrez un e-mail avec le lien de téléchargement dès qu’il sera prêt.`),
  ).toBeVisible();

  const link = await mailedLink(DEMO.admin, '/admin/exports/', mails);
  await page.goto(sitePath(link));
  await expect(page.getByRole('heading', { level: 1, name: 'Export Excel' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Export de la liste « Commandes Stryker (lignes de ventes importées) »' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Prêt' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: shown })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Télécharger strykerCommands-\d{4}-\d{2}-\d{2}\.xlsx$/ }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^strykerCommands-\d{4}-\d{2}-\d{2}\.xlsx$/);
  // An .xlsx is a zip: its first bytes say so.
  expect(
    readFileSync((await file.path())!)
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
});

test('an export link of someone else says it cannot be found', async ({ page }) => {
  await page.goto('/admin/exports/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toHaveText('Cet export est introuvable : seul celui qui l’a demandé peut le télécharger.');
  await expect(page.getByRole('link', { name: 'Retour à l’administration' })).toBeVisible();
});
