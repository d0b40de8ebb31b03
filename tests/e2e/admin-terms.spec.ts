import { expect, test, type Page } from './fixtures.js';
import { acceptTermsByApi, DEMO, seriousViolations, toast } from './support.js';

/*
 * The terms tab (back-office.md section 2): versions with a preview cut at 40 characters, one version's
 * acceptances at a time, create and edit (never delete); axe. The version created here stays inactive, so
 * the version in force (and every other test's terms dialog) is left as it was.
 */

const RUN = `E2E${Date.now().toString(36).toUpperCase()}`;
const table = (page: Page) => page.getByRole('table', { name: 'Conditions générales' });

test.use({ signedInAs: DEMO.admin });

test.beforeAll(async () => {
  await acceptTermsByApi(DEMO.admin);
});

test('versions list with a 40-character preview, one expanded at a time with its acceptances, create and edit, no delete', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Conditions générales' }).click();
  await expect(table(page)).toBeVisible();
  const preview = await table(page).getByRole('row').nth(1).getByRole('cell').nth(2).textContent();
  expect((preview ?? '').replace('…', '').length).toBeLessThanOrEqual(40);
  await expect(page.getByRole('button', { name: /^Supprimer « / })).toHaveCount(0);

  const expanders = table(page).getByRole('button', { name: /^Afficher le détail de/ });
  await expanders.first().click();
  const panel = page.getByRole('region', { name: /^Acceptations/ });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('columnheader', { name: 'Acceptée le' }).or(panel.getByText('Aucune acceptation pour cette version.'))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await table(page)
    .getByRole('button', { name: /^Masquer le détail de/ })
    .click();
  await expect(panel).toHaveCount(0);

  await page.getByRole('button', { name: 'Nouvelle version' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle version' });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Ce champ est obligatoire').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Version' }).fill(RUN.slice(0, 20));
  await dialog
    .getByRole('textbox', { name: 'Texte complet' })
    .fill(`Conditions ${RUN} : un texte assez long pour que l’aperçu soit coupé à quarante caractères.`);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Version enregistrée')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Rechercher dans « Conditions générales »' }).fill(RUN.toLowerCase());
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(table(page).getByRole('row').nth(1)).toContainText('…');
  await page.getByRole('button', { name: `Modifier « ${RUN.slice(0, 20)} »` }).click();
  const edit = page.getByRole('dialog', { name: /^Conditions générales : modifier/ });
  await edit.getByRole('textbox', { name: 'Description du changement' }).fill('Relecture');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Version enregistrée')).toBeVisible();
});
