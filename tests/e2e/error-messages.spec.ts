import { expect, test } from './fixtures.js';
import { openCart, errorScene, type ErrorScene } from './error-support.js';
import { CHU_NORD, DEMO, openMenuEntry, toast } from './support.js';

/**
 * The customer screens' messages when the API itself refuses (spec sections 5 and 8): a customer the user may
 * no longer see, walked through every screen of the menu with the real server's 403, word for word as the
 * user sees it.
 * Each screen's own messages (the company orders' export, the contract's files, the Programme orders' search,
 * invoice and lines; the catalogue's, cart's, sign-in's, service's and contact form's) are component tests
 * (docs/testing.md « Removed browser tests… »); reset, terms and session messages are in the other specs.
 */

let scene: ErrorScene;

test.describe.configure({ mode: 'serial' });
test.use({ signedInAs: DEMO.acheteur });

test.beforeAll(async () => {
  scene = await errorScene();
});

test('a customer the user may no longer see: every screen says its data could not be loaded, and the export is refused', async ({ page }) => {
  // What a withdrawn access leaves behind: the stored selected customer is one the API now refuses (403).
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Client : ${CHU_NORD}` })).toBeVisible();
  await page.evaluate((customer) => localStorage.setItem('portail.customer', JSON.stringify(customer)), scene.foreign);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Client : ${scene.foreign.name}` })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Impossible de charger vos statistiques pour le moment.' })).toBeVisible();

  await openMenuEntry(page, `Mes commandes ${scene.provider}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Erreur lors de la récupération des commandes' })).toHaveText(
    'Erreur lors de la récupération des commandes',
  );
  const refused = page.waitForResponse((r) => r.url().includes('/api/Export/'));
  await page.getByRole('button', { name: 'Exporter vers Excel' }).click();
  expect((await refused).status()).toBe(403);
  await expect(toast(page, 'Action non autorisée.')).toBeVisible();

  await openMenuEntry(page, 'Mes commandes Programme');
  await expect(page.getByRole('alert').filter({ hasText: 'Erreur lors de la récupération des commandes Programme' })).toBeVisible();

  await openMenuEntry(page, 'Mon contrat');
  await expect(toast(page, 'Erreur lors de la récupération des fichiers du contrat')).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Erreur lors de la récupération des fichiers du contrat' })).toBeVisible();

  await openMenuEntry(page, 'Utiliser mes points');
  await expect(page.getByRole('alert').filter({ hasText: 'Erreur lors de la récupération des produits' })).toBeVisible();

  await openCart(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Erreur lors de la récupération du panier' })).toBeVisible();
});
