import { expect, test, type Page } from './fixtures.js';
import { acceptTermsByApi, CHU_NORD, DEMO, openMenuEntry } from './support.js';

/*
 * « Voir comme » (issues 30, 31 and 33): an administrator views a customer's portal read-only. A banner says
 * whose portal it is and leads back to the back office, which forgets the customer; the portal's writes
 * (add to cart, quantities, removal, order, contact form) are not offered. The API refuses them anyway
 * (functions/src/http/staff-read-only.test.ts): here is what the person sees.
 */

test.use({ signedInAs: DEMO.admin });

test.beforeAll(async () => {
  await acceptTermsByApi(DEMO.admin);
});

const banner = (page: Page) => page.getByRole('region', { name: 'Consultation en tant que client' });

async function viewChuNordAs(page: Page) {
  await page.goto('/admin');
  const table = page.getByRole('table', { name: 'Clients' });
  // The first page of a run may wait for the API's first start.
  await expect(table).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: 'Rechercher dans « Clients »' }).fill('hopital nord');
  await table
    .getByRole('row')
    .filter({ hasText: CHU_NORD })
    .getByRole('button', { name: `Actions pour « ${CHU_NORD} »` })
    .click();
  await page.getByRole('menuitem', { name: 'Voir en tant que ce client' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: `Client : ${CHU_NORD}` })).toBeVisible();
}

test('an administrator viewing a customer reads its portal, acts in none of it, and goes back to the back office', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await viewChuNordAs(page);
  await expect(banner(page)).toContainText(`Vous consultez le portail de ${CHU_NORD}`);
  await expect(banner(page)).toContainText('Consultation seule');
  await page.screenshot({ path: test.info().outputPath('voir-comme-accueil-1440.png') });

  // The catalogue shows the products, with nothing to add them to the cart.
  await openMenuEntry(page, 'Utiliser mes points');
  const products = page.getByRole('list', { name: 'Produits' });
  await expect(products.getByRole('listitem').first()).toBeVisible();
  await expect(products.getByRole('button', { name: /au panier/ })).toHaveCount(0);
  await expect(products.getByRole('spinbutton')).toHaveCount(0);
  await expect(banner(page)).toBeVisible();

  // The cart is read: no quantity to change, no line to remove, no order.
  await page.getByRole('button', { name: /^Panier, \d+ article/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Panier', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Commander' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Retirer / })).toHaveCount(0);
  await expect(page.getByRole('spinbutton')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' })).toHaveCount(0);

  // The contact page names the interlocutor, with no form to send as the customer.
  await openMenuEntry(page, 'Contact');
  await expect(page.getByRole('heading', { name: 'Votre interlocuteur commercial' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Envoyer' })).toHaveCount(0);

  // The way back forgets the customer: header, cart and logo.
  await banner(page).getByRole('button', { name: "Revenir à l'administration" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('table', { name: 'Clients' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('banner')).not.toContainText(CHU_NORD);
  await expect(page.getByRole('button', { name: /^Panier/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Portail Fidélité, retour à l’accueil' })).toHaveAttribute('href', '/admin');
  expect(await page.evaluate(() => localStorage.getItem('portail.customer'))).toBeNull();
  await page.screenshot({ path: test.info().outputPath('voir-comme-retour-1440.png') });
});

test('on a phone the banner and its way back fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await viewChuNordAs(page);
  const back = banner(page).getByRole('button', { name: "Revenir à l'administration" });
  await expect(back).toBeVisible();
  await expect(banner(page)).toContainText(`Vous consultez le portail de ${CHU_NORD}`);
  const box = await banner(page).boundingBox();
  expect(box!.x + box!.width, 'la bannière tient dans la largeur de l’écran').toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('voir-comme-accueil-390.png') });
  await back.click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(banner(page)).toHaveCount(0);
});

/*
 * The group buyer (issue 33) lands on its group's home, opens a member's portal with the same read-only
 * banner, and goes back to its group. The API's refusals are in functions/src/features/buying-groups/
 * buying-groups.test.ts, the home's table in its component test: here is what the person sees, on a desktop
 * and on a phone.
 */
test.describe('acheteur de groupement', () => {
  test.use({ signedInAs: DEMO.groupe });

  const members = (page: Page) => page.getByRole('table', { name: 'Membres du groupement' });

  for (const width of [1440, 390]) {
    test(`à ${width} px : l’accueil du groupement, le portail d’un membre en lecture seule, et le retour`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      await page.goto('/');
      await expect(page).toHaveURL(/\/groupement$/);
      await expect(page.getByRole('heading', { level: 1, name: /^Groupement : / })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(/compte à partir de la date du changement/)).toBeVisible();
      const first = members(page)
        .getByRole('button', { name: /^Consulter le portail de / })
        .first();
      await expect(first).toBeVisible();
      // The page itself never scrolls sideways; a wide table scrolls inside its card.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'la page tient dans la largeur').toBeLessThanOrEqual(width);
      await page.screenshot({ path: test.info().outputPath(`groupement-accueil-${width}.png`), fullPage: true });

      const name = (await first.getAttribute('aria-label'))!.replace('Consulter le portail de ', '');
      await first.click();
      await expect(page).toHaveURL(/\/$/);
      await expect(banner(page)).toContainText(`Vous consultez le portail de ${name}`);
      await expect(banner(page)).toContainText('dépenser les points');
      await openMenuEntry(page, 'Utiliser mes points');
      const products = page.getByRole('list', { name: 'Produits' });
      await expect(products.getByRole('listitem').first()).toBeVisible();
      await expect(products.getByRole('button', { name: /au panier/ })).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`groupement-membre-${width}.png`) });

      await banner(page).getByRole('button', { name: 'Revenir au groupement' }).click();
      await expect(page).toHaveURL(/\/groupement$/);
      await expect(banner(page)).toHaveCount(0);
      await expect(members(page)).toBeVisible();
    });
  }
});
