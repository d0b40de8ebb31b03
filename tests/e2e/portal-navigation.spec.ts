import { expect, test, type Page } from './fixtures.js';
import { acceptTermsByApi, apiLogin, api, CHU_NORD, DEMO } from './support.js';

/*
 * The portal walked as its users walk it (issue 30, « Navigation »): from the page each customer role lands
 * on, every area is reached by clicking only, each asserting its heading; one page session per role. The
 * back office's roles are in back-office-navigation.spec.ts. The chooser's search and the switching rule
 * are component tests (select-customer-page.test.tsx, switch-target.test.ts).
 */

interface Infos {
  customers: { id: string; name: string }[];
}

/** The menu's areas and the heading each page shows. */
const AREAS: [string, string][] = [
  ['Utiliser mes points', 'Utilisation des points'],
  ['Mes commandes Programme', 'Mes commandes Programme'],
  ['Mes commandes Stryker', 'Mes commandes Stryker'],
  ['Mon contrat', 'Mon contrat'],
  ['Services et avantages', 'Services et avantages'],
  ['Contact', 'Contact'],
  ['Réclamations', 'Mes réclamations'],
];

async function openArea(page: Page, link: string, heading: string): Promise<void> {
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

const cart = (page: Page) => page.getByRole('button', { name: /^Panier, / });

test.describe('a buyer', () => {
  test.use({ signedInAs: DEMO.acheteur });

  test('reaches every area of the portal and the cart by clicking, from home', async ({ page }) => {
    // Nine pages in one session, each its own code and reads: three times the default time.
    test.slow();
    await acceptTermsByApi(DEMO.acheteur);
    await page.goto('/');
    // A first load brings the app's code, its configuration and the home page's one after the other.
    await expect(page.getByRole('heading', { name: `Client : ${CHU_NORD}` })).toBeVisible({ timeout: 30_000 });
    // One customer: nothing to switch to.
    await expect(page.getByRole('button', { name: 'Changer de client' })).toHaveCount(0);
    for (const [link, heading] of AREAS) await openArea(page, link, heading);
    await cart(page).click();
    await expect(page.getByRole('heading', { name: 'Panier', level: 1 })).toBeVisible();
    await page
      .getByRole('link', { name: /Portail Fidélité/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: `Client : ${CHU_NORD}` })).toBeVisible();
  });
});

test.describe('a group buyer', () => {
  test.use({ signedInAs: DEMO.groupement });

  test('chooses a customer, reaches every area, and a switch keeps the page with the current customer marked', async ({ page }) => {
    test.slow();
    await acceptTermsByApi(DEMO.groupement);
    const { token } = await apiLogin(DEMO.groupement);
    const { data } = await api<Infos>('/users/user-infos-with-customers', { token });
    expect(data.customers.length).toBeGreaterThan(1);
    const [first, second] = data.customers;

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Choisir un client', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/select-customer$/);
    // Every customer at once, none marked before a choice.
    for (const customer of data.customers) await expect(page.getByRole('heading', { name: customer.name, level: 2 })).toBeVisible();
    await expect(page.getByText('Client actuel')).toHaveCount(0);

    // Before any choice, the cart leads to the chooser, which then opens the chosen customer's cart.
    await cart(page).click();
    await expect(page.getByRole('heading', { name: 'Choisir un client', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: `Choisir ${first.name}` }).click();
    await expect(page.getByRole('heading', { name: 'Panier', level: 1 })).toBeVisible();

    // Mon contrat last: the switch below starts from it.
    for (const [link, heading] of [...AREAS.filter(([l]) => l !== 'Mon contrat'), ['Mon contrat', 'Mon contrat']]) await openArea(page, link, heading);

    await page.getByRole('button', { name: 'Changer de client' }).click();
    await expect(page.getByRole('heading', { name: 'Choisir un client', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: `Continuer avec ${first.name}` })).toBeVisible();
    await expect(page.getByText('Client actuel')).toHaveCount(1);
    await page.getByRole('button', { name: `Choisir ${second.name}` }).click();
    await expect(page).toHaveURL(/\/contrat$/);
    await expect(page.getByRole('heading', { name: 'Mon contrat', level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByText(second.name, { exact: true })).toBeVisible();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('portail.customer'))) ?? 'null')?.id).toBe(second.id);
  });
});
