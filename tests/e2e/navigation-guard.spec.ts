import { expect, test, type Page } from './fixtures.js';
import { acceptTermsByApi, CHU_NORD, DEMO } from './support.js';

const PUBLIC_PAGES: [path: string, heading: string | RegExp][] = [
  ['/privacy', 'Déclaration de confidentialité'],
  ['/accessibility', 'Accessibilité du site'],
  ['/disclaimer', 'Informations destinées aux professionnels de santé'],
  ['/terms-of-use', 'Conditions d’utilisation'],
  ['/sitemap', 'Plan du site'],
  ['/resetpassword', 'Choisir un mot de passe'],
];

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test.describe('logged out', () => {
  test('a private or unknown path goes to /login', async ({ page }) => {
    for (const path of ['/', '/points', '/cart', '/select-customer', '/admin', '/kpi', '/contrat', '/stryker-commands', '/contact', '/nimporte-quoi']) {
      await page.goto(path);
      await expect(page, `${path} mène à la connexion`).toHaveURL(/\/login$/);
      await expect(h1(page, 'Connexion')).toBeVisible();
    }
  });

  test('public pages stay, each on its own heading', async ({ page }) => {
    for (const [path, heading] of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(h1(page, heading)).toBeVisible();
      await expect(page, `${path} reste public`).toHaveURL(new RegExp(`${path}$`));
    }
  });
});

test.describe('logged in', () => {
  test.beforeAll(async () => {
    await acceptTermsByApi(DEMO.acheteur);
    await acceptTermsByApi(DEMO.groupement);
    await acceptTermsByApi(DEMO.admin);
  });

  test.describe('a customer user with one customer', () => {
    test.use({ signedInAs: DEMO.acheteur });

    test('a customer user: /login goes home, /points and /cart as first navigation go home, unknown paths go home', async ({ page }) => {
      await page.goto('/');
      const home = page.getByRole('heading', { name: `Client : ${CHU_NORD}` });
      await expect(home).toBeVisible();

      for (const path of ['/login', '/points', '/cart', '/nimporte-quoi']) {
        await page.goto(path);
        await expect(page, `${path} mène à l’accueil`).toHaveURL(/\/$/);
        await expect(home).toBeVisible();
      }

      // Moving inside the app, the same pages open normally.
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await page.getByRole('link', { name: 'Utiliser mes points' }).click();
      await expect(page).toHaveURL(/\/points$/);
      await page.getByRole('button', { name: /^Panier, / }).click();
      await expect(page).toHaveURL(/\/cart$/);
    });
  });

  test.describe('an administrator', () => {
    test.use({ signedInAs: DEMO.admin });

    test('without a selected customer, an administrator is sent to /admin', async ({ page }) => {
      for (const path of ['/', '/contrat', '/stryker-commands', '/service-one-stryker']) {
        await page.goto(path);
        await expect(page, `${path} mène à /admin`).toHaveURL(/\/admin$/);
      }
      await expect(h1(page, 'Administration')).toBeVisible();
    });
  });

  test.describe('a group user', () => {
    test.use({ signedInAs: DEMO.groupement });

    test('without a selected customer, other users are sent to /select-customer', async ({ page }) => {
      for (const path of ['/', '/contrat', '/stryker-one-commands', '/points', '/nimporte-quoi']) {
        await page.goto(path);
        await expect(page, `${path} mène au choix du client`).toHaveURL(/\/select-customer$/);
      }
      await expect(h1(page, 'Choisir un client')).toBeVisible();
    });

    test('public pages stay reachable when logged in', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/select-customer$/);
      await page.goto('/privacy');
      await expect(page).toHaveURL(/\/privacy$/);
    });
  });
});
