import { expect, test } from './fixtures.js';
import { apiError, openCart, chooseCustomer, errorScene, type ErrorScene } from './error-support.js';
import { CHU_NORD, DEMO, openMenuEntry, signIn, toast } from './support.js';

/**
 * The customer screens' error and empty-state messages (spec sections 5 and 8), each provoked once in the
 * browser and checked word for word as the user sees it. Most are provoked for real: a search that finds
 * nothing, a customer without contract, a customer the user may no longer see. Failures the browser cannot
 * cause (server error, network cut) are made with `page.route` on that one API call, answering what the
 * API answers in that case.
 * The catalogue's, cart's, sign-in's, service's and contact form's messages are their screens' own
 * (component tests, docs/testing.md « Removed browser tests… »); reset, terms and session messages are in
 * the other specs.
 */

let scene: ErrorScene;

test.describe.configure({ mode: 'serial' });
test.use({ signedInAs: DEMO.acheteur });

test.beforeAll(async () => {
  scene = await errorScene();
});

test('company orders: the Excel export reports a refusal and a failure', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Client : ${CHU_NORD}` })).toBeVisible();
  await openMenuEntry(page, `Mes commandes ${scene.provider}`);
  await expect(page.getByRole('table', { name: 'Commandes de l’entreprise' })).toBeVisible();
  const exportButton = page.getByRole('button', { name: 'Exporter vers Excel' });

  // The export works for the user's own customer…
  const download = page.waitForEvent('download');
  await exportButton.click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  // …fails when the server cannot be reached (page.route: a cut connection)…
  await page.route('**/api/Export/**', (route) => route.abort('connectionfailed'));
  await exportButton.click();
  await expect(toast(page, "Erreur lors de l'exportation vers Excel")).toBeVisible();
  await page.unroute('**/api/Export/**');

  // …and a 400 from the server is a refused action (the API's own 400: an export type it does not offer).
  await page.route('**/api/Export/strykercommands/**', (route) => route.continue({ url: route.request().url().replace('/strykercommands/', '/autre/') }));
  const refused = page.waitForResponse((r) => r.url().includes('/api/Export/autre/'));
  await exportButton.click();
  expect((await refused).status()).toBe(400);
  await expect(toast(page, 'Action non autorisée.')).toBeVisible();
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

test('contract: a file that can no longer be downloaded, and a customer without contract', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Client : ${CHU_NORD}` })).toBeVisible();
  await openMenuEntry(page, 'Mon contrat');
  const files = page.getByRole('table', { name: 'Fichiers du contrat' });
  await expect(files).toBeVisible();
  const firstDownload = files.getByRole('button', { name: /^Télécharger / }).first();

  // The file is removed after the list was shown: the API answers 404 for it (page.route points the
  // request at a file id that does not exist; the answer is the real server's).
  await page.route('**/api/files/file-*', (route) =>
    route.continue({
      url: route
        .request()
        .url()
        .replace(/\/files\/[^/?]+/, '/files/file-supprime'),
    }),
  );
  const missing = page.waitForResponse((r) => r.url().includes('/api/files/file-supprime'));
  await firstDownload.click();
  expect((await missing).status()).toBe(404);
  await expect(toast(page, 'Erreur lors du téléchargement du fichier')).toBeVisible();
  await page.unroute('**/api/files/file-*');

  // A customer with no contract file at all.
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await signIn(page, DEMO.commercial);
  await chooseCustomer(page, scene.withoutContract);
  await expect(page.getByRole('heading', { name: `Client : ${scene.withoutContract.name}` })).toBeVisible();
  await openMenuEntry(page, 'Mon contrat');
  await expect(page.getByText('Aucun contrat n’est disponible pour ce client.', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Fichiers du contrat' })).toHaveCount(0);
});

test('Programme orders: a search that finds nothing, and invoices and details that cannot be fetched', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Client : ${CHU_NORD}` })).toBeVisible();
  await openMenuEntry(page, 'Mes commandes Programme');
  const table = page.getByRole('table', { name: 'Mes commandes Programme' });
  await expect(table).toBeVisible();

  // No order carries this number.
  const search = page.getByRole('searchbox');
  await search.fill('CMD-INEXISTANTE-0000');
  const notFound = toast(page, "Aucune commande portant ce numéro n'a été trouvée");
  await expect(notFound).toBeVisible();
  await expect(page.getByRole('main').getByText("Aucune commande portant ce numéro n'a été trouvée", { exact: true })).toBeVisible();
  await expect(table).toHaveCount(0);
  await notFound.getByRole('button', { name: 'Fermer' }).click();
  await expect(notFound).toHaveCount(0);
  await search.fill('');
  await expect(table).toBeVisible();

  const firstRow = table.getByRole('row').nth(1);
  const orderNumber = (await firstRow.getByRole('cell').nth(1).textContent()) ?? '';
  expect(orderNumber).not.toBe('');

  // The invoice cannot be fetched: the connection is cut (page.route).
  await page.route('**/api/orderOneStryker/download/**', (route) => route.abort('connectionfailed'));
  await firstRow.getByRole('button', { name: `Télécharger la facture de la commande ${orderNumber}` }).click();
  await expect(toast(page, 'Erreur lors du téléchargement du fichier')).toBeVisible();
  await page.unroute('**/api/orderOneStryker/download/**');

  // The order is gone by the time its invoice is asked for: the API's real 404 (page.route points the
  // request at an order id that does not exist).
  await page.route('**/api/orderOneStryker/download/**', (route) =>
    route.continue({
      url: route
        .request()
        .url()
        .replace(/\/download\/[^/?]+/, '/download/order-supprimee'),
    }),
  );
  const missing = page.waitForResponse((r) => r.url().includes('/download/order-supprimee'));
  await firstRow.getByRole('button', { name: `Télécharger la facture de la commande ${orderNumber}` }).click();
  expect((await missing).status()).toBe(404);
  await expect(notFound).toBeVisible();
  await page.unroute('**/api/orderOneStryker/download/**');

  // The order's lines cannot be loaded (page.route: a server error).
  await page.route('**/api/orderOneStryker/*/details', (route) =>
    route.fulfill(apiError(500, 'server_error', 'Une erreur inattendue est survenue. Veuillez réessayer.')),
  );
  await firstRow.getByRole('button', { name: `Afficher le détail de la commande ${orderNumber}` }).click();
  await expect(toast(page, 'Erreur lors de la récupération du détail de la commande')).toBeVisible();
  await expect(page.getByRole('table', { name: `Détail de la commande ${orderNumber}` })).toHaveCount(0);
});
